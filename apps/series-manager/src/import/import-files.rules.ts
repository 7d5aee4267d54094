import path from 'node:path';
import { hasVideoExtension } from '../series/series-scanner';

/** What a file in a download is to an import. */
export type DownloadFileKind = 'video' | 'sample' | 'partial' | 'subtitle' | 'other';

/** Names download clients give files still being written. */
const PARTIAL_EXTENSIONS = new Set(['.part', '.partial', '.!qb', '.!ut', '.crdownload', '.tmp', '.bc!', '.aria2', '.download', '.incomplete', '.temp']);
export const SUBTITLE_EXTENSIONS = new Set(['.srt', '.ass', '.ssa', '.sub', '.idx']);
const SAMPLE_WORD = /(^|[\s._\-[(])sample([\s._\-\])]|$)/i;
const SAMPLE_FOLDER = /^samples?$/i;

/** A sample by name: the word "sample" in the file name, or a `Sample`/`Samples` folder on its way. */
export function isSample(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/).filter((part) => part !== '');
  const file = parts.pop() ?? '';
  return parts.some((folder) => SAMPLE_FOLDER.test(folder)) || SAMPLE_WORD.test(file.replace(/\.[^.]+$/, ''));
}

/** Classifies a file by its path relative to the download; `._x.mkv` (macOS resource forks) is junk, not video. */
export function classifyDownloadFile(relativePath: string): DownloadFileKind {
  const name = path.posix.basename(relativePath.replace(/\\/g, '/'));
  const extension = path.extname(name).toLowerCase();
  if (PARTIAL_EXTENSIONS.has(extension)) return 'partial';
  if (name.startsWith('._')) return 'other';
  if (SUBTITLE_EXTENSIONS.has(extension)) return 'subtitle';
  if (!hasVideoExtension(name)) return 'other';
  return isSample(relativePath) ? 'sample' : 'video';
}

/**
 * The release name the library keeps as the file's scene name: the file's own name when it looks like a scene
 * release (no spaces, dotted, a group, a known quality and episode numbers), else the download folder's name when
 * that does, else none (Sonarr's `SceneNameCalculator`).
 */
export function sceneNameFor(fileBaseName: string, folderName: string | undefined, looksLikeRelease: (title: string) => boolean): string | null {
  const isSceneTitle = (title: string) => title !== '' && !/\s/.test(title) && title.includes('.') && looksLikeRelease(title);
  if (isSceneTitle(fileBaseName)) return fileBaseName;
  if (folderName !== undefined && isSceneTitle(folderName)) return folderName;
  return null;
}

export type ImportMode = 'auto' | 'move' | 'copy' | 'hardlink';
export const IMPORT_MODES = { auto: 0, move: 1, copy: 2, hardlink: 3 } as const;

/**
 * How a file reaches the library, as Sonarr decides it: `copy` hard-links when `copyUsingHardlinks` is on (falling
 * back to a copy across filesystems); `auto` moves unless the download client still needs the file (a torrent
 * seeding: `canMoveFiles` false), when it copies that way.
 */
export function transferFor(mode: ImportMode, copyUsingHardlinks: boolean, canMoveFiles?: boolean): 'move' | 'copy' | 'hardlink' {
  const copyWay = copyUsingHardlinks ? 'hardlink' : 'copy';
  switch (mode) {
    case 'move':
      return 'move';
    case 'hardlink':
      return 'hardlink';
    case 'copy':
      return copyWay;
    case 'auto':
      return canMoveFiles === false ? copyWay : 'move';
  }
}

export interface TitledEpisode {
  title: string;
  airDateUtc: Date | null;
}

/**
 * Sonarr's episode-title rule: while an episode that aired less than 48 hours ago still has no
 * title (`TBA`), a file named with `{Episode Title}` would get a wrong name, so the import waits. `bulkSeasonReleases`
 * applies the rule to season packs only; `never` turns it off; it only matters when files are renamed with a title.
 * An episode without an air date (a library known only from its folders) cannot be judged and passes.
 */
export function episodeTitleMissing(
  episodes: readonly TitledEpisode[],
  rule: 'always' | 'bulkSeasonReleases' | 'never',
  namedWithTitle: boolean,
  seasonPack: boolean,
  now: Date,
): string | undefined {
  if (rule === 'never' || !namedWithTitle || (rule === 'bulkSeasonReleases' && !seasonPack)) return undefined;
  const recent = (e: TitledEpisode) => e.airDateUtc !== null && now.getTime() - e.airDateUtc.getTime() < 48 * 3_600_000;
  const untitled = episodes.find((e) => (e.title.trim() === '' || e.title.trim().toUpperCase() === 'TBA') && recent(e));
  return untitled ? 'Episode has a TBA title and recently aired: waiting for the title before naming the file' : undefined;
}

/**
 * The modification time an imported file gets (`fileDate`): the episode's air date, as the local date and the
 * series' air time (`localAirDate`) or as the UTC air time (`utcAirDate`); undefined keeps the file's own.
 */
export function fileDateFor(
  setting: 'none' | 'localAirDate' | 'utcAirDate',
  episode: { airDate: string | null; airDateUtc: Date | null },
  airTime: string | null,
): Date | undefined {
  if (setting === 'utcAirDate') return episode.airDateUtc ?? undefined;
  if (setting === 'localAirDate' && episode.airDate) {
    const time = airTime && /^\d{1,2}:\d{2}$/.test(airTime) ? airTime.padStart(5, '0') : '00:00';
    const local = new Date(`${episode.airDate}T${time}:00`);
    return Number.isNaN(local.getTime()) ? undefined : local;
  }
  return undefined;
}
