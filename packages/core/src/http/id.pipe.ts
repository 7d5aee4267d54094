import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationError } from './errors';

/** A positive integer route id; anything else is a 400 naming the id, never a 500. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number | undefined> {
  transform(value: unknown): number | undefined {
    if (value === undefined || value === '') return undefined;
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
      throw ValidationError.single('Id', `${String(value)} is not a valid ID`, value);
    }
    return id;
  }
}
