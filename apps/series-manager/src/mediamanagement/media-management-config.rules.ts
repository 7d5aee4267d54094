import path from 'node:path';
import { parseEnum, type ValidationFailure } from '@arrstack/core';

export const PROPER_DOWNLOAD_TYPES = { preferAndUpgrade: 0, doNotUpgrade: 1, doNotPrefer: 2 } as const;
export const FILE_DATE_TYPES = { none: 0, localAirDate: 1, utcAirDate: 2 } as const;
export const RESCAN_AFTER_REFRESH_TYPES = { always: 0, afterManual: 1, never: 2 } as const;
export const EPISODE_TITLE_REQUIRED_TYPES = { always: 0, bulkSeasonReleases: 1, never: 2 } as const;

/** Sonarr's `MediaManagementConfigResource` without the id. */
export interface MediaManagementSettings {
  autoUnmonitorPreviouslyDownloadedEpisodes: boolean;
  recycleBin: string;
  recycleBinCleanupDays: number;
  downloadPropersAndRepacks: keyof typeof PROPER_DOWNLOAD_TYPES;
  createEmptySeriesFolders: boolean;
  deleteEmptyFolders: boolean;
  fileDate: keyof typeof FILE_DATE_TYPES;
  rescanAfterRefresh: keyof typeof RESCAN_AFTER_REFRESH_TYPES;
  setPermissionsLinux: boolean;
  chmodFolder: string;
  chownGroup: string;
  episodeTitleRequired: keyof typeof EPISODE_TITLE_REQUIRED_TYPES;
  skipFreeSpaceCheckWhenImporting: boolean;
  /** MB that must stay free on the destination after an import. */
  minimumFreeSpaceWhenImporting: number;
  copyUsingHardlinks: boolean;
  useScriptImport: boolean;
  scriptImportPath: string;
  importExtraFiles: boolean;
  /** Comma-separated extensions, without or with the dot. */
  extraFileExtensions: string;
  enableMediaInfo: boolean;
}

/** Sonarr's defaults (`ConfigService`). */
export function defaultMediaManagementSettings(): MediaManagementSettings {
  return {
    autoUnmonitorPreviouslyDownloadedEpisodes: false,
    recycleBin: '',
    recycleBinCleanupDays: 7,
    downloadPropersAndRepacks: 'preferAndUpgrade',
    createEmptySeriesFolders: false,
    deleteEmptyFolders: false,
    fileDate: 'none',
    rescanAfterRefresh: 'always',
    setPermissionsLinux: false,
    chmodFolder: '755',
    chownGroup: '',
    episodeTitleRequired: 'always',
    skipFreeSpaceCheckWhenImporting: false,
    minimumFreeSpaceWhenImporting: 100,
    copyUsingHardlinks: true,
    useScriptImport: false,
    scriptImportPath: '',
    importExtraFiles: false,
    extraFileExtensions: 'srt',
    enableMediaInfo: true,
  };
}

type FieldType = 'boolean' | 'string' | 'int' | Readonly<Record<string, number>>;

const FIELDS: Record<keyof MediaManagementSettings, FieldType> = {
  autoUnmonitorPreviouslyDownloadedEpisodes: 'boolean',
  recycleBin: 'string',
  recycleBinCleanupDays: 'int',
  downloadPropersAndRepacks: PROPER_DOWNLOAD_TYPES,
  createEmptySeriesFolders: 'boolean',
  deleteEmptyFolders: 'boolean',
  fileDate: FILE_DATE_TYPES,
  rescanAfterRefresh: RESCAN_AFTER_REFRESH_TYPES,
  setPermissionsLinux: 'boolean',
  chmodFolder: 'string',
  chownGroup: 'string',
  episodeTitleRequired: EPISODE_TITLE_REQUIRED_TYPES,
  skipFreeSpaceCheckWhenImporting: 'boolean',
  minimumFreeSpaceWhenImporting: 'int',
  copyUsingHardlinks: 'boolean',
  useScriptImport: 'boolean',
  scriptImportPath: 'string',
  importExtraFiles: 'boolean',
  extraFileExtensions: 'string',
  enableMediaInfo: 'boolean',
};

