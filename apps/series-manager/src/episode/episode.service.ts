import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError, type ValidationFailure } from '@arrstack/core';
import { SERIES_LANGUAGES } from '@arrstack/parser';
import { seriesQuality } from '../quality/quality-definitions';
import { SeriesService } from '../series/series.service';
import type { SeriesResource } from '../series/dto/series.resource';
import { toEpisodeFileResource, toEpisodeResource, type EpisodeFileResource, type EpisodeResource } from './dto/episode.resource';
import type { EpisodeFileEntity } from './episode-file.entity';
import type { EpisodeEntity } from './episode.entity';
import { EpisodeRepository } from './episode.repository';

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

function idList(raw: unknown, name: string): number[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(','));
  const ids = parts.map((part) => part.trim()).filter((part) => part !== '').map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) throw ValidationError.single(name, `'${name}' must be a list of ids`, raw);
  return ids;
}

function oneId(raw: unknown, name: string, min = 1): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < min || id > 2_147_483_647) throw ValidationError.single(name, `'${name}' must be a whole number`, raw);
  return id;
}

/** Reads `{episodeIds, monitored}` as the monitor endpoints take it. */
export function readMonitorBody(body: unknown): { episodeIds: number[]; monitored: boolean } {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const failures: ValidationFailure[] = [];
  const ids = fields?.episodeIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    failures.push({ propertyName: 'EpisodeIds', errorMessage: "'Episode Ids' must be a non-empty list of ids", attemptedValue: ids, severity: 'error' });
  }
  if (typeof fields?.monitored !== 'boolean') {
    failures.push({ propertyName: 'Monitored', errorMessage: "'Monitored' must be true or false", attemptedValue: fields?.monitored, severity: 'error' });
  }
  if (failures.length > 0) throw new ValidationError(failures);
  return { episodeIds: [...new Set(ids as number[])], monitored: fields!.monitored as boolean };
}

@Injectable()
export class EpisodeService {
  constructor(
    private readonly repository: EpisodeRepository,
    private readonly series: SeriesService,
  ) {}

  private async seriesPaths(seriesIds: number[]): Promise<Map<number, string>> {
    const rows = await this.series.seriesRepository.findByIds([...new Set(seriesIds)]);
    return new Map(rows.map((s) => [s.id, s.path]));
  }

  async fileResources(files: EpisodeFileEntity[]): Promise<EpisodeFileResource[]> {
    const paths = await this.seriesPaths(files.map((f) => f.seriesId));
    return files.map((f) => toEpisodeFileResource(f, paths.get(f.seriesId) ?? ''));
  }

