import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PINO_LOGGER, ValidationError, type PinoLogger } from '@arrstack/core';
import { parseEpisodeTitle } from '@arrstack/parser';
import { MediaManagementConfigService } from '../mediamanagement/media-management-config.service';
import type { MediaManagementSettings } from '../mediamanagement/media-management-config.rules';
import { isSameOrInside } from '../rootfolder/root-folder.rules';
import { RootFolderService } from '../rootfolder/root-folder.service';
import { EpisodeFileImporter } from './episode-file-importer';
import { ImportDecisionMaker, type DecisionOverrides, type Download, type ImportDecision } from './import-decision-maker';
import { classifyDownloadFile, transferFor, type ImportMode } from './import-files.rules';
import { ImportRepository } from './import.repository';

export type { ImportMode } from './import-files.rules';

export interface ImportOptions {
  /** The download client's id of the download (kept with the outcome; matching by grab history comes later). */
  downloadId?: string;
  /** The series the files belong to; otherwise found by title. */
  seriesId?: number;
  /** The episodes the file holds (a single file); otherwise found by the numbers in the name. */
  episodeIds?: number[];
  importMode?: ImportMode;
  /** False when the download client still needs the files (a torrent seeding): `auto` then copies or hard-links. */
  canMoveFiles?: boolean;
}

export interface ImportOutcome {
  path: string;
  status: 'imported' | 'rejected';
  reasons: string[];
  seriesId?: number;
  episodeIds?: number[];
  episodeFileId?: number;
  destination?: string;
}

/** One file of a manual import, as the user fixed it. */
export interface ManualImportFile extends Omit<DecisionOverrides, 'manual'> {
  path: string;
  downloadId?: string;
}

const MAX_LEFTOVERS = 1_000;

/**
 * True when what is left of a download may go: no video but samples, no partial file, no archive, hidden folders
 * included, and not more than a release leaves behind.
 */
async function leftoversAreDisposable(folder: string): Promise<boolean> {
  let seen = 0;
  const check = async (dir: string, relative: string, depth: number): Promise<boolean> => {
    if (depth > 8) return false;
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => undefined);
    if (!entries) return false;
    for (const entry of entries) {
      if (++seen > MAX_LEFTOVERS) return false;
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(await check(path.posix.join(dir, entry.name), rel, depth + 1))) return false;
        continue;
      }
      const kind = classifyDownloadFile(rel);
      if (kind === 'video' || kind === 'partial' || /\.(rar|r\d\d|zip|7z)$/i.test(entry.name)) return false;
    }
    return true;
  };
  return check(folder, '', 0);
}

function outcomeOf(decision: ImportDecision, extra: Partial<ImportOutcome> = {}): ImportOutcome {
  return {
    path: decision.path,
    status: 'rejected',
    reasons: decision.rejections,
    seriesId: decision.series?.id,
    episodeIds: decision.episodes.length > 0 ? decision.episodes.map((e) => e.id) : undefined,
    destination: decision.destination,
    ...extra,
  };
}

/**
 * Imports downloaded episode files into the library (Sonarr's `DownloadedEpisodesImportService`): every video of a
 * file or folder is matched to a series and its episodes, checked, and placed in the series folder under the naming
 * format; after a move, a download folder with nothing importable left is removed.
 */