function pascal(field: string): string {
  return field[0].toUpperCase() + field.slice(1);
}

const SYSTEM_FOLDERS = ['/bin', '/boot', '/dev', '/etc', '/lib', '/proc', '/run', '/sbin', '/sys', '/usr'];

/**
 * Merges a PUT body over the stored settings (absent or null fields keep their value; enums by name in any case
 * or by number) and checks what Sonarr checks. The recycle bin's existence is the service's to check (disk).
 */
export function applyMediaManagementUpdate(
  current: MediaManagementSettings,
  body: Record<string, unknown>,
): { next: MediaManagementSettings; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (field: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName: pascal(field), errorMessage, attemptedValue, severity: 'error' });
  const next: Record<string, unknown> = { ...current };
  for (const [field, type] of Object.entries(FIELDS)) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (type === 'boolean') {
      if (typeof value === 'boolean') next[field] = value;
      else fail(field, `'${pascal(field)}' must be true or false`, value);
    } else if (type === 'string') {
      if (typeof value === 'string') next[field] = value.trim();
      else fail(field, `'${pascal(field)}' must be a string`, value);
    } else if (type === 'int') {
      if (typeof value === 'number' && Number.isSafeInteger(value)) next[field] = value;
      else fail(field, `'${pascal(field)}' must be a whole number`, value);
    } else {
      const name = parseEnum(value, type);
      if (name) next[field] = name;
      else fail(field, `'${pascal(field)}' must be one of ${Object.keys(type).join(', ')}`, value);
    }
  }
  const settings = next as unknown as MediaManagementSettings;
  if (failures.length === 0) {
    if (settings.recycleBinCleanupDays < 0) fail('recycleBinCleanupDays', "'Recycle Bin Cleanup Days' must be greater than or equal to '0'.", settings.recycleBinCleanupDays);
    if (settings.minimumFreeSpaceWhenImporting < 100) {
      fail('minimumFreeSpaceWhenImporting', "'Minimum Free Space When Importing' must be greater than or equal to '100'.", settings.minimumFreeSpaceWhenImporting);
    }
    if (settings.recycleBin !== '') {
      const bin = settings.recycleBin;
      if (!path.posix.isAbsolute(bin) || bin.includes('\0')) fail('recycleBin', 'Invalid Path', bin);
      else if (SYSTEM_FOLDERS.some((folder) => bin === folder || bin.startsWith(`${folder}/`)) || path.posix.resolve(bin) === '/') {
        fail('recycleBin', `Is a system folder: ${bin}`, bin);
      }
    }
    if (settings.setPermissionsLinux && !/^[0-7]{3,4}$/.test(settings.chmodFolder)) fail('chmodFolder', 'Must contain a valid Unix permissions octal', settings.chmodFolder);
    if (settings.useScriptImport) fail('useScriptImport', 'Import scripts are not supported', settings.useScriptImport);
    if (!/^[\s,.a-z0-9]*$/i.test(settings.extraFileExtensions)) fail('extraFileExtensions', 'Extensions are letters and digits separated by commas', settings.extraFileExtensions);
  }
  if (settings.recycleBin !== '') settings.recycleBin = path.posix.resolve(settings.recycleBin).replace(/(.)\/$/, '$1');
  return { next: settings, failures };
}

/** `extraFileExtensions` as lower-case extensions with the dot: `"srt, .nfo"` → `['.srt', '.nfo']`. */
export function extraExtensions(settings: Pick<MediaManagementSettings, 'extraFileExtensions'>): string[] {
  return settings.extraFileExtensions
    .split(',')
    .map((ext) => ext.trim().toLowerCase().replace(/^\.+/, ''))
    .filter((ext) => ext !== '')
    .map((ext) => `.${ext}`);
}