  private async fileMap(episodes: EpisodeEntity[]): Promise<Map<number, EpisodeFileResource>> {
    const ids = [...new Set(episodes.map((e) => e.episodeFileId).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    return new Map((await this.fileResources(await this.repository.findFiles({ ids }))).map((f) => [f.id, f]));
  }

  private async seriesMap(episodes: EpisodeEntity[]): Promise<Map<number, SeriesResource>> {
    const rows = await this.series.seriesRepository.findByIds([...new Set(episodes.map((e) => e.seriesId))]);
    return new Map((await this.series.resources(rows)).map((s) => [s.id, s]));
  }

  async episodeResources(episodes: EpisodeEntity[], options: { includeSeries?: boolean; includeEpisodeFile?: boolean }): Promise<EpisodeResource[]> {
    // Files and series are independent reads; run them side by side.
    const [files, series] = await Promise.all([
      options.includeEpisodeFile ? this.fileMap(episodes) : new Map<number, EpisodeFileResource>(),
      options.includeSeries ? this.seriesMap(episodes) : new Map<number, SeriesResource>(),
    ]);
    return episodes.map((e) =>
      toEpisodeResource(e, { episodeFile: e.episodeFileId === null ? undefined : files.get(e.episodeFileId), series: series.get(e.seriesId) }),
    );
  }

  /** `GET /episode`: one of seriesId, episodeIds or episodeFileId is required. */
  async list(query: Record<string, unknown>): Promise<EpisodeResource[]> {
    const seriesId = oneId(query.seriesId, 'SeriesId');
    const seasonNumber = oneId(query.seasonNumber, 'SeasonNumber', 0);
    const episodeIds = idList(query.episodeIds, 'EpisodeIds');
    const episodeFileId = oneId(query.episodeFileId, 'EpisodeFileId');
    if (seriesId === undefined && episodeIds === undefined && episodeFileId === undefined) {
      throw ValidationError.single('SeriesId', 'seriesId, episodeIds or episodeFileId must be provided', undefined);
    }
    if (seriesId !== undefined) await this.series.get(seriesId);
    const episodes = await this.repository.find({ seriesId, seasonNumber, episodeIds, episodeFileId });
    return this.episodeResources(episodes, { includeSeries: flag(query.includeSeries), includeEpisodeFile: flag(query.includeEpisodeFile) });
  }

  async get(id: number): Promise<EpisodeResource> {
    const episode = await this.repository.findById(id);
    if (!episode) throw new NotFoundError('Episode', id);
    return (await this.episodeResources([episode], { includeSeries: true, includeEpisodeFile: true }))[0];
  }

  /** `PUT /episode/{id}`: only `monitored` is applied. */
  async update(id: number, body: unknown): Promise<EpisodeResource> {
    const episode = await this.repository.findById(id);
    if (!episode) throw new NotFoundError('Episode', id);
    const monitored = (body as { monitored?: unknown } | null)?.monitored;
    if (typeof monitored !== 'boolean') throw ValidationError.single('Monitored', "'Monitored' must be true or false", monitored);
    await this.repository.setMonitored([id], monitored);
    return this.get(id);
  }

  async setMonitored(body: unknown): Promise<EpisodeResource[]> {
    const { episodeIds, monitored } = readMonitorBody(body);
    const found = await this.repository.find({ episodeIds });
    const missing = episodeIds.filter((id) => !found.some((e) => e.id === id));
    if (missing.length > 0) throw new NotFoundError('Episode', missing[0]);
    await this.repository.setMonitored(episodeIds, monitored);
    return this.episodeResources(await this.repository.find({ episodeIds }), {});
  }

  // ---- files ----

  async listFiles(query: Record<string, unknown>): Promise<EpisodeFileResource[]> {
    const seriesId = oneId(query.seriesId, 'SeriesId');
    const ids = idList(query.episodeFileIds, 'EpisodeFileIds');
    if (seriesId === undefined && ids === undefined) throw ValidationError.single('SeriesId', 'seriesId or episodeFileIds must be provided', undefined);
    return this.fileResources(await this.repository.findFiles({ seriesId, ids }));
  }

  async getFile(id: number): Promise<EpisodeFileEntity> {
    const file = await this.repository.findFile(id);
    if (!file) throw new NotFoundError('EpisodeFile', id);
    return file;
  }

  async getFileResource(id: number): Promise<EpisodeFileResource> {
    return (await this.fileResources([await this.getFile(id)]))[0];
  }

  /** Deletes files from disk (each checked to lie inside a root folder) and from the library. */
  async deleteFiles(ids: number[]): Promise<void> {
    const files = await this.repository.findFiles({ ids });
    const missing = ids.filter((id) => !files.some((f) => f.id === id));
    if (missing.length > 0) throw new NotFoundError('EpisodeFile', missing[0]);
    const paths = await this.seriesPaths(files.map((f) => f.seriesId));
    for (const file of files) {
      const full = path.posix.join(paths.get(file.seriesId) ?? '', file.relativePath);
      const exists = await fs.lstat(full).then(() => true, () => false);
      if (!exists) continue;
      const resolved = await this.series.rootFolders.assertInsideRoot(full);
      await fs.rm(resolved, { force: true });
    }
    await this.repository.deleteFiles(files.map((f) => f.id));
  }

  /** `PUT /episodefile/bulk`: quality, languages, release group and scene name per file; all or nothing. */
  async bulkEdit(body: unknown): Promise<EpisodeFileResource[]> {
    if (!Array.isArray(body) || body.length === 0) throw ValidationError.single('', 'A list of episode files is required', body);
    const failures: ValidationFailure[] = [];
    const edits: EpisodeFileEntity[] = [];
    for (const item of body as unknown[]) {
      const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const id = fields.id;
      if (!Number.isInteger(id)) {
        failures.push({ propertyName: 'Id', errorMessage: "'Id' must be an episode file id", attemptedValue: id, severity: 'error' });
        continue;
      }
      const file = await this.getFile(id as number);
      const quality = (fields.quality as { quality?: { id?: unknown }; revision?: Record<string, unknown> } | undefined) ?? undefined;
      if (quality !== undefined) {
        const qualityId = quality?.quality?.id;
        const known = typeof qualityId === 'number' ? seriesQuality(qualityId) : undefined;
        if (!known) failures.push({ propertyName: 'Quality', errorMessage: 'Unknown quality', attemptedValue: qualityId, severity: 'error' });
        else {
          const revision = quality.revision ?? {};
          file.quality = {
            quality: { id: known.id, name: known.name, source: known.source, resolution: known.resolution },
            revision: {
              version: Number.isInteger(revision.version) ? (revision.version as number) : file.quality.revision.version,
              real: Number.isInteger(revision.real) ? (revision.real as number) : file.quality.revision.real,
              isRepack: typeof revision.isRepack === 'boolean' ? revision.isRepack : file.quality.revision.isRepack,
            },
          };
        }
      }
      if (fields.languages !== undefined) {
        const languages = Array.isArray(fields.languages) ? fields.languages : [];
        const read = languages.map((l) => SERIES_LANGUAGES.find((known) => known.id === (l as { id?: unknown })?.id));
        if (!Array.isArray(fields.languages) || read.some((l) => l === undefined)) {
          failures.push({ propertyName: 'Languages', errorMessage: 'Unknown language', attemptedValue: fields.languages, severity: 'error' });
        } else file.languages = read.map((l) => ({ id: l!.id, name: l!.name }));
      }
      for (const field of ['releaseGroup', 'sceneName'] as const) {
        const value = fields[field];
        if (value === undefined) continue;
        if (value === null || typeof value === 'string') file[field] = value === null || value.trim() === '' ? null : value.trim();
        else failures.push({ propertyName: field[0].toUpperCase() + field.slice(1), errorMessage: `'${field}' must be a string`, attemptedValue: value, severity: 'error' });
      }
      edits.push(file);
    }
    if (failures.length > 0) throw new ValidationError(failures);
    await this.repository.saveFiles(edits);
    return this.fileResources(await this.repository.findFiles({ ids: edits.map((f) => f.id) }));
  }

  /** `PUT /episodefile/editor`: `{episodeFileIds, quality?, languages?, releaseGroup?, sceneName?}` applied to every file. */
  async editMany(body: unknown): Promise<EpisodeFileResource[]> {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    const ids = fields?.episodeFileIds;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
      throw ValidationError.single('EpisodeFileIds', "'Episode File Ids' must be a non-empty list of ids", ids);
    }
    const { episodeFileIds: _ids, ...changes } = fields!;
    return this.bulkEdit([...new Set(ids as number[])].map((id) => ({ ...changes, id })));
  }
}
