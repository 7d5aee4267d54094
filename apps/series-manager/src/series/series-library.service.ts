import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError, parseEnum, type ValidationFailure } from '@arrstack/core';
import { bestRootFor, isJunkFolder, isSameOrInside, normalisePath } from '../rootfolder/root-folder.rules';
import type { SeriesResource } from './dto/series.resource';
import type { MonitorOption } from './monitoring';
import { SeriesMoveService } from './series-move.service';
import { SeriesEntity } from './series.entity';
import { seriesFolderName } from './series-titles';
import { APPLY_TAGS, applyTags, readSeriesChanges } from './series.rules';
import { SeriesService } from './series.service';

export interface NotImportedFolder {
  path: string;
  reason: string;
}

export interface LibraryImportResult {
  imported: SeriesResource[];
  notImported: NotImportedFolder[];
}

function failure(propertyName: string, errorMessage: string, attemptedValue?: unknown): ValidationFailure {
  return { propertyName, errorMessage, attemptedValue, severity: 'error' };
}

function readSeriesIds(body: Record<string, unknown> | undefined): number[] {
  const ids = body?.seriesIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    throw ValidationError.single('SeriesIds', "'Series Ids' must be a non-empty list of series ids", ids);
  }
  return [...new Set(ids as number[])];
}

/** Bulk operations over many series: the editor, bulk delete and library import. */
@Injectable()
export class SeriesLibraryService {
  constructor(
    private readonly series: SeriesService,
    private readonly mover: SeriesMoveService,
  ) {}

