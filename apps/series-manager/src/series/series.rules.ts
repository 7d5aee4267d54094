import { parseEnum, type ValidationFailure } from '@arrstack/core';
import { MONITOR_OPTIONS, type MonitorOption } from './monitoring';
import type { SeasonState } from './series.entity';

export const SERIES_TYPES = { standard: 0, daily: 1, anime: 2 } as const;
export const MONITOR_NEW_ITEMS = { all: 0, none: 1 } as const;
export const SERIES_STATUSES = { continuing: 0, ended: 1, upcoming: 2, deleted: -1 } as const;
export const APPLY_TAGS = { add: 0, remove: 1, replace: 2 } as const;

export interface AddOptions {
  monitor: MonitorOption;
  searchForMissingEpisodes: boolean;
  searchForCutoffUnmetEpisodes: boolean;
  ignoreEpisodesWithFiles: boolean;
  ignoreEpisodesWithoutFiles: boolean;
}

/** Fields a client may set on a series, each present only when the body carried it. */
export interface SeriesChanges {
  title?: string;
  tvdbId?: number;
  tvRageId?: number;
  tvMazeId?: number;
  tmdbId?: number;
  imdbId?: string | null;
  year?: number;
  path?: string;
  rootFolderPath?: string;
  qualityProfileId?: number;
  /** 0 (as lookup results carry it) reads as absent. */
  languageProfileId?: number;
  seasonFolder?: boolean;
  monitored?: boolean;
  monitorNewItems?: keyof typeof MONITOR_NEW_ITEMS;
  seriesType?: keyof typeof SERIES_TYPES;
  useSceneNumbering?: boolean;
  tags?: number[];
  seasons?: SeasonState[];
  overview?: string | null;
  network?: string | null;
  runtime?: number;
  genres?: string[];
  certification?: string | null;
  addOptions?: AddOptions;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pascal(field: string): string {
  return field[0].toUpperCase() + field.slice(1);
}

/** Reads the fields of a SeriesResource body that clients may set; unknown and read-only fields are ignored. */
export function readSeriesChanges(body: unknown): { changes: SeriesChanges; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const changes: SeriesChanges = {};
  const fail = (field: string, errorMessage: string, attemptedValue?: unknown) =>
    failures.push({ propertyName: pascal(field), errorMessage, attemptedValue, severity: 'error' });
  if (!isObject(body)) {
    fail('series', 'A series object is required', body);
    return { changes, failures };
  }
  const target = changes as Record<string, unknown>;
  const present = (field: string) => body[field] !== undefined && body[field] !== null;

  for (const field of ['title', 'path', 'rootFolderPath']) {
    if (!present(field)) continue;
    if (typeof body[field] === 'string') target[field] = (body[field] as string).trim();
    else fail(field, `'${pascal(field)}' must be a string`, body[field]);
  }
  for (const field of ['overview', 'network', 'certification', 'imdbId']) {
    if (body[field] === undefined) continue;
    if (body[field] === null || typeof body[field] === 'string') target[field] = body[field];
    else fail(field, `'${pascal(field)}' must be a string`, body[field]);
  }
  for (const field of ['tvdbId', 'tvRageId', 'tvMazeId', 'tmdbId', 'year', 'qualityProfileId', 'runtime']) {
    if (!present(field)) continue;
    const value = body[field];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647) target[field] = value;
    else fail(field, `'${pascal(field)}' must be a whole number`, value);
  }
  if (present('languageProfileId')) {
    const value = body.languageProfileId;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 2_147_483_647) fail('languageProfileId', "'LanguageProfileId' must be a whole number", value);
    else if (value > 0) changes.languageProfileId = value;
  }
  for (const field of ['seasonFolder', 'monitored', 'useSceneNumbering']) {
    if (!present(field)) continue;
    if (typeof body[field] === 'boolean') target[field] = body[field];
    else fail(field, `'${pascal(field)}' must be true or false`, body[field]);
  }
  const enums: Array<[string, Readonly<Record<string, number>>]> = [
    ['seriesType', SERIES_TYPES],
    ['monitorNewItems', MONITOR_NEW_ITEMS],
  ];
  for (const [field, values] of enums) {
    if (!present(field)) continue;
    const parsed = parseEnum(body[field], values);
    if (parsed === undefined) fail(field, `'${pascal(field)}' must be one of ${Object.keys(values).join(', ')}`, body[field]);
    else target[field] = parsed;
  }
  if (present('tags')) {
    const tags = body.tags;
    if (Array.isArray(tags) && tags.every((t) => typeof t === 'number' && Number.isInteger(t) && t > 0)) changes.tags = [...new Set(tags as number[])];
    else fail('tags', "'Tags' must be a list of tag ids", tags);
  }
  if (present('genres')) {
    if (Array.isArray(body.genres) && body.genres.every((g) => typeof g === 'string')) changes.genres = body.genres as string[];
    else fail('genres', "'Genres' must be a list of strings", body.genres);
  }
  if (present('seasons')) {
    const seasons = body.seasons;
    const read: SeasonState[] = [];
    if (!Array.isArray(seasons)) fail('seasons', "'Seasons' must be a list", seasons);
    else {
      for (const season of seasons) {
        if (isObject(season) && Number.isInteger(season.seasonNumber) && (season.seasonNumber as number) >= 0 && typeof (season.monitored ?? false) === 'boolean') {
          read.push({ seasonNumber: season.seasonNumber as number, monitored: season.monitored === true });
        } else fail('seasons', 'Each season needs a seasonNumber and monitored', season);
      }
      changes.seasons = read;
    }
  }
  if (present('addOptions')) {
    const options = body.addOptions;
    if (!isObject(options)) fail('addOptions', "'AddOptions' must be an object", options);
    else {
      const monitor = options.monitor === undefined || options.monitor === null ? 'unknown' : parseEnum(options.monitor, MONITOR_OPTIONS);
      if (monitor === undefined) fail('addOptions', `'Monitor' must be one of ${Object.keys(MONITOR_OPTIONS).join(', ')}`, options.monitor);
      else {
        changes.addOptions = {
          monitor,
          searchForMissingEpisodes: options.searchForMissingEpisodes === true,
          searchForCutoffUnmetEpisodes: options.searchForCutoffUnmetEpisodes === true,
          ignoreEpisodesWithFiles: options.ignoreEpisodesWithFiles === true,
          ignoreEpisodesWithoutFiles: options.ignoreEpisodesWithoutFiles === true,
        };
      }
    }
  }
  return { changes, failures };
}

/** Applies `tags` to current tags the way the editor's `applyTags` says. */
export function applyTags(current: number[], tags: number[], mode: keyof typeof APPLY_TAGS): number[] {
  if (mode === 'replace') return [...new Set(tags)];
  if (mode === 'remove') return current.filter((tag) => !tags.includes(tag));
  return [...new Set([...current, ...tags])];
}

/** Seasons after an update: listed seasons take the given monitored flag; unknown season numbers are ignored. */
export function mergeSeasons(current: SeasonState[], requested: SeasonState[]): SeasonState[] {
  return current.map((season) => {
    const change = requested.find((r) => r.seasonNumber === season.seasonNumber);
    return change ? { ...season, monitored: change.monitored } : season;
  });
}
