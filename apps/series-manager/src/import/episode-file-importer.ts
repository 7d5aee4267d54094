import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PINO_LOGGER, type PinoLogger } from '@arrstack/core';
import { safeMove } from '@arrstack/renamer';
import { extraExtensions, type MediaManagementSettings } from '../mediamanagement/media-management-config.rules';
import { isSameOrInside } from '../rootfolder/root-folder.rules';
import type { SeriesEntity } from '../series/series.entity';
import { recycleBinPath, subtitleFileName, uniqueNames } from './import-destination.rules';
import { fileDateFor, SUBTITLE_EXTENSIONS } from './import-files.rules';
import type { ImportDecision } from './import-decision-maker';
import { ImportRepository } from './import.repository';

export type Transfer = 'move' | 'copy' | 'hardlink';

export interface ImportedFile {
  episodeFileId: number;
  destination: string;
}

const exists = (file: string) => fs.lstat(file).then(() => true, () => false);

/**
 * Carries out an accepted decision: places the video with the atomic safe move (or a copy / hard link), records the
 * episode file and links its episodes, then disposes of the files it replaced (recycle bin or delete) and brings the
 * subtitles along. A failure before the database has the new row puts everything back as it was.
 */
@Injectable()
export class EpisodeFileImporter {
  constructor(
    private readonly repository: ImportRepository,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  async import(decision: ImportDecision, sourceRoot: string, transfer: Transfer, settings: MediaManagementSettings): Promise<ImportedFile> {
    const series = decision.series!;
    const root = decision.rootPath!;
    const destination = decision.destination!;
    const replaced = decision.existingFiles.map((file) => ({ file, path: path.posix.join(series.path, file.relativePath) }));

    // A replaced file standing exactly where the new one goes is set aside first, and put back if anything fails.
    const inTheWay = replaced.find((r) => r.path === destination);
    let asideAt: string | undefined;
    if (inTheWay && (await exists(inTheWay.path))) {
      asideAt = path.posix.join(path.posix.dirname(destination), `.${path.posix.basename(destination)}.${randomBytes(4).toString('hex')}.replaced`);
      const aside = await safeMove(inTheWay.path, asideAt, { roots: [root] });
      if (aside.status !== 'moved') throw new Error(`Unable to set the replaced file aside: ${aside.message ?? aside.status}`);
    }
    const restoreAside = async () => {
      if (asideAt) await safeMove(asideAt, inTheWay!.path, { roots: [root] }).catch(() => undefined);
    };

    const placed = await safeMove(decision.path, destination, { roots: [root], sourceRoots: [sourceRoot], transfer });
    if (placed.status !== 'moved') {
      await restoreAside();
      throw new Error(`Unable to ${transfer} the file to ${destination}: ${placed.message ?? placed.status}`);
    }

    let episodeFileId: number;
    try {
      const stat = await fs.stat(destination);
      episodeFileId = await this.repository.storeImport(
        {
          seriesId: series.id,
          seasonNumber: decision.episodes[0].seasonNumber,
          relativePath: path.posix.relative(series.path, destination),
          size: stat.size,
          sceneName: decision.sceneName,
          releaseGroup: decision.releaseGroup,
          quality: decision.quality,
          languages: decision.languages,
        },
        decision.episodes.map((e) => e.id),
        decision.existingFiles.map((f) => f.id),
      );
    } catch (error) {
      // Undo the transfer: a moved file goes back, a copy or link is removed.
      if (transfer === 'move') await safeMove(destination, decision.path, { roots: [sourceRoot], sourceRoots: [root] }).catch(() => undefined);
      else await fs.rm(destination, { force: true }).catch(() => undefined);
      await restoreAside();
      throw error;
    }

    const fileDate = fileDateFor(settings.fileDate, decision.episodes[0], series.airTime);
    if (fileDate) await fs.utimes(destination, fileDate, fileDate).catch((error: Error) => this.logger.warn(`File date of ${destination} not set: ${error.message}`));

    for (const old of replaced) {
      for (const side of await this.sideFilesOfLibraryFile(old.path, settings)) await this.dispose(side, side, series, root, settings);
      const current = old.path === destination ? asideAt : old.path;
      if (current) await this.dispose(current, old.path, series, root, settings);
    }
    await this.importSideFiles(decision, destination, sourceRoot, root, transfer);
    return { episodeFileId, destination };
  }

  /** A replaced file goes to the recycle bin when one is set (under the series folder's name), else is deleted. */
  private async dispose(current: string, libraryPath: string, series: SeriesEntity, root: string, settings: MediaManagementSettings): Promise<void> {
    if (!(await exists(current))) return;
    if (!isSameOrInside(root, current)) return;
    try {
      if (settings.recycleBin) {
        const wanted = recycleBinPath(settings.recycleBin, series.path, libraryPath);
        if (wanted) {
          let target = wanted;
          const extension = path.posix.extname(wanted);
          for (let n = 1; await exists(target); n++) target = `${wanted.slice(0, wanted.length - extension.length)}_${n}${extension}`;
          const recycled = await safeMove(current, target, { roots: [settings.recycleBin], sourceRoots: [root] });
          if (recycled.status === 'moved') {
            await fs.utimes(target, new Date(), new Date()).catch(() => undefined);
          } else {
            this.logger.warn(`Replaced file ${libraryPath} not recycled (${recycled.message ?? recycled.status}); left in place`);
          }
        }
      } else {
        await fs.rm(current, { force: true });
      }
      if (settings.deleteEmptyFolders) await this.removeEmptyFolders(path.posix.dirname(libraryPath), series.path);
    } catch (error) {
      this.logger.warn(`Replaced file ${libraryPath} could not be removed: ${(error as Error).message}`);
    }
  }

  /** The subtitles (and enabled extra files) named after a library file, beside it: they go with it. */
  private async sideFilesOfLibraryFile(file: string, settings: MediaManagementSettings): Promise<string[]> {
    const folder = path.posix.dirname(file);
    const prefix = `${path.posix.basename(file).replace(/\.[^.]+$/, '')}.`.toLowerCase();
    const extensions = new Set([...SUBTITLE_EXTENSIONS, ...(settings.importExtraFiles ? extraExtensions(settings) : [])]);
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile() && e.name.toLowerCase().startsWith(prefix) && extensions.has(path.posix.extname(e.name).toLowerCase()))
      .map((e) => path.posix.join(folder, e.name));
  }