  private async load(ids: number[]): Promise<SeriesEntity[]> {
    const byId = new Map((await this.series.seriesRepository.findByIds(ids)).map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new NotFoundError('Series', missing);
    return ids.map((id) => byId.get(id)!);
  }

  /**
   * `PUT /series/editor`: every present field applies to every listed series; one failure saves nothing. The
   * change is one set-based UPDATE whatever the number of series. With `rootFolderPath` each path moves under the
   * new root: keeping its folder, or with `moveFiles` as `<root>/<series folder name>` and a BulkMoveSeries command
   * that moves the folders (and puts back the path of any that fails).
   */
  async edit(body: unknown): Promise<SeriesResource[]> {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    const ids = readSeriesIds(fields);
    const { changes, failures } = readSeriesChanges({ ...fields, seasons: undefined, addOptions: undefined, path: undefined });
    const applyMode = fields!.applyTags === undefined || fields!.applyTags === null ? 'add' : parseEnum(fields!.applyTags, APPLY_TAGS);
    if (applyMode === undefined) failures.push(failure('ApplyTags', "'ApplyTags' must be add, remove or replace", fields!.applyTags));
    if (fields!.moveFiles !== undefined && fields!.moveFiles !== null && typeof fields!.moveFiles !== 'boolean') {
      failures.push(failure('MoveFiles', "'MoveFiles' must be true or false", fields!.moveFiles));
    }
    const moveFiles = fields!.moveFiles === true;
    failures.push(...(await this.series.validateReferences(changes)));
    const roots = await this.series.rootFolders.list();
    let newRoot: string | undefined;
    if (changes.rootFolderPath !== undefined) {
      newRoot = normalisePath(changes.rootFolderPath);
      if (!newRoot || !roots.some((root) => root.path === newRoot)) failures.push(failure('RootFolderPath', 'Root folder does not exist', changes.rootFolderPath));
    }
    if (failures.length > 0) throw new ValidationError(failures);
    const series = await this.load(ids);
    const moves: Array<{ seriesId: number; sourcePath: string; destinationPath: string }> = [];
    if (newRoot) {
      const editing = new Set(series.map((s) => s.path));
      const otherPaths = new Set((await this.series.seriesRepository.allPaths()).filter((p) => !editing.has(p)));
      for (const item of series) {
        const currentRoot = bestRootFor(roots, item.path);
        const folder = moveFiles ? seriesFolderName(item.title) : currentRoot ? path.posix.relative(currentRoot.path, item.path) : path.posix.basename(item.path);
        const destination = path.posix.join(newRoot, folder);
        if (otherPaths.has(destination)) failures.push(failure('RootFolderPath', `'${destination}' is already used by another series`, destination));
        otherPaths.add(destination);
        if (moveFiles && destination !== item.path) moves.push({ seriesId: item.id, sourcePath: item.path, destinationPath: destination });
        item.path = destination;
      }
    }
    if (failures.length > 0) throw new ValidationError(failures);
    for (const item of series) {
      if (changes.monitored !== undefined) item.monitored = changes.monitored;
      if (changes.monitorNewItems !== undefined) item.monitorNewItems = changes.monitorNewItems;
      if (changes.qualityProfileId !== undefined) item.qualityProfileId = changes.qualityProfileId;
      if (changes.languageProfileId !== undefined) item.languageProfileId = changes.languageProfileId;
      if (changes.seriesType !== undefined) item.seriesType = changes.seriesType;
      if (changes.seasonFolder !== undefined) item.seasonFolder = changes.seasonFolder;
      if (changes.tags !== undefined) item.tags = applyTags(item.tags, changes.tags, applyMode!);
    }
    await this.series.seriesRepository.bulkEdit(series, changes);
    if (moves.length > 0) await this.mover.queueBulkMove(newRoot!, moves);
    return this.series.resources(series);
  }

  /** `DELETE /series/editor`: removes the series, and their folders when `deleteFiles`. */
  async remove(body: unknown): Promise<void> {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    const ids = readSeriesIds(fields);
    const series = await this.load(ids);
    if (fields!.deleteFiles === true) for (const item of series) await this.series.removeFolder(item);
    await this.series.seriesRepository.delete(ids);
  }

  /**
   * `POST /series/import` with the anchor's array: each item is added like `POST /series`; series already in
   * the library or repeated in the batch are skipped; an invalid item fails the whole request.
   */
  async importList(items: unknown[]): Promise<SeriesResource[]> {
    const taken = { slugs: new Set<string>(), paths: new Set<string>(), tvdbIds: new Set<number>() };
    const prepared: Array<{ series: SeriesEntity; monitor: MonitorOption }> = [];
    const failures: ValidationFailure[] = [];
    for (const item of items) {
      try {
        const result = await this.series.prepareAdd(item, taken, 'skip');
        if (!('skipped' in result)) prepared.push(result);
      } catch (error) {
        if (error instanceof ValidationError) failures.push(...error.failures);
        else throw error;
      }
    }
    if (failures.length > 0) throw new ValidationError(failures);
    const saved = await this.saveAll(prepared);
    return this.series.resources(saved);
  }

  private async saveAll(prepared: Array<{ series: SeriesEntity; monitor: MonitorOption }>): Promise<SeriesEntity[]> {
    const saved = await this.series.seriesRepository.transaction(async (manager) => {
      const rows: SeriesEntity[] = [];
      for (const item of prepared) rows.push(await this.series.seriesRepository.save(item.series, manager));
      return rows;
    });
    const batch = {};
    for (const [index, row] of saved.entries()) await this.series.rescan(row, prepared[index].monitor, false, await this.series.providerSeriesFor(row, batch));
    return this.series.seriesRepository.findByIds(saved.map((s) => s.id)).then((rows) => saved.map((s) => rows.find((r) => r.id === s.id)!));
  }

  /**
   * `POST /series/import` with `{path, qualityProfileId, …}`: every sub-folder of the path (a root folder or a
   * folder inside one) becomes a series identified from its `tvshow.nfo` or its name, with episodes from its
   * files. Folders already in the library or failing validation are reported with the reason.
   */
  async importFolder(body: Record<string, unknown>): Promise<LibraryImportResult> {
    const base = normalisePath(body.path);
    const roots = await this.series.rootFolders.list();
    if (!base) throw ValidationError.single('Path', 'Path must be an absolute path', body.path);
    if (!roots.some((root) => isSameOrInside(root.path, base))) throw ValidationError.single('Path', `'${base}' is not inside a root folder`, body.path);
    const { failures } = readSeriesChanges({ ...body, path: undefined });
    if (body.qualityProfileId === undefined) failures.push(failure('QualityProfileId', "'Quality Profile Id' must be greater than '0'.", undefined));
    if (failures.length > 0) throw new ValidationError(failures);
    let entries;
    try {
      entries = await fs.readdir(base, { withFileTypes: true });
    } catch {
      throw ValidationError.single('Path', `Folder '${base}' does not exist`, body.path);
    }
    const folders = entries
      .filter((entry) => entry.isDirectory() && !isJunkFolder(entry.name))
      .map((entry) => path.posix.join(base, entry.name))
      .sort((a, b) => a.localeCompare(b));
    const taken = { slugs: new Set<string>(), paths: new Set<string>(), tvdbIds: new Set<number>() };
    const prepared: Array<{ series: SeriesEntity; monitor: MonitorOption }> = [];
    const notImported: NotImportedFolder[] = [];
    for (const folder of folders) {
      try {
        const result = await this.series.prepareAdd({ ...body, path: folder, title: undefined, tvdbId: undefined, year: undefined }, taken, 'skip');
        if ('skipped' in result) notImported.push({ path: folder, reason: result.skipped });
        else prepared.push(result);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        notImported.push({ path: folder, reason: error.failures.map((f) => f.errorMessage).join('; ') });
      }
    }
    const saved = await this.saveAll(prepared);
    return { imported: await this.series.resources(saved), notImported };
  }
}
