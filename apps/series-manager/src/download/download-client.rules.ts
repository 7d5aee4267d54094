import type { ValidationFailure } from '@arrstack/core';
import { failureCollector, readApplyTags, readBool, readIds, readName, readPriority, readSettings, readTags, type ProviderSettings } from '@arrstack/providers';
import { DOWNLOAD_CLIENT_NAMES, findDownloadClientDefinition, type DownloadClientDefinition } from './download-client-definitions';

export interface DownloadClientInput {
  name: string;
  definition: DownloadClientDefinition;
  settings: ProviderSettings;
  enable: boolean;
  priority: number;
  removeCompletedDownloads: boolean;
  removeFailedDownloads: boolean;
  tags: number[];
}

export const DEFAULT_CLIENT_PRIORITY = 1;

/**
 * Reads a DownloadClientResource body; `previous` settings keep a password sent back masked. Checks that need
 * the database or the file system (unique name, tags, folders) are the service's.
 */
export function validateDownloadClient(
  body: Record<string, unknown>,
  previous: ProviderSettings = {},
): { value?: DownloadClientInput; failures: ValidationFailure[] } {
  const { failures, fail } = failureCollector();
  const definition = findDownloadClientDefinition(body.implementation);
  if (!definition) {
    fail('Implementation', `'Implementation' must be one of ${DOWNLOAD_CLIENT_NAMES.join(', ')}.`, body.implementation);
    return { failures };
  }
  const name = readName(body.name, fail);
  const enable = readBool(body, 'enable', 'Enable', true, fail);
  const priority = readPriority(body.priority, fail) ?? DEFAULT_CLIENT_PRIORITY;
  const removeCompletedDownloads = readBool(body, 'removeCompletedDownloads', 'RemoveCompletedDownloads', true, fail);
  const removeFailedDownloads = readBool(body, 'removeFailedDownloads', 'RemoveFailedDownloads', true, fail);
  const tags = readTags(body.tags, fail) ?? [];
  const read = readSettings(definition, body.fields, previous);
  failures.push(...read.failures);
  const settings = read.settings;
  if (definition.implementation === 'TorrentBlackhole' && read.failures.length === 0) {
    if (!/^\.?[A-Za-z0-9]{1,10}$/.test(String(settings.magnetFileExtension ?? ''))) {
      fail('magnetFileExtension', "'Save Magnet Files Extension' must be a dot and up to 10 letters or digits, e.g. .magnet", settings.magnetFileExtension);
    }
  }
  if (definition.implementation === 'QBittorrent' && read.failures.length === 0) {
    if (/[\s/:?#@]/.test(String(settings.host))) fail('host', "'Host' must be a host name or address without scheme or path.", settings.host);
    if (settings.tvImportedCategory !== '' && settings.tvImportedCategory === settings.tvCategory) {
      fail('tvImportedCategory', 'Post-Import Category must not be the same as Category', settings.tvImportedCategory);
    }
  }
  if (failures.length > 0) return { failures };
  return { value: { name, definition, settings, enable, priority, removeCompletedDownloads, removeFailedDownloads, tags }, failures };
}

export interface DownloadClientBulkEdit {
  ids: number[];
  enable?: boolean;
  priority?: number;
  removeCompletedDownloads?: boolean;
  removeFailedDownloads?: boolean;
  tags?: number[];
  applyTags: 'add' | 'remove' | 'replace';
}

/** Reads `PUT /downloadclient/bulk` (Sonarr's DownloadClientBulkResource). */
export function validateDownloadClientBulkEdit(body: Record<string, unknown>): { value?: DownloadClientBulkEdit; failures: ValidationFailure[] } {
  const { failures, fail } = failureCollector();
  const ids = readIds(body.ids);
  if (!ids) fail('Ids', "'Ids' must be a non-empty array of download client ids.", body.ids);
  const edit: DownloadClientBulkEdit = { ids: ids ?? [], applyTags: readApplyTags(body.applyTags, fail) };
  for (const [key, label] of [
    ['enable', 'Enable'],
    ['removeCompletedDownloads', 'RemoveCompletedDownloads'],
    ['removeFailedDownloads', 'RemoveFailedDownloads'],
  ] as const) {
    if (body[key] !== undefined && body[key] !== null) edit[key] = readBool(body, key, label, false, fail);
  }
  const priority = readPriority(body.priority, fail);
  if (priority !== undefined) edit.priority = priority;
  const tags = readTags(body.tags, fail);
  if (tags !== undefined) edit.tags = tags;
  return failures.length > 0 ? { failures } : { value: edit, failures };
}
