import type { Dirent } from 'node:fs';
import { access, constants, lstat, readdir, rm, stat } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { writeFileAtomic } from './atomic-write';
import { DownloadClientError } from './errors';
import { isInside, pathInside, sanitiseFileName } from './file-names';
import type { AddRequest, ClientTestFailure, DownloadClient, DownloadItem } from './types';

/** Sonarr waits until a watch-folder item has not changed for a minute before calling it finished. */
export const DEFAULT_SETTLE_MS = 60_000;
const MAX_SCAN_ENTRIES = 10_000;

export interface WatchFolderOptions {
  watchFolder: string;
  /** An item whose newest file changed more recently than this is still downloading. Default 60 000 ms. */
  settleMs?: number;
  now?: () => number;
}

export interface TorrentBlackholeOptions extends WatchFolderOptions {
  torrentFolder: string;
  saveMagnetFiles?: boolean;
  /** Default `.magnet`. */
  magnetFileExtension?: string;
}

export interface UsenetBlackholeOptions extends WatchFolderOptions {
  nzbFolder: string;
}

async function folderFailure(field: string, label: string, folder: string): Promise<ClientTestFailure | undefined> {
  try {
    const info = await stat(folder);
    if (!info.isDirectory()) return { field, message: `${label} '${folder}' is not a folder` };
    await access(folder, constants.W_OK | constants.R_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { field, message: `${label} '${folder}' does not exist` };
    return { field, message: `${label} '${folder}' is not writable`, detail: (error as Error).message };
  }
}

/** Total size and newest change time of a file or folder tree (bounded, symlinks not followed). */
async function measure(path: string, budget = { entries: MAX_SCAN_ENTRIES }): Promise<{ size: number; newest: number }> {
  const info = await lstat(path);
  if (!info.isDirectory()) return { size: info.isFile() ? info.size : 0, newest: info.mtimeMs };
  let size = 0;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (--budget.entries < 0) break;
    const inner = await measure(join(path, entry), budget);
    size += inner.size;
    newest = Math.max(newest, inner.newest);
  }
  return { size, newest };
}

/** A watch-folder item's download id: its name without the extension of a single file, as the blackhole named the drop. */
export function watchItemId(entryName: string, isDirectory: boolean): string {
  return isDirectory ? entryName : parse(entryName).name;
}

/** What both blackholes share: dropping a file into a folder and reading finished items from the watch folder. */
abstract class BlackholeClient implements DownloadClient {
  constructor(private readonly watch: WatchFolderOptions) {}

  abstract test(): Promise<ClientTestFailure[]>;
  abstract add(request: AddRequest): Promise<string>;

  protected async testWatchFolder(): Promise<ClientTestFailure[]> {
    const failure = await folderFailure('watchFolder', 'Watch Folder', this.watch.watchFolder);
    return failure ? [failure] : [];
  }

  protected async drop(folder: string, fileName: string, bytes: Buffer | string): Promise<void> {
    const target = pathInside(folder, fileName);
    try {
      await writeFileAtomic(target, bytes);
    } catch (error) {
      throw new DownloadClientError('io', `Could not write ${target}: ${(error as Error).message}`);
    }
  }

  async items(): Promise<DownloadItem[]> {
    const folder = this.watch.watchFolder;
    const settleMs = this.watch.settleMs ?? DEFAULT_SETTLE_MS;
    const now = (this.watch.now ?? Date.now)();
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      throw new DownloadClientError('io', `Could not read watch folder ${folder}: ${(error as Error).message}`);
    }
    const items: DownloadItem[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.') || !(entry.isFile() || entry.isDirectory())) continue;
      const path = join(folder, entry.name);
      const { size, newest } = await measure(path).catch(() => ({ size: 0, newest: now }));
      const settled = now - newest >= settleMs;
      items.push({
        downloadId: watchItemId(entry.name, entry.isDirectory()),
        title: watchItemId(entry.name, entry.isDirectory()),
        status: settled ? 'completed' : 'downloading',
        size,
        remaining: 0,
        outputPath: path,
      });
    }
    return items;
  }

  async remove(downloadId: string, deleteData: boolean): Promise<void> {
    if (!deleteData) return;
    const folder = this.watch.watchFolder;
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      if (watchItemId(entry.name, entry.isDirectory()) !== downloadId) continue;
      const path = join(folder, entry.name);
      if (isInside(folder, path)) await rm(path, { recursive: true, force: true });
    }
  }

  async markImported(): Promise<void> {
    // A blackhole has no state to change after an import.
  }
}

/** Sonarr's Torrent Blackhole: writes `<title>.torrent` (or a magnet file) into the torrent folder. */
export class TorrentBlackholeClient extends BlackholeClient {
  constructor(private readonly options: TorrentBlackholeOptions) {
    super(options);
  }

  async test(): Promise<ClientTestFailure[]> {
    const torrent = await folderFailure('torrentFolder', 'Torrent Folder', this.options.torrentFolder);
    return [...(torrent ? [torrent] : []), ...(await this.testWatchFolder())];
  }

  async add(request: AddRequest): Promise<string> {
    const name = sanitiseFileName(request.title);
    if (request.payload.kind === 'magnet') {
      if (!this.options.saveMagnetFiles) {
        throw new DownloadClientError('unsupported', 'Magnet links are not supported by this blackhole (enable Save Magnet Files)');
      }
      const extension = sanitiseExtension(this.options.magnetFileExtension ?? '.magnet');
      await this.drop(this.options.torrentFolder, `${name}${extension}`, request.payload.magnetUrl);
    } else {
      await this.drop(this.options.torrentFolder, `${name}.torrent`, request.payload.bytes);
    }
    return name;
  }
}

/** Sonarr's Usenet Blackhole: writes `<title>.nzb` into the nzb folder. */
export class UsenetBlackholeClient extends BlackholeClient {
  constructor(private readonly options: UsenetBlackholeOptions) {
    super(options);
  }

  async test(): Promise<ClientTestFailure[]> {
    const nzb = await folderFailure('nzbFolder', 'Nzb Folder', this.options.nzbFolder);
    return [...(nzb ? [nzb] : []), ...(await this.testWatchFolder())];
  }

  async add(request: AddRequest): Promise<string> {
    if (request.payload.kind !== 'file') throw new DownloadClientError('unsupported', 'A usenet blackhole takes .nzb files only');
    const name = sanitiseFileName(request.title);
    await this.drop(this.options.nzbFolder, `${name}.nzb`, request.payload.bytes);
    return name;
  }
}

/** `.magnet`-like: a dot and letters/digits only, so the extension cannot change the folder. */
export function sanitiseExtension(extension: string): string {
  const trimmed = extension.trim();
  const withDot = trimmed.startsWith('.') ? trimmed : `.${trimmed}`;
  return /^\.[A-Za-z0-9]{1,10}$/.test(withDot) ? withDot : '.magnet';
}

