import { createHash } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_TYPES, type BackupType } from './backup-manifest';

/** A backup archive on disk, with the fields of the anchors' `BackupResource` plus where the file is. */
export interface BackupFileInfo {
  /** Stable id from {@link backupId}. */
  id: number;
  /** File name of the zip. */
  name: string;
  /** The anchors' virtual path, `/backup/<type>/<name>`. */
  path: string;
  type: BackupType;
  /** Size in bytes. */
  size: number;
  /** Last modification time of the file. */
  time: Date;
  /** Absolute path of the file on disk. */
  filePath: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FILE_NAME_PART = /^[A-Za-z0-9][A-Za-z0-9.+-]*$/;

/**
 * The anchors' stable 31-bit id of a backup: the first four bytes of the SHA-1 of the UTF-8 string
 * `backup-<Type>-<name>` (Type capitalised: `Manual`, `Scheduled`, `Update`), read little-endian,
 * with the sign bit cleared.
 */
export function backupId(type: BackupType, fileName: string): number {
  const label = type.charAt(0).toUpperCase() + type.slice(1);
  const digest = createHash('sha1').update(`backup-${label}-${fileName}`, 'utf8').digest();
  return digest.readUInt32LE(0) & 0x7fffffff;
}

/**
 * The archive's file name in the anchors' pattern, `<app>_backup_v<version>_<yyyy.MM.dd_HH.mm.ss>.zip`, with
 * the time in UTC so names sort by time for one version whatever the server's time zone.
 */
export function backupFileName(app: string, appVersion: string, date: Date): string {
  if (!FILE_NAME_PART.test(app)) throw new TypeError(`App name ${JSON.stringify(app)} cannot be part of a file name`);
  if (!FILE_NAME_PART.test(appVersion)) {
    throw new TypeError(`Version ${JSON.stringify(appVersion)} cannot be part of a file name`);
  }
  if (Number.isNaN(date.getTime())) throw new TypeError('Backup date is invalid');
  const pad = (n: number): string => String(n).padStart(2, '0');
  const day = `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}.${pad(date.getUTCMinutes())}.${pad(date.getUTCSeconds())}`;
  return `${app}_backup_v${appVersion}_${day}_${time}.zip`;
}

/** The folder of one backup type inside the backup folder. */
export function backupTypeFolder(folder: string, type: BackupType): string {
  return join(folder, type);
}

/**
 * Lists the `.zip` archives in the `scheduled/`, `manual/` and `update/` sub-folders of `folder`, newest first.
 * Missing sub-folders are simply empty; symbolic links and hidden (temporary) files are skipped.
 */
export async function listBackups(folder: string): Promise<BackupFileInfo[]> {
  const all: BackupFileInfo[] = [];
  for (const type of BACKUP_TYPES) all.push(...(await listType(folder, type)));
  return all.sort((a, b) => b.time.getTime() - a.time.getTime() || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/**
 * Deletes the archives of one type whose modification time is more than `retentionDays` before `now`, and
 * any temporary file a crashed write left behind that long ago. Returns the archives deleted.
 */
export async function pruneBackups(
  folder: string,
  type: BackupType,
  retentionDays: number,
  now: Date = new Date(),
): Promise<BackupFileInfo[]> {
  if (!Number.isFinite(retentionDays) || retentionDays < 0) {
    throw new RangeError('retentionDays must be a non-negative number');
  }
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  const deleted: BackupFileInfo[] = [];
  for (const backup of await listType(folder, type)) {
    if (backup.time.getTime() >= cutoff) continue;
    await unlink(backup.filePath).catch(ignoreMissing);
    deleted.push(backup);
  }
  for (const name of await readFileNames(backupTypeFolder(folder, type))) {
    if (!(name.startsWith('.') && name.endsWith('.tmp'))) continue;
    const filePath = join(backupTypeFolder(folder, type), name);
    const stats = await stat(filePath).catch(() => undefined);
    if (stats && stats.mtime.getTime() < cutoff) await unlink(filePath).catch(ignoreMissing);
  }
  return deleted;
}

async function listType(folder: string, type: BackupType): Promise<BackupFileInfo[]> {
  const directory = backupTypeFolder(folder, type);
  const backups: BackupFileInfo[] = [];
  for (const name of await readFileNames(directory)) {
    if (name.startsWith('.') || !name.toLowerCase().endsWith('.zip')) continue;
    const filePath = join(directory, name);
    const stats = await stat(filePath).catch(() => undefined);
    if (!stats) continue;
    backups.push({
      id: backupId(type, name),
      name,
      path: `/backup/${type}/${name}`,
      type,
      size: stats.size,
      time: stats.mtime,
      filePath,
    });
  }
  return backups;
}

async function readFileNames(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
