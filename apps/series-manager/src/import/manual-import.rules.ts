import { parseEnum, ValidationError, type ValidationFailure } from '@arrstack/core';
import { SERIES_LANGUAGES, type Language, type QualityModel } from '@arrstack/parser';
import { seriesQuality } from '../quality/quality-definitions';
import { normalisePath } from '../rootfolder/root-folder.rules';
import { IMPORT_MODES, type ImportMode } from './import-files.rules';
import type { ManualImportFile } from './downloaded-episodes-import.service';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

function failure(propertyName: string, errorMessage: string, attemptedValue: unknown): ValidationFailure {
  return { propertyName, errorMessage, attemptedValue, severity: 'error' };
}

/** `importMode` by name (any case) or number; absent means auto. */
export function readImportMode(value: unknown, failures: ValidationFailure[]): ImportMode {
  if (value === undefined || value === null || value === '') return 'auto';
  const mode = parseEnum(value, IMPORT_MODES);
  if (!mode) failures.push(failure('ImportMode', "'Import Mode' must be auto, move, copy or hardlink", value));
  return mode ?? 'auto';
}

/** An absolute path, the anchors' 400 otherwise. */
export function readPath(value: unknown, propertyName: string, failures: ValidationFailure[]): string {
  const normalised = normalisePath(value);
  if (!normalised) failures.push(failure(propertyName, typeof value === 'string' && value.trim() !== '' ? `'${propertyName}' must be an absolute path` : `'${propertyName}' must not be empty.`, value));
  return normalised ?? '';
}

/** `DownloadedEpisodesScan{path, downloadClientId?, importMode?}`. */
export function readDownloadedEpisodesScan(body: Record<string, unknown>): { path: string; downloadClientId?: string; importMode: ImportMode } {
  const failures: ValidationFailure[] = [];
  const path = readPath(body.path, 'Path', failures);
  const importMode = readImportMode(body.importMode, failures);
  const id = body.downloadClientId;
  if (id !== undefined && id !== null && typeof id !== 'string') failures.push(failure('DownloadClientId', "'Download Client Id' must be a string", id));
  if (failures.length > 0) throw new ValidationError(failures);
  return { path, importMode, downloadClientId: typeof id === 'string' && id !== '' ? id : undefined };
}

function readQuality(value: unknown, index: number, failures: ValidationFailure[]): QualityModel | undefined {
  if (value === undefined || value === null) return undefined;
  const model = value as { quality?: { id?: unknown }; revision?: { version?: unknown; real?: unknown; isRepack?: unknown } };
  const id = model?.quality?.id;
  const known = typeof id === 'number' ? seriesQuality(id) : undefined;
  if (!known) {
    failures.push(failure(`Files[${index}].Quality`, 'Unknown quality', value));
    return undefined;
  }
  const revision = model.revision ?? {};
  return {
    quality: { id: known.id, name: known.name, source: known.source, resolution: known.resolution },
    revision: {
      version: isId(revision.version) ? revision.version : 1,
      real: typeof revision.real === 'number' && Number.isInteger(revision.real) && revision.real >= 0 ? revision.real : 0,
      isRepack: revision.isRepack === true,
    },
  };
}

function readLanguages(value: unknown, index: number, failures: ValidationFailure[]): Language[] | undefined {
  if (value === undefined || value === null) return undefined;
  const read = Array.isArray(value) ? value.map((l) => SERIES_LANGUAGES.find((known) => known.id === (l as { id?: unknown })?.id)) : [undefined];
  if (read.some((l) => l === undefined)) {
    failures.push(failure(`Files[${index}].Languages`, 'Unknown language', value));
    return undefined;
  }
  return read.map((l) => ({ id: l!.id, name: l!.name }));
}

