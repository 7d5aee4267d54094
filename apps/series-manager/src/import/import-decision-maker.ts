import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { judgeReplacement, type Candidate } from '@arrstack/decisions';
import { NamingConfigService } from '@arrstack/naming-config';
import { parseEpisodePath, parseEpisodeTitle, type Language, type ParsedEpisodeInfo, type QualityModel } from '@arrstack/parser';
import { buildEpisodeFilePath, type SeriesNamingConfig } from '@arrstack/renamer';
import { toEpisodeResource } from '../episode/dto/episode.resource';
import type { EpisodeFileEntity } from '../episode/episode-file.entity';
import type { EpisodeEntity } from '../episode/episode.entity';
import type { MediaManagementSettings } from '../mediamanagement/media-management-config.rules';
import { extraExtensions } from '../mediamanagement/media-management-config.rules';
import { QualityService } from '../quality/quality.service';
import { bestRootFor, isJunkFolder, isSameOrInside, normalisePath } from '../rootfolder/root-folder.rules';
import { RootFolderService } from '../rootfolder/root-folder.service';
import { toSeriesResource } from '../series/dto/series.resource';
import type { SeriesEntity } from '../series/series.entity';
import { destinationPath } from './import-destination.rules';
import { classifyDownloadFile, episodeTitleMissing, sceneNameFor, SUBTITLE_EXTENSIONS, type DownloadFileKind } from './import-files.rules';
import { matchEpisodes, matchSeries } from './import-matching.rules';
import { ImportRepository } from './import.repository';

const MAX_DEPTH = 5;
const MAX_FILES = 10_000;
const MB = 1024 * 1024;

export interface DownloadFile {
  path: string;
  /** Relative to the download folder (the file name for a single-file download). */
  relativePath: string;
  kind: DownloadFileKind;
  size: number;
}

/** A download as an import sees it: the folder files come from, its name (the release name) and its files. */
export interface Download {
  /** The folder the files may be taken from (the given folder, or a file's parent). */
  sourceRoot: string;
  /** The given folder's name, for a folder download. */
  folderName?: string;
  isFolder: boolean;
  files: DownloadFile[];
}

/** What the user (manual import) or the caller fixed for a file; anything set replaces what the name says. */
export interface DecisionOverrides {
  seriesId?: number;
  episodeIds?: number[];
  quality?: QualityModel;
  languages?: Language[];
  releaseGroup?: string | null;
  /** The user chose: no quality-profile or upgrade rejections, as Sonarr's manual import. */
  manual?: boolean;
}

export interface ImportDecision {
  path: string;
  relativePath: string;
  folderName?: string;
  size: number;
  parsed: ParsedEpisodeInfo | null;
  series?: SeriesEntity;
  rootPath?: string;
  episodes: EpisodeEntity[];
  quality: QualityModel;
  languages: Language[];
  releaseGroup: string | null;
  sceneName: string | null;
  existingFiles: EpisodeFileEntity[];
  /** Subtitles (and extra files when enabled) that go with the video. */
  sideFiles: string[];
  destination?: string;
  rejections: string[];
}

const UNKNOWN_QUALITY: QualityModel = { quality: { id: 0, name: 'Unknown', source: 'unknown', resolution: 0 }, revision: { version: 1, real: 0, isRepack: false } };

function looksLikeRelease(title: string): boolean {
  const parsed = parseEpisodeTitle(title);
  if (!parsed || parsed.fullSeason || !parsed.releaseGroup || parsed.quality.quality.id === 0) return false;
  return parsed.episodeNumbers.length > 0 || parsed.airDate !== null || parsed.absoluteEpisodeNumbers.length > 0;
}