@Injectable()
export class DownloadedEpisodesImportService {
  constructor(
    private readonly decisions: ImportDecisionMaker,
    private readonly importer: EpisodeFileImporter,
    private readonly repository: ImportRepository,
    private readonly config: MediaManagementConfigService,
    private readonly roots: RootFolderService,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  async importPath(target: string, options: ImportOptions = {}): Promise<ImportOutcome[]> {
    const download = await this.decisions.readDownload(target);
    if ('reason' in download) return [{ path: target, status: 'rejected', reasons: [download.reason] }];
    const settings = await this.config.settings();
    const overrides: DecisionOverrides = { seriesId: options.seriesId, episodeIds: options.episodeIds };
    const decisions = await this.decisions.decide(download, settings, overrides);
    if (decisions.length === 0) return [{ path: target, status: 'rejected', reasons: ['No video files were found'] }];
    const transfer = transferFor(options.importMode ?? 'auto', settings.copyUsingHardlinks, options.canMoveFiles);
    const outcomes = await this.carryOut(download, decisions, transfer, settings);
    if (transfer === 'move' && download.isFolder) await this.removeDownloadFolder(download);
    return outcomes;
  }

  /**
   * Candidates of a folder (or file) with what they were matched to and why they would be refused; nothing moves.
   * Files already in the library are left out unless `filterExistingFiles` is false; a season filters by episode.
   */
  async candidates(folder: string, options: { seriesId?: number; seasonNumber?: number; filterExistingFiles?: boolean } = {}): Promise<ImportDecision[]> {
    const download = await this.decisions.readDownload(folder);
    if ('reason' in download) throw ValidationError.single('Folder', download.reason, folder);
    const settings = await this.config.settings();
    let decisions = await this.decisions.decide(download, settings, { seriesId: options.seriesId });
    if (options.filterExistingFiles !== false) {
      // Only a folder inside a series folder can hold library files: the files of those series are read, no others.
      const holding = (await this.repository.allSeries()).filter((s) => decisions.some((d) => isSameOrInside(s.path, d.path)));
      const inLibrary = new Set(
        (await this.repository.filePathsOf(holding.map((s) => s.id))).map((f) => path.posix.join(holding.find((s) => s.id === f.seriesId)!.path, f.relativePath)),
      );
      decisions = decisions.filter((d) => !inLibrary.has(d.path));
    }
    const season = options.seasonNumber;
    return season === undefined ? decisions : decisions.filter((d) => d.episodes.length === 0 || d.episodes[0].seasonNumber === season);
  }

  /** Decides again for files as the user changed them (`POST /manualimport`); nothing moves. */
  async reprocess(items: ManualImportFile[]): Promise<ImportDecision[]> {
    const settings = await this.config.settings();
    const decisions: ImportDecision[] = [];
    for (const item of items) {
      const download = await this.decisions.readDownload(item.path);
      if ('reason' in download || download.isFolder) continue;
      const { path: _path, downloadId: _downloadId, ...overrides } = item;
      decisions.push(...(await this.decisions.decide(download, settings, overrides)));
    }
    return decisions;
  }

  /** Sonarr's `ManualImport`: the files the user picked, with the series, episodes and quality they chose. */
  async manualImport(files: ManualImportFile[], importMode: ImportMode = 'auto'): Promise<ImportOutcome[]> {
    const settings = await this.config.settings();
    const outcomes: ImportOutcome[] = [];
    for (const file of files) {
      const download = await this.decisions.readDownload(file.path);
      if ('reason' in download) {
        outcomes.push({ path: file.path, status: 'rejected', reasons: [download.reason] });
        continue;
      }
      if (download.isFolder || download.files[0].kind !== 'video') {
        outcomes.push({ path: file.path, status: 'rejected', reasons: ['Not a video file'] });
        continue;
      }
      const { path: _path, downloadId: _downloadId, ...overrides } = file;
      const decisions = await this.decisions.decide(download, settings, { ...overrides, manual: true });
      outcomes.push(...(await this.carryOut(download, decisions, transferFor(importMode, settings.copyUsingHardlinks), settings)));
    }
    return outcomes;
  }

  private async carryOut(download: Download, decisions: ImportDecision[], transfer: 'move' | 'copy' | 'hardlink', settings: MediaManagementSettings): Promise<ImportOutcome[]> {
    const outcomes: ImportOutcome[] = [];
    for (const first of decisions) {
      let decision = first;
      if (decision.rejections.length === 0 && outcomes.some((o) => o.status === 'imported' && o.seriesId === decision.series?.id)) {
        // An earlier file of this download may have filled the same episodes: decide again against the library now.
        [decision] = await this.decisions.decide(download, settings, { seriesId: decision.series?.id, episodeIds: decision.episodes.map((e) => e.id) }, new Set([decision.path]));
      }
      if (decision.rejections.length > 0) {
        outcomes.push(outcomeOf(decision));
        continue;
      }
      try {
        const imported = await this.importer.import(decision, download.sourceRoot, transfer, settings);
        outcomes.push(outcomeOf(decision, { status: 'imported', reasons: [], episodeFileId: imported.episodeFileId, destination: imported.destination }));
      } catch (error) {
        this.logger.warn(`Import of ${decision.path} failed: ${(error as Error).message}`);
        outcomes.push(outcomeOf(decision, { reasons: [`Import failed: ${(error as Error).message}`] }));
      }
    }
    return outcomes;
  }

  /**
   * As Sonarr after a move: the download folder goes once no video worth importing is left in it (samples, .nfo and
   * the like go with it), unless it still holds archives or partial files anywhere below it, or it is (or holds, or
   * lies in) a library folder. Only a folder named like a release is removed, so pointing the scan at an ordinary
   * folder never deletes it. Nothing outside the download folder is touched.
   */
  private async removeDownloadFolder(download: Download): Promise<void> {
    const folder = download.sourceRoot;
    if (!download.folderName || !parseEpisodeTitle(download.folderName)) return;
    if (!(await leftoversAreDisposable(folder))) return;
    const settings = await this.config.settings();
    const protectedPaths = [...(await this.roots.list()).map((r) => r.path), ...(await this.repository.allSeries()).map((s) => s.path)];
    if (settings.recycleBin) protectedPaths.push(settings.recycleBin);
    if (folder === '/' || protectedPaths.some((p) => isSameOrInside(folder, p) || isSameOrInside(p, folder))) return;
    try {
      await fs.rm(folder, { recursive: true, force: true });
    } catch (error) {
      this.logger.warn(`Download folder ${folder} not removed: ${(error as Error).message}`);
    }
  }
}