/** `ManualImport{files:[{path, seriesId, episodeIds, quality?, languages?, releaseGroup?}], importMode?}`. */
export function readManualImport(body: Record<string, unknown>): { files: ManualImportFile[]; importMode: ImportMode } {
  const failures: ValidationFailure[] = [];
  const importMode = readImportMode(body.importMode, failures);
  const files: ManualImportFile[] = [];
  if (!Array.isArray(body.files) || body.files.length === 0) {
    failures.push(failure('Files', "'Files' must be a non-empty list", body.files));
  } else {
    body.files.forEach((raw: unknown, index: number) => {
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const path = readPath(item.path, `Files[${index}].Path`, failures);
      if (!isId(item.seriesId)) failures.push(failure(`Files[${index}].SeriesId`, "'Series Id' must be a series id", item.seriesId));
      const episodeIds = item.episodeIds;
      if (!Array.isArray(episodeIds) || episodeIds.length === 0 || !episodeIds.every(isId)) {
        failures.push(failure(`Files[${index}].EpisodeIds`, "'Episode Ids' must be a non-empty list of episode ids", episodeIds));
      }
      const releaseGroup = item.releaseGroup;
      if (releaseGroup !== undefined && releaseGroup !== null && typeof releaseGroup !== 'string') {
        failures.push(failure(`Files[${index}].ReleaseGroup`, "'Release Group' must be a string", releaseGroup));
      }
      files.push({
        path,
        seriesId: item.seriesId as number,
        episodeIds: episodeIds as number[],
        quality: readQuality(item.quality, index, failures),
        languages: readLanguages(item.languages, index, failures),
        releaseGroup: typeof releaseGroup === 'string' ? releaseGroup.trim() || null : releaseGroup === null ? null : undefined,
      });
    });
  }
  if (failures.length > 0) throw new ValidationError(failures);
  return { files, importMode };
}

/** `POST /manualimport`: the candidates as the user changed them (series, episodes, quality...), to decide again. */
export function readReprocessItems(body: unknown): ManualImportFile[] {
  const failures: ValidationFailure[] = [];
  const items: ManualImportFile[] = [];
  if (!Array.isArray(body) || body.length === 0) throw new ValidationError([failure('', 'A non-empty list of manual import items is required', body)]);
  body.forEach((raw: unknown, index: number) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const path = readPath(item.path, `[${index}].Path`, failures);
    const seriesId = item.seriesId === undefined || item.seriesId === null || item.seriesId === 0 ? undefined : item.seriesId;
    if (seriesId !== undefined && !isId(seriesId)) failures.push(failure(`[${index}].SeriesId`, "'Series Id' must be a series id", item.seriesId));
    const episodeIds = item.episodeIds === undefined || item.episodeIds === null ? undefined : item.episodeIds;
    if (episodeIds !== undefined && (!Array.isArray(episodeIds) || !episodeIds.every(isId))) {
      failures.push(failure(`[${index}].EpisodeIds`, "'Episode Ids' must be a list of episode ids", item.episodeIds));
    }
    const releaseGroup = item.releaseGroup;
    items.push({
      path,
      seriesId: seriesId as number | undefined,
      episodeIds: Array.isArray(episodeIds) && episodeIds.length > 0 ? (episodeIds as number[]) : undefined,
      quality: readQuality(item.quality, index, failures),
      languages: readLanguages(item.languages, index, failures),
      releaseGroup: typeof releaseGroup === 'string' ? releaseGroup.trim() || null : undefined,
      downloadId: typeof item.downloadId === 'string' && item.downloadId !== '' ? item.downloadId : undefined,
    });
  });
  if (failures.length > 0) throw new ValidationError(failures);
  return items;
}

export interface ManualImportQuery {
  folder: string;
  downloadId?: string;
  seriesId?: number;
  seasonNumber?: number;
  filterExistingFiles: boolean;
}

function optionalId(value: unknown, name: string, failures: ValidationFailure[], min = 1): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id < min || id > 2_147_483_647) failures.push(failure(name, `'${name}' must be a whole number`, value));
  return id;
}

/** `GET /manualimport?folder=&downloadId=&seriesId=&seasonNumber=&filterExistingFiles=`; the folder is required. */
export function readManualImportQuery(query: Record<string, unknown>): ManualImportQuery {
  const failures: ValidationFailure[] = [];
  const folder = Array.isArray(query.folder) ? (failures.push(failure('Folder', "'Folder' must be given once", query.folder)), '') : readPath(query.folder, 'Folder', failures);
  const seriesId = optionalId(query.seriesId, 'SeriesId', failures);
  const seasonNumber = optionalId(query.seasonNumber, 'SeasonNumber', failures, 0);
  if (failures.length > 0) throw new ValidationError(failures);
  return {
    folder,
    seriesId,
    seasonNumber,
    downloadId: typeof query.downloadId === 'string' && query.downloadId !== '' ? query.downloadId : undefined,
    filterExistingFiles: query.filterExistingFiles !== 'false',
  };
}
