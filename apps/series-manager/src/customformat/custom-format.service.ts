import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, ValidationError, type ValidationFailure } from '@arrstack/core';
import { customFormatSchema, readCustomFormat, type CustomFormatDefinition, type SpecificationResource } from '@arrstack/custom-formats';
import type { CustomFormatEntity } from './custom-format.entity';
import { CustomFormatRepository } from './custom-format.repository';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readIds(body: unknown): number[] {
  const ids = isObject(body) ? body.ids : undefined;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    throw ValidationError.single('Ids', "'Ids' must be a non-empty list of custom format ids", ids);
  }
  return [...new Set(ids as number[])];
}

@Injectable()
export class CustomFormatService {
  constructor(private readonly repository: CustomFormatRepository) {}

  /** Every saved format, as `matchCustomFormats` takes them. */
  async all(): Promise<CustomFormatDefinition[]> {
    return this.repository.list();
  }

  list(): Promise<CustomFormatEntity[]> {
    return this.repository.list();
  }

  async get(id: number): Promise<CustomFormatEntity> {
    const format = await this.repository.findById(id);
    if (!format) throw new NotFoundError('CustomFormat', id);
    return format;
  }

  async schema(): Promise<SpecificationResource[]> {
    return customFormatSchema(await this.repository.list());
  }

  /** The body's format, checked by the package's rules and for a unique name (400 "Must be unique."). */
  private async validated(body: unknown, id?: number): Promise<Omit<CustomFormatDefinition, 'id'>> {
    const { format, failures } = readCustomFormat(body);
    const all: ValidationFailure[] = [...failures];
    if (format) {
      const clash = await this.repository.findByName(format.name);
      if (clash && clash.id !== id) all.push({ propertyName: 'Name', errorMessage: 'Must be unique.', attemptedValue: format.name, severity: 'error' });
    }
    if (!format || all.length > 0) throw new ValidationError(all);
    return format;
  }

  async create(body: unknown): Promise<CustomFormatEntity> {
    const format = await this.validated(body);
    try {
      return await this.repository.insert(format);
    } catch (error) {
      throw (await this.repository.findByName(format.name)) ? new ConflictError(`A custom format named '${format.name}' already exists`) : error;
    }
  }

  async update(id: number, body: unknown): Promise<CustomFormatEntity> {
    await this.get(id);
    await this.repository.update(id, await this.validated(body, id));
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.get(id);
    await this.repository.delete([id]);
  }

  /** `PUT /customformat/bulk`: sets includeCustomFormatWhenRenaming on every listed format. */
  async bulkUpdate(body: unknown): Promise<CustomFormatEntity[]> {
    const ids = readIds(body);
    const include = (body as Record<string, unknown>).includeCustomFormatWhenRenaming;
    if (include !== undefined && include !== null && typeof include !== 'boolean') {
      throw ValidationError.single('IncludeCustomFormatWhenRenaming', "'Include Custom Format When Renaming' must be true or false", include);
    }
    await this.requireAll(ids);
    if (typeof include === 'boolean') for (const id of ids) await this.repository.update(id, { includeCustomFormatWhenRenaming: include });
    return this.repository.findByIds(ids);
  }

  /** `DELETE /customformat/bulk`. */
  async bulkDelete(body: unknown): Promise<void> {
    const ids = readIds(body);
    await this.requireAll(ids);
    await this.repository.delete(ids);
  }

  private async requireAll(ids: number[]): Promise<void> {
    const found = new Set((await this.repository.findByIds(ids)).map((format) => format.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new NotFoundError('CustomFormat', missing);
  }
}