/** Whether files of this series type are named with the episode title (renaming on and the format has it). */
function namedWithEpisodeTitle(naming: SeriesNamingConfig, seriesType: string): boolean {
  if (!naming.renameEpisodes) return false;
  const format = seriesType === 'daily' ? naming.dailyEpisodeFormat : seriesType === 'anime' ? naming.animeEpisodeFormat : naming.standardEpisodeFormat;
  return /\{episode[ ._-]?(?:clean)?title/i.test(format ?? '');
}

const baseName = (file: string) => path.posix.basename(file).replace(/\.[^.]+$/, '');

/**
 * Reads a download and decides, file by file, where each video belongs and whether it may be imported: series and
 * episodes from the names (path-aware), quality and upgrade rules from the series' profile, a destination inside
 * the series folder rendered with the naming settings, free space. Nothing is moved here.
 */
@Injectable()
export class ImportDecisionMaker {
  constructor(
    private readonly repository: ImportRepository,
    private readonly roots: RootFolderService,
    private readonly qualities: QualityService,
    private readonly naming: NamingConfigService,
  ) {}

  /** Lists a file or folder; a reason instead when it cannot be read. */
  async readDownload(input: string): Promise<Download | { reason: string }> {
    const normalised = normalisePath(input);
    if (!normalised) return { reason: `Path must be absolute: ${input}` };
    let stat;
    try {
      stat = await fs.stat(normalised);
    } catch {
      return { reason: `Path does not exist or is not accessible: ${normalised}` };
    }
    if (stat.isFile()) {
      const name = path.posix.basename(normalised);
      const folder = path.posix.dirname(normalised);
      const files: DownloadFile[] = [{ path: normalised, relativePath: name, kind: classifyDownloadFile(name), size: stat.size }];
      // A single video brings the subtitles and extra files named after it that sit beside it.
      const prefix = `${baseName(name)}.`.toLowerCase();
      for (const sibling of await fs.readdir(folder, { withFileTypes: true }).catch(() => [])) {
        const kind = classifyDownloadFile(sibling.name);
        if (!sibling.isFile() || sibling.name === name || !sibling.name.toLowerCase().startsWith(prefix) || (kind !== 'subtitle' && kind !== 'other')) continue;
        files.push({ path: path.posix.join(folder, sibling.name), relativePath: sibling.name, kind, size: 0 });
      }
      return { sourceRoot: folder, isFolder: false, files };
    }
    if (!stat.isDirectory()) return { reason: `Not a file or folder: ${normalised}` };
    const files: DownloadFile[] = [];
    const walk = async (dir: string, relative: string, depth: number): Promise<void> => {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      entries.sort((a, b) => a.name.localeCompare(b.name));
      for (const entry of entries) {
        if (files.length >= MAX_FILES) return;
        const full = path.posix.join(dir, entry.name);
        const rel = relative ? `${relative}/${entry.name}` : entry.name;
        // Symlinks are not followed: a download cannot reach into other folders through one.
        if (entry.isDirectory()) {
          if (depth < MAX_DEPTH && !isJunkFolder(entry.name)) await walk(full, rel, depth + 1);
        } else if (entry.isFile()) {
          const size = await fs.stat(full).then((s) => s.size, () => 0);
          files.push({ path: full, relativePath: rel, kind: classifyDownloadFile(rel), size });
        }
      }
    };
    await walk(normalised, '', 0);
    return { sourceRoot: normalised, folderName: path.posix.basename(normalised), isFolder: true, files };
  }

  /** Decisions for every video and sample of the download (optionally only those listed), in path order. */
  async decide(download: Download, settings: MediaManagementSettings, overrides: DecisionOverrides = {}, only?: Set<string>): Promise<ImportDecision[]> {
    const videos = download.files.filter((f) => f.kind === 'video' || f.kind === 'sample');
    const realVideos = download.files.filter((f) => f.kind === 'video');
    const library = await this.repository.allSeries();
    const rootFolders = await this.roots.list();
    const naming = (await this.naming.settings()) as unknown as SeriesNamingConfig;
    const episodesBySeries = new Map<number, EpisodeEntity[]>();
    const decisions: ImportDecision[] = [];
    for (const file of videos) {
      if (only && !only.has(file.path)) continue;
      const decision = await this.decideFile(download, file, realVideos.length === 1, settings, overrides, { library, rootFolders, naming, episodesBySeries });
      decisions.push(decision);
    }
    return decisions;
  }

  private async decideFile(
    download: Download,
    file: DownloadFile,
    soleVideo: boolean,
    settings: MediaManagementSettings,
    overrides: DecisionOverrides,
    context: { library: SeriesEntity[]; rootFolders: Array<{ path: string }>; naming: SeriesNamingConfig; episodesBySeries: Map<number, EpisodeEntity[]> },
  ): Promise<ImportDecision> {
    const nameForParsing = download.folderName ? `${download.folderName}/${file.relativePath}` : file.path;
    const parsed = parseEpisodePath(nameForParsing);
    const folderParsed = download.folderName ? parseEpisodeTitle(download.folderName) : null;
    let quality = parsed?.quality ?? UNKNOWN_QUALITY;
    if (quality.quality.id === 0 && folderParsed) quality = folderParsed.quality;
    const decision: ImportDecision = {
      path: file.path,
      relativePath: file.relativePath,
      folderName: download.folderName,
      size: file.size,
      parsed,
      episodes: [],
      quality: overrides.quality ?? quality,
      languages: overrides.languages ?? parsed?.languages ?? folderParsed?.languages ?? [],
      releaseGroup: overrides.releaseGroup !== undefined ? overrides.releaseGroup : (parsed?.releaseGroup ?? folderParsed?.releaseGroup ?? null),
      sceneName: sceneNameFor(baseName(file.path), download.folderName, looksLikeRelease),
      existingFiles: [],
      sideFiles: this.sideFilesOf(download, file, soleVideo, settings),
      rejections: [],
    };
    const reject = (reason: string) => {
      decision.rejections.push(reason);
      return decision;
    };
    if (file.kind === 'sample') return reject('Sample');

    // The series: the one given, else by the names.
    let series: SeriesEntity | undefined;
    if (overrides.seriesId !== undefined) {
      series = context.library.find((s) => s.id === overrides.seriesId);
      if (!series) return reject(`Unknown series id ${overrides.seriesId}`);
    } else {
      if (!parsed && !folderParsed) return reject('Unable to parse the file name or its folder name');
      series = (parsed ? matchSeries(parsed, context.library) : undefined) ?? (folderParsed ? matchSeries(folderParsed, context.library) : undefined);
      if (!series) return reject(`Unknown Series: '${parsed?.seriesTitle || folderParsed?.seriesTitle || baseName(file.path)}' matches no series in the library`);
    }
    decision.series = series;

    // The episodes: the ones given, else by the numbers in the names.
    let episodes = context.episodesBySeries.get(series.id);
    if (!episodes) {
      episodes = await this.repository.episodesOf(series.id);
      context.episodesBySeries.set(series.id, episodes);
    }
    if (overrides.episodeIds !== undefined) {
      const wanted = [...new Set(overrides.episodeIds)];
      const found = episodes.filter((e) => wanted.includes(e.id));
      if (wanted.length === 0 || found.length !== wanted.length) return reject(`Episodes not found in ${series.title}: ${wanted.filter((id) => !found.some((e) => e.id === id)).join(', ') || 'none given'}`);
      decision.episodes = found;
    } else {
      const source = parsed ?? folderParsed!;
      const matched = matchEpisodes(source, series.seriesType, episodes);
      if ('reason' in matched) return reject(matched.reason);
      decision.episodes = matched.episodes;
    }
    if (new Set(decision.episodes.map((e) => e.seasonNumber)).size > 1) return reject('The episodes span more than one season');

    const existingIds = [...new Set(decision.episodes.map((e) => e.episodeFileId).filter((id): id is number => id !== null))];
    decision.existingFiles = await this.repository.findFiles(existingIds);

    if (!overrides.manual) {
      const titleWanted = episodeTitleMissing(
        decision.episodes,
        settings.episodeTitleRequired,
        namedWithEpisodeTitle(context.naming, series.seriesType),
        folderParsed?.fullSeason ?? false,
        new Date(),
      );
      if (titleWanted) return reject(titleWanted);
      const profile = await this.qualities.getProfile(series.qualityProfileId).catch(() => undefined);
      if (!profile) return reject(`Quality profile ${series.qualityProfileId} of the series does not exist`);
      const asCandidate = (q: QualityModel | EpisodeFileEntity['quality']): Candidate => ({ quality: { id: q.quality.id }, revision: q.revision, customFormatScore: 0 });
      const verdict = judgeReplacement(
        profile,
        decision.existingFiles.map((f) => asCandidate(f.quality)),
        asCandidate(decision.quality),
        { ignoreRevisions: settings.downloadPropersAndRepacks === 'doNotPrefer' },
      );
      if (!verdict.upgrade) {
        reject(decision.existingFiles.length > 0 && verdict.reason !== 'Quality is not allowed by the quality profile' ? `Not an upgrade for existing episode file(s): ${verdict.reason}` : verdict.reason);
      }
    }

    await this.placeDestination(decision, series, file, context.rootFolders, context.naming, settings);
    return decision;
  }

  /** Renders the destination and checks it: inside the root, no foreign file there, enough free space. */
  private async placeDestination(
    decision: ImportDecision,
    series: SeriesEntity,
    file: DownloadFile,
    rootFolders: Array<{ path: string }>,
    naming: SeriesNamingConfig,
    settings: MediaManagementSettings,
  ): Promise<void> {
    const root = bestRootFor(rootFolders, series.path)?.path;
    decision.rootPath = root;
    const extension = path.posix.extname(file.path).toLowerCase();
    let relative: string;
    try {
      relative = buildEpisodeFilePath({
        naming,
        series: toSeriesResource(series, [], root) as never,
        episodes: decision.episodes.map((e) => toEpisodeResource(e)) as never,
        episodeFile: {
          relativePath: path.posix.basename(file.path),
          path: file.path,
          sceneName: decision.sceneName,
          releaseGroup: decision.releaseGroup,
          quality: decision.quality,
        },
        extension,
      });
    } catch (error) {
      decision.rejections.push(`Unable to build the file name: ${(error as Error).message}`);
      return;
    }
    const destination = destinationPath(series.path, root, relative);
    if ('reason' in destination) {
      decision.rejections.push(destination.reason);
      return;
    }
    decision.destination = destination.path;
    if (destination.path === file.path) {
      decision.rejections.push('The file is already in the library at its destination');
      return;
    }
    const occupied = await fs.lstat(destination.path).then(() => true, () => false);
    const replacing = decision.existingFiles.some((f) => path.posix.join(series.path, f.relativePath) === destination.path);
    if (occupied && !replacing) decision.rejections.push(`A file that is not part of the library already exists at ${destination.path}`);
    if (!settings.skipFreeSpaceCheckWhenImporting && root && !isSameOrInside(series.path, file.path)) {
      const free = await fs.statfs(root).then((s) => s.bavail * s.bsize, () => undefined);
      if (free !== undefined && free - decision.size < settings.minimumFreeSpaceWhenImporting * MB) {
        decision.rejections.push(`Not enough free space: ${Math.floor(free / MB)} MB available, the file needs ${Math.ceil(decision.size / MB)} MB plus ${settings.minimumFreeSpaceWhenImporting} MB to keep free`);
      }
    }
  }

  /**
   * Side files of a video: subtitles named after it in its folder (any subtitle there, and in a `Subs` folder beside
   * it, when it is the download's only video), and with `importExtraFiles` the listed extra extensions named after it.
   */
  private sideFilesOf(download: Download, video: DownloadFile, soleVideo: boolean, settings: MediaManagementSettings): string[] {
    const folder = path.posix.dirname(video.relativePath);
    const videoBase = baseName(video.relativePath).toLowerCase();
    const extras = settings.importExtraFiles ? extraExtensions(settings).filter((ext) => !SUBTITLE_EXTENSIONS.has(ext)) : [];
    return download.files
      .filter((f) => {
        const extension = path.posix.extname(f.relativePath).toLowerCase();
        const subtitle = f.kind === 'subtitle' && (SUBTITLE_EXTENSIONS.has(extension));
        const extra = f.kind === 'other' && extras.includes(extension);
        if (!subtitle && !extra) return false;
        const dir = path.posix.dirname(f.relativePath);
        const named = path.posix.basename(f.relativePath).toLowerCase().startsWith(videoBase);
        if (dir === folder) return named || (soleVideo && subtitle);
        const subsFolder = path.posix.dirname(dir) === folder && /^(subs|subtitles)$/i.test(path.posix.basename(dir));
        return soleVideo && subtitle && subsFolder;
      })
      .map((f) => f.path);
  }
}
