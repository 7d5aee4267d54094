import type { ValidationFailure } from '@arrstack/core';
import { readApplyTags, readBool, readIds, readName, readPriority, readSettings, readTags, type Fail, type ProviderSettings } from '@arrstack/providers';
import { findDefinition, type IndexerDefinition } from './indexer-definitions';

export interface IndexerInput {
  name: string;
  definition: IndexerDefinition;
  settings: ProviderSettings;
  enableRss: boolean;
  enableAutomaticSearch: boolean;
  enableInteractiveSearch: boolean;
  priority: number;
  seasonSearchMaximumSingleEpisodeAge: number;
  downloadClientId: number;
  tags: number[];
}

export const DEFAULT_PRIORITY = 25;

/**
 * Reads an IndexerResource body. Checks that need the database (unique name, tags exist) are the service's;
 * everything here is pure.
 */
export function validateIndexer(body: Record<string, unknown>): { value?: IndexerInput; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail: Fail = (propertyName, errorMessage, attemptedValue) => failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });

  const definition = findDefinition(body.implementation);
  if (!definition) {
    fail('Implementation', "'Implementation' must be one of Newznab, Torznab.", body.implementation);
    return { failures };
  }
  const name = readName(body.name, fail);

  const enableRss = readBool(body, 'enableRss', 'EnableRss', true, fail);
  const enableAutomaticSearch = readBool(body, 'enableAutomaticSearch', 'EnableAutomaticSearch', true, fail);
  const enableInteractiveSearch = readBool(body, 'enableInteractiveSearch', 'EnableInteractiveSearch', true, fail);
  const priority = readPriority(body.priority, fail) ?? DEFAULT_PRIORITY;

  let seasonSearchMaximumSingleEpisodeAge = 0;
  const age = body.seasonSearchMaximumSingleEpisodeAge;
  if (age !== undefined && age !== null) {
    if (typeof age !== 'number' || !Number.isSafeInteger(age) || age < 0) {
      fail('SeasonSearchMaximumSingleEpisodeAge', "'Season Search Maximum Single Episode Age' must be a whole number of 0 or more.", age);
    } else seasonSearchMaximumSingleEpisodeAge = age;
  }

  if (body.downloadClientId !== undefined && body.downloadClientId !== null && body.downloadClientId !== 0) {
    // This service has no download clients yet, so only 0 (any client) can exist.
    fail('DownloadClientId', 'Download Client does not exist', body.downloadClientId);
  }

  const tags = readTags(body.tags, fail) ?? [];
  const read = readSettings(definition, body.fields);
  failures.push(...read.failures);
  const connection = read.settings;
  if (
    read.failures.length === 0 &&
    (connection.categories as number[]).length === 0 &&
    (connection.animeCategories as number[]).length === 0
  ) {
    fail('', "Either 'Categories' or 'Anime Categories' must be provided", undefined);
  }
  if (failures.length > 0) return { failures };
  return {
    value: {
      name,
      definition,
      settings: read.settings,
      enableRss,
      enableAutomaticSearch,
      enableInteractiveSearch,
      priority,
      seasonSearchMaximumSingleEpisodeAge,
      downloadClientId: 0,
      tags,
    },
    failures,
  };
}

/** Whether any of the three switches is on: only then does a save test the indexer (as Sonarr does). */
export function isEnabled(input: Pick<IndexerInput, 'enableRss' | 'enableAutomaticSearch' | 'enableInteractiveSearch'>): boolean {
  return input.enableRss || input.enableAutomaticSearch || input.enableInteractiveSearch;
}

export interface BulkEdit {
  ids: number[];
  enableRss?: boolean;
  enableAutomaticSearch?: boolean;
  enableInteractiveSearch?: boolean;
  priority?: number;
  tags?: number[];
  applyTags: 'add' | 'remove' | 'replace';
}

/** Reads `PUT /indexer/bulk` (Sonarr's IndexerBulkResource): ids plus the switches and tags to set on each. */
export function validateBulkEdit(body: Record<string, unknown>): { value?: BulkEdit; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail: Fail = (propertyName, errorMessage, attemptedValue) => failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  const ids = readIds(body.ids);
  if (!ids) fail('Ids', "'Ids' must be a non-empty array of indexer ids.", body.ids);
  const edit: BulkEdit = { ids: ids ?? [], applyTags: 'add' };
  for (const [key, label] of [
    ['enableRss', 'EnableRss'],
    ['enableAutomaticSearch', 'EnableAutomaticSearch'],
    ['enableInteractiveSearch', 'EnableInteractiveSearch'],
  ] as const) {
    if (body[key] !== undefined && body[key] !== null) edit[key] = readBool(body, key, label, false, fail);
  }
  const priority = readPriority(body.priority, fail);
  if (priority !== undefined) edit.priority = priority;
  const tags = readTags(body.tags, fail);
  if (tags !== undefined) edit.tags = tags;
  edit.applyTags = readApplyTags(body.applyTags, fail);
  return failures.length > 0 ? { failures } : { value: edit, failures };
}
