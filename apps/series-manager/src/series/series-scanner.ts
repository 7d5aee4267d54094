import fs from 'node:fs/promises';
import path from 'node:path';
import { parseEpisodePath, parseLanguages, parseQuality, parseReleaseGroup, type Language, type QualityModel } from '@arrstack/parser';
import { isJunkFolder } from '../rootfolder/root-folder.rules';
import { parseEpisodeNfo, parseSeriesNfo, type EpisodeNfo, type SeriesNfo } from './nfo';

const VIDEO_EXTENSIONS = new Set([
  '.mkv', '.mp4', '.m4v', '.avi', '.ts', '.m2ts', '.mts', '.wmv', '.mov', '.mpg', '.mpeg', '.webm', '.flv', '.ogm', '.divx',
  '.xvid', '.vob', '.iso', '.img', '.3gp', '.asf', '.rm', '.rmvb', '.strm', '.wtv', '.f4v', '.dvr-ms',
]);
const MAX_DEPTH = 4;
const MAX_FILES = 20_000;

export interface ScannedEpisode {
  seasonNumber: number;
  episodeNumber: number;
  absoluteEpisodeNumber: number | null;
  title?: string;
  airDate?: string;
  overview?: string;
  runtime?: number;
}

export interface ScannedFile {
  /** Relative to the series folder, forward slashes. */
  relativePath: string;
  size: number;
  modified: Date;
  seasonNumber: number;
  episodes: ScannedEpisode[];
  quality: QualityModel;
  releaseGroup: string | null;
  languages: Language[];
}

export interface SeriesScan {
  exists: boolean;
  nfo?: SeriesNfo;
  files: ScannedFile[];
  /** Video files whose names gave no season and episode, relative paths. */
  unparsed: string[];
}

/** A video container's extension, whatever the name says (samples included). */
export function hasVideoExtension(name: string): boolean {
  return VIDEO_EXTENSIONS.has(path.extname(name.toLowerCase()));
}

export function isVideoFile(name: string): boolean {
  const lower = name.toLowerCase();
  if (/(^|[\s._-])sample([\s._-]|$)/.test(lower.replace(/\.[^.]+$/, ''))) return false;
  return VIDEO_EXTENSIONS.has(path.extname(lower));
}

async function readText(file: string): Promise<string | undefined> {
  try {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(1_000_000);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

/** Episodes a file holds: parsed numbers, enriched from the `.nfo` beside it when one exists. */
export function episodesOf(relativePath: string, nfo: EpisodeNfo[]): { seasonNumber: number; episodes: ScannedEpisode[] } | undefined {
  const parsed = parseEpisodePath(relativePath);
  let seasonNumber: number;
  let numbers: number[];
  let absolute: number[] = [];
  if (parsed && parsed.episodeNumbers.length > 0 && !parsed.isDaily) {
    seasonNumber = parsed.seasonNumber;
    numbers = parsed.episodeNumbers;
    absolute = parsed.absoluteEpisodeNumbers;
  } else if (nfo.length > 0 && nfo.every((e) => e.seasonNumber !== undefined && e.episodeNumber !== undefined)) {
    seasonNumber = nfo[0].seasonNumber!;
    numbers = nfo.map((e) => e.episodeNumber!);
  } else {
    return undefined;
  }
  const episodes = numbers.map((episodeNumber, index) => {
    const info = nfo.find((e) => e.episodeNumber === episodeNumber && (e.seasonNumber ?? seasonNumber) === seasonNumber) ?? (numbers.length === 1 ? nfo[0] : undefined);
    return {
      seasonNumber,
      episodeNumber,
      absoluteEpisodeNumber: absolute[index] ?? null,
      title: info?.title,
      airDate: info?.airDate,
      overview: info?.overview,
      runtime: info?.runtime,
    };
  });
  return { seasonNumber, episodes };
}

/**
 * Walks a series folder (not following symlinked folders, junk folders skipped, bounded depth and count)
 * and reads every video file's episodes, quality, release group and languages with the release parser.
 */
export async function scanSeriesFolder(folder: string): Promise<SeriesScan> {
  try {
    if (!(await fs.stat(folder)).isDirectory()) return { exists: false, files: [], unparsed: [] };
  } catch {
    return { exists: false, files: [], unparsed: [] };
  }
  const nfoText = await readText(path.join(folder, 'tvshow.nfo'));
  const nfo = nfoText === undefined ? undefined : parseSeriesNfo(nfoText);
  const files: ScannedFile[] = [];
  const unparsed: string[] = [];
  const walk = async (dir: string, relative: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (files.length + unparsed.length >= MAX_FILES) return;
      const full = path.join(dir, entry.name);
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (depth < MAX_DEPTH && !isJunkFolder(entry.name) && entry.name.toLowerCase() !== 'extras') await walk(full, rel, depth + 1);
        continue;
      }
      if (!entry.isFile() || !isVideoFile(entry.name)) continue;
      const nfoFile = full.replace(/\.[^./]+$/, '.nfo');
      const episodeNfoText = await readText(nfoFile);
      const found = episodesOf(rel, episodeNfoText === undefined ? [] : parseEpisodeNfo(episodeNfoText));
      if (!found) {
        unparsed.push(rel);
        continue;
      }
      let stat;
      try {
        stat = await fs.stat(full);
      } catch {
        continue;
      }
      files.push({
        relativePath: rel,
        size: stat.size,
        modified: stat.mtime,
        seasonNumber: found.seasonNumber,
        episodes: found.episodes,
        quality: parseQuality(entry.name, 'series'),
        releaseGroup: parseReleaseGroup(entry.name.replace(/\.[^.]+$/, '')),
        languages: parseLanguages(entry.name, 'series'),
      });
    }
  };
  await walk(folder, '', 0);
  return { exists: true, nfo, files, unparsed };
}
