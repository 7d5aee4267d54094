import type { ValidationFailure } from '@arrstack/core';
import { readIds, readSettings } from '@arrstack/providers';
import { findDefinition, type IndexerDefinition, type IndexerSettings } from './indexer-definitions';

export interface IndexerInput {
  name: string;
  definition: IndexerDefinition;
  settings: IndexerSettings;
  enable: boolean;
  redirect: boolean;
  priority: number;
  appProfileId: number;
  downloadClientId: number;
  tags: number[];
}

export const DEFAULT_PRIORITY = 25;

/**
 * Reads an IndexerResource body. Checks that need the database (profile exists, unique name) are the
 * service's; everything here is pure.
 */
export function validateIndexer(body: Record<string, unknown>): { value?: IndexerInput; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });

  const definition = findDefinition(body.implementation);
  if (!definition) {
    fail('Implementation', `'Implementation' must be one of Newznab, Torznab.`, body.implementation);
    return { failures };
  }
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) fail('Name', "'Name' must not be empty.", body.name);
  else if (name.length > 200) fail('Name', "'Name' must be 200 characters or fewer.", body.name);

  const bool = (key: string, label: string, fallback: boolean): boolean => {
    const raw = body[key];
    if (raw === undefined || raw === null) return fallback;
    if (typeof raw === 'boolean') return raw;
    fail(label, `'${label}' must be true or false.`, raw);
    return fallback;
  };
  const enable = bool('enable', 'Enable', true);
  const redirect = bool('redirect', 'Redirect', false);

  let priority = DEFAULT_PRIORITY;
  if (body.priority !== undefined && body.priority !== null) {
    if (typeof body.priority !== 'number' || !Number.isInteger(body.priority) || body.priority < 1 || body.priority > 50) {
      fail('Priority', "'Priority' must be between 1 and 50.", body.priority);
    } else priority = body.priority;
  }

  let appProfileId = 0;
  if (typeof body.appProfileId === 'number' && Number.isSafeInteger(body.appProfileId) && body.appProfileId > 0) {
    appProfileId = body.appProfileId;
  } else {
    fail('AppProfileId', "'App Profile Id' must be greater than '0'.", body.appProfileId);
  }

  let downloadClientId = 0;
  if (body.downloadClientId !== undefined && body.downloadClientId !== null && body.downloadClientId !== 0) {
    // This service has no download clients, so only 0 (none) can exist.
    fail('DownloadClientId', 'Download Client does not exist', body.downloadClientId);
    downloadClientId = 0;
  }

  let tags: number[] = [];
  if (body.tags !== undefined && body.tags !== null) {
    if (!Array.isArray(body.tags) || !body.tags.every((t) => Number.isSafeInteger(t) && (t as number) > 0)) {
      fail('Tags', "'Tags' must be an array of tag ids.", body.tags);
    } else tags = [...new Set(body.tags as number[])].sort((a, b) => a - b);
  }

  const read = readSettings(definition, body.fields);
  failures.push(...read.failures);
  if (failures.length > 0) return { failures };
  return {
    value: { name, definition, settings: read.settings, enable, redirect, priority, appProfileId, downloadClientId, tags },
    failures,
  };
}

export interface BulkEdit {
  ids: number[];
  enable?: boolean;
  appProfileId?: number;
  priority?: number;
  tags?: number[];
  applyTags: 'add' | 'remove' | 'replace';
  settings: IndexerSettings;
}

/** Reads `PUT /indexer/bulk`: ids plus the fields to set on every one of them. */
export function validateBulkEdit(body: Record<string, unknown>): { value?: BulkEdit; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  const ids = readIds(body.ids);
  if (!ids) fail('Ids', "'Ids' must be a non-empty array of indexer ids.", body.ids);
  const edit: BulkEdit = { ids: ids ?? [], applyTags: 'add', settings: {} };
  if (body.enable !== undefined && body.enable !== null) {
    if (typeof body.enable !== 'boolean') fail('Enable', "'Enable' must be true or false.", body.enable);
    else edit.enable = body.enable;
  }
  if (body.appProfileId !== undefined && body.appProfileId !== null) {
    if (!Number.isSafeInteger(body.appProfileId) || (body.appProfileId as number) < 1) fail('AppProfileId', "'App Profile Id' must be greater than '0'.", body.appProfileId);
    else edit.appProfileId = body.appProfileId as number;
  }
  if (body.priority !== undefined && body.priority !== null) {
    if (!Number.isInteger(body.priority) || (body.priority as number) < 1 || (body.priority as number) > 50) fail('Priority', "'Priority' must be between 1 and 50.", body.priority);
    else edit.priority = body.priority as number;
  }
  if (body.tags !== undefined && body.tags !== null) {
    if (!Array.isArray(body.tags) || !body.tags.every((t) => Number.isSafeInteger(t) && (t as number) > 0)) fail('Tags', "'Tags' must be an array of tag ids.", body.tags);
    else edit.tags = [...new Set(body.tags as number[])];
  }
  if (body.applyTags !== undefined && body.applyTags !== null) {
    const mode = typeof body.applyTags === 'string' ? body.applyTags.toLowerCase() : body.applyTags;
    if (mode !== 'add' && mode !== 'remove' && mode !== 'replace') fail('ApplyTags', "'Apply Tags' must be add, remove or replace.", body.applyTags);
    else edit.applyTags = mode;
  }
  const torrent: Array<[string, string, boolean]> = [
    ['minimumSeeders', 'torrentBaseSettings.appMinimumSeeders', false],
    ['seedRatio', 'torrentBaseSettings.seedRatio', true],
    ['seedTime', 'torrentBaseSettings.seedTime', false],
    ['packSeedTime', 'torrentBaseSettings.packSeedTime', false],
  ];
  for (const [key, setting, float] of torrent) {
    const raw = body[key];
    if (raw === undefined || raw === null) continue;
    const ok = typeof raw === 'number' && raw >= 0 && (float ? Number.isFinite(raw) : Number.isSafeInteger(raw));
    if (!ok) fail(key.charAt(0).toUpperCase() + key.slice(1), `'${key}' must be a number of 0 or more.`, raw);
    else edit.settings[setting] = raw;
  }
  return failures.length > 0 ? { failures } : { value: edit, failures };
}
