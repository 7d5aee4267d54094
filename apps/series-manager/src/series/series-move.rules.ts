import { ValidationError, type ValidationFailure } from '@arrstack/core';
import { normalisePath } from '../rootfolder/root-folder.rules';

/** One series to move; without a destination it goes to the bulk command's root + its folder name. */
export interface SeriesMove {
  seriesId: number;
  sourcePath?: string;
  destinationPath?: string;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function failure(propertyName: string, errorMessage: string, attemptedValue: unknown): ValidationFailure {
  return { propertyName, errorMessage, attemptedValue, severity: 'error' };
}

function readPath(value: unknown, property: string, failures: ValidationFailure[], required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) failures.push(failure(property, `'${property}' must not be empty.`, value));
    return undefined;
  }
  const normalised = normalisePath(value);
  if (!normalised) failures.push(failure(property, `'${property}' must be an absolute path`, value));
  return normalised;
}

/** `MoveSeries {seriesId, sourcePath?, destinationPath}`, normalised; throws a 400 when malformed. */
export function readMoveSeries(body: Record<string, unknown>): SeriesMove {
  const failures: ValidationFailure[] = [];
  if (!isId(body.seriesId)) failures.push(failure('SeriesId', "'SeriesId' must be a series id", body.seriesId));
  const sourcePath = readPath(body.sourcePath, 'SourcePath', failures, false);
  const destinationPath = readPath(body.destinationPath, 'DestinationPath', failures, true);
  if (failures.length > 0) throw new ValidationError(failures);
  return { seriesId: body.seriesId as number, sourcePath, destinationPath };
}

/** `BulkMoveSeries {series: [{seriesId, sourcePath?, destinationPath?}], destinationRootFolder}`; throws a 400 when malformed. */
export function readBulkMoveSeries(body: Record<string, unknown>): { series: SeriesMove[]; destinationRootFolder: string } {
  const failures: ValidationFailure[] = [];
  const destinationRootFolder = readPath(body.destinationRootFolder, 'DestinationRootFolder', failures, true);
  const series: SeriesMove[] = [];
  if (!Array.isArray(body.series) || body.series.length === 0) failures.push(failure('Series', "'Series' must be a non-empty list", body.series));
  else {
    for (const item of body.series as unknown[]) {
      const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      if (!isId(fields.seriesId)) {
        failures.push(failure('Series', 'Each item needs a seriesId', item));
        continue;
      }
      series.push({
        seriesId: fields.seriesId,
        sourcePath: readPath(fields.sourcePath, 'SourcePath', failures, false),
        destinationPath: readPath(fields.destinationPath, 'DestinationPath', failures, false),
      });
    }
  }
  if (failures.length > 0) throw new ValidationError(failures);
  return { series, destinationRootFolder: destinationRootFolder! };
}