  /** Removes `folder` and its parents while empty, stopping at the series folder. */
  private async removeEmptyFolders(folder: string, seriesPath: string): Promise<void> {
    let current = folder;
    while (current !== seriesPath && isSameOrInside(seriesPath, current)) {
      const entries = await fs.readdir(current).catch(() => ['?']);
      if (entries.length > 0) return;
      await fs.rmdir(current).catch(() => undefined);
      current = path.posix.dirname(current);
    }
  }

  /** Subtitles (and enabled extra files) follow the video under its new base name, the same way it went. */
  private async importSideFiles(decision: ImportDecision, destination: string, sourceRoot: string, root: string, transfer: Transfer): Promise<void> {
    if (decision.sideFiles.length === 0) return;
    const videoBase = path.posix.basename(decision.path).replace(/\.[^.]+$/, '');
    const newBase = path.posix.basename(destination).replace(/\.[^.]+$/, '');
    const named = decision.sideFiles.map((side) => ({ side, name: subtitleFileName(path.posix.basename(side), videoBase, newBase, true) }));
    const kept = named.filter((n): n is { side: string; name: string } => n.name !== undefined);
    const names = uniqueNames(kept.map((n) => n.name));
    for (const [index, { side }] of kept.entries()) {
      const target = path.posix.join(path.posix.dirname(destination), names[index]);
      const result = await safeMove(side, target, { roots: [root], sourceRoots: [sourceRoot], transfer });
      if (result.status !== 'moved') this.logger.warn(`Side file ${side} not imported: ${result.message ?? result.status}`);
    }
  }
}

