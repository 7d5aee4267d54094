import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandRegistry, NotFoundError, PINO_LOGGER, ValidationError, type CommandContext, type PinoLogger, type ValidationFailure } from '@arrstack/core';
import { RootFolderService } from '../rootfolder/root-folder.service';
import { bestRootFor, isSameOrInside, normalisePath } from '../rootfolder/root-folder.rules';
import { TagService } from '../tag/tag.service';
import { LanguageProfileService } from '../languageprofile/language-profile.service';
import { EpisodeRepository } from '../episode/episode.repository';
import { MetadataProvider, MetadataUnavailableError, type ProviderSeries } from '../metadata/metadata-provider';
import { applyProviderSeries, providerIdOf } from './series-metadata.rules';
import { monitoredByOption, type MonitorOption } from './monitoring';
import { seriesStatusFrom, type SeriesNfo } from './nfo';
import { scanSeriesFolder } from './series-scanner';
import { SeriesEntity, type SeasonState } from './series.entity';
import { SeriesMoveService } from './series-move.service';
import { SeriesRepository, type SeasonStatisticsRow } from './series.repository';
import { mergeSeasons, readSeriesChanges, type SeriesChanges } from './series.rules';
import { cleanTitle, identifyFolder, seriesFolderName, sortTitle, titleSlug } from './series-titles';
import { toSeriesResource, type SeriesResource } from './dto/series.resource';

function failure(propertyName: string, errorMessage: string, attemptedValue?: unknown): ValidationFailure {
  return { propertyName, errorMessage, attemptedValue, severity: 'error' };
}

/** Metadata a refresh takes from tvshow.nfo; identity (title, ids, slug) stays as added. */
function applyNfo(series: SeriesEntity, nfo: SeriesNfo): void {
  if (nfo.overview !== undefined) series.overview = nfo.overview;
  if (nfo.network !== undefined) series.network = nfo.network;
  if (nfo.genres.length > 0) series.genres = nfo.genres;
  if (nfo.certification !== undefined) series.certification = nfo.certification;
  if (nfo.runtime !== undefined) series.runtime = nfo.runtime;
  const status = seriesStatusFrom(nfo.status);
  if (status) series.status = status;
  if (nfo.firstAired) series.firstAired = new Date(`${nfo.firstAired}T00:00:00Z`);
}

export interface RescanResult {
  files: number;
  episodesCreated: number;
  unparsed: string[];
  /** Why nothing was scanned, when nothing was. */
  skipped?: string;
  /** Why the metadata provider was not used, when a refresh wanted it. */
  metadata?: string;
}

@Injectable()
export class SeriesService implements OnModuleInit {
  constructor(
    private readonly repository: SeriesRepository,
    private readonly episodes: EpisodeRepository,
    private readonly roots: RootFolderService,
    private readonly tags: TagService,
    private readonly commands: CommandRegistry,
    private readonly metadata: MetadataProvider,
    private readonly mover: SeriesMoveService,
    private readonly languageProfiles: LanguageProfileService,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
    const validate = (body: Record<string, unknown>) => {
      const { seriesId, seriesIds } = body;
      if (seriesId !== undefined && seriesId !== null && !isId(seriesId)) throw ValidationError.single('SeriesId', "'SeriesId' must be a series id", seriesId);
      if (seriesIds !== undefined && seriesIds !== null && !(Array.isArray(seriesIds) && seriesIds.every(isId))) {
        throw ValidationError.single('SeriesIds', "'SeriesIds' must be a list of series ids", seriesIds);
      }
    };
    const handler = (refreshMetadata: boolean) => async ({ body, progress, signal }: CommandContext) => {
      const ids = Array.isArray(body.seriesIds) && body.seriesIds.length > 0
        ? (body.seriesIds as number[])
        : typeof body.seriesId === 'number'
          ? [body.seriesId]
          : (await this.repository.list()).map((s) => s.id);
      let files = 0;
      let unrecognised = 0;
      const skipped: string[] = [];
      const notes: string[] = [];
      for (const id of ids) {
        if (signal.aborted) break;
        const series = await this.repository.findById(id);
        if (!series) throw new NotFoundError('Series', id);
        await progress(`${refreshMetadata ? 'Refreshing' : 'Scanning'} ${series.title}`);
        const result = await this.rescan(series, undefined, refreshMetadata);
        files += result.files;
        unrecognised += result.unparsed.length;
        if (result.skipped) skipped.push(result.skipped);
        if (result.metadata) notes.push(result.metadata);
      }
      const recognised = unrecognised > 0 ? `, ${unrecognised} video files without season and episode numbers skipped` : '';
      const done = `${refreshMetadata ? 'Refreshed' : 'Scanned'} ${ids.length} series, ${files} files${recognised}`;
      const withNotes = notes.length > 0 ? `${done}; ${notes.join('; ')}` : done;
      return skipped.length > 0 ? `${withNotes}; skipped: ${skipped.join('; ')}` : withNotes;
    };
    this.commands.register({ name: 'RescanSeries', validate, handler: handler(false) });
    // Offline-first: a refresh asks the metadata provider when the series has a provider id, else (or when the
    // provider cannot be reached) re-reads tvshow.nfo; then scans.
    this.commands.register({ name: 'RefreshSeries', validate, handler: handler(true) });
  }

  // ---- reading ----

  /**
   * Series resources with statistics, aggregated in SQL for just these series (an index range per series), or for
   * the whole library in one pass when `whole` says the list is every series.
   */
  async resources(series: SeriesEntity[], whole = false): Promise<SeriesResource[]> {
    if (series.length === 0) return [];
    const [rows, roots] = await Promise.all([this.repository.seasonStatistics(whole ? undefined : series.map((s) => s.id)), this.roots.list()]);
    return this.toResources(series, rows, roots);
  }

  private toResources(series: SeriesEntity[], rows: SeasonStatisticsRow[], roots: Array<{ path: string }>): SeriesResource[] {
    const bySeries = new Map<number, SeasonStatisticsRow[]>();
    for (const row of rows) {
      const list = bySeries.get(row.seriesId);
      if (list) list.push(row);
      else bySeries.set(row.seriesId, [row]);
    }
    return series.map((s) => toSeriesResource(s, bySeries.get(s.id) ?? [], bestRootFor(roots, s.path)?.path));
  }

  async list(query: { tvdbId?: unknown }): Promise<SeriesResource[]> {
    let tvdbId: number | undefined;
    if (query.tvdbId !== undefined && query.tvdbId !== '') {
      tvdbId = Number(query.tvdbId);
      if (!Number.isInteger(tvdbId) || tvdbId < 0) throw ValidationError.single('TvdbId', "'TvdbId' must be a whole number", query.tvdbId);
    }
    if (tvdbId !== undefined) return this.resources(await this.repository.list({ tvdbId }));
    // The whole library: series, statistics and roots read side by side.
    const [series, statistics, roots] = await Promise.all([this.repository.list(), this.repository.seasonStatistics(), this.roots.list()]);
    return this.toResources(series, statistics, roots);
  }

  async get(id: number): Promise<SeriesEntity> {
    const series = await this.repository.findById(id);
    if (!series) throw new NotFoundError('Series', id);
    return series;
  }

  async getResource(id: number): Promise<SeriesResource> {
    return (await this.resources([await this.get(id)]))[0];
  }

  // ---- validation shared by add, update, editor and import ----

  private async checkReferences(changes: SeriesChanges, failures: ValidationFailure[]): Promise<void> {
    if (changes.qualityProfileId !== undefined && !(await this.repository.profileExists(changes.qualityProfileId))) {
      failures.push(failure('QualityProfileId', 'Quality Profile does not exist', changes.qualityProfileId));
    }
    if (changes.languageProfileId !== undefined && !(await this.repository.languageProfileExists(changes.languageProfileId))) {
      failures.push(failure('LanguageProfileId', 'Language Profile does not exist', changes.languageProfileId));
    }
    if (changes.tags && changes.tags.length > 0) {
      const unknown = await this.tags.unknownIds(changes.tags);
      if (unknown.length > 0) failures.push(failure('Tags', `Tags do not exist: ${unknown.join(', ')}`, changes.tags));
    }
  }

  /** A series path must be absolute, inside a configured root folder, and not a root folder itself. */
  private async checkSeriesPath(target: string | undefined, failures: ValidationFailure[], property = 'Path'): Promise<string | undefined> {
    const normalised = normalisePath(target);
    if (!normalised) {
      failures.push(failure(property, 'Path must be an absolute path', target));
      return undefined;
    }
    const roots = await this.roots.list();
    if (!bestRootFor(roots, normalised)) {
      failures.push(failure(property, `'${normalised}' is not inside a root folder`, target));
      return undefined;
    }
    return normalised;
  }

  private async rootFolder(rootFolderPath: string, failures: ValidationFailure[]): Promise<string | undefined> {
    const normalised = normalisePath(rootFolderPath);
    const roots = await this.roots.list();
    if (!normalised || !roots.some((root) => root.path === normalised)) {
      failures.push(failure('RootFolderPath', 'Root folder does not exist', rootFolderPath));
      return undefined;
    }
    return normalised;
  }

  private async uniqueSlug(title: string, year: number, taken: Set<string>): Promise<string> {
    const candidates = [titleSlug(title), titleSlug(title, year || undefined)];
    for (const slug of candidates) if (!taken.has(slug) && !(await this.repository.slugExists(slug))) return slug;
    for (let n = 2; ; n++) {
      const slug = `${titleSlug(title, year || undefined)}-${n}`;
      if (!taken.has(slug) && !(await this.repository.slugExists(slug))) return slug;
    }
  }

  /**
   * Validates an add request and builds the unsaved series. Identity comes from the body, else from the
   * folder's `tvshow.nfo`, else from the folder name (title and year).
   */
  async prepareAdd(
    body: unknown,
    taken: { slugs: Set<string>; paths: Set<string>; tvdbIds: Set<number> },
    duplicates: 'fail' | 'skip' = 'fail',
  ): Promise<{ series: SeriesEntity; monitor: MonitorOption } | { skipped: string }> {
    const { changes, failures } = readSeriesChanges(body);
    if (changes.qualityProfileId === undefined) failures.push(failure('QualityProfileId', "'Quality Profile Id' must be greater than '0'.", undefined));
    if (!changes.path && !changes.rootFolderPath) failures.push(failure('Path', "'Path' must not be empty.", undefined));
    await this.checkReferences(changes, failures);
    const languageProfileId = changes.languageProfileId ?? (await this.languageProfiles.defaultId());
    let folder: string | undefined;
    if (changes.path) folder = await this.checkSeriesPath(changes.path, failures);
    else if (changes.rootFolderPath) {
      const root = await this.rootFolder(changes.rootFolderPath, failures);
      if (root && changes.title) folder = path.posix.join(root, seriesFolderName(changes.title));
      else if (root && !changes.title) failures.push(failure('Title', "'Title' must not be empty.", changes.title));
    }
    if (failures.length > 0) throw new ValidationError(failures);
    const scan = await scanSeriesFolder(folder!);
    const nfo: SeriesNfo | undefined = scan.nfo;
    const fromFolder = identifyFolder(path.posix.basename(folder!));
    const title = changes.title || nfo?.title || fromFolder.title;
    const year = changes.year || nfo?.year || fromFolder.year || 0;
    const tvdbId = changes.tvdbId || nfo?.tvdbId || fromFolder.tvdbId || 0;
    if (!title) failures.push(failure('Title', "'Title' must not be empty.", changes.title));
    const duplicateFailures: ValidationFailure[] = [];
    if (tvdbId > 0 && (taken.tvdbIds.has(tvdbId) || (await this.repository.findByTvdbId(tvdbId)))) {
      duplicateFailures.push(failure('TvdbId', 'This series has already been added', tvdbId));
    }
    if (taken.paths.has(folder!) || (await this.repository.findByPath(folder!))) {
      duplicateFailures.push(failure('Path', 'Path is already configured for an existing series', folder));
    } else if ([...taken.paths, ...(await this.repository.allPaths())].some((p) => isSameOrInside(p, folder!) || isSameOrInside(folder!, p))) {
      failures.push(failure('Path', 'Path is an ancestor or a child of an existing series path', folder));
    }
    if (duplicates === 'skip' && duplicateFailures.length > 0 && failures.length === 0) return { skipped: duplicateFailures[0].errorMessage };
    failures.push(...duplicateFailures);
    if (failures.length > 0) throw new ValidationError(failures);
    const slug = await this.uniqueSlug(title, year, taken.slugs);
    const series = Object.assign(new SeriesEntity(), {
      tvdbId,
      tvRageId: changes.tvRageId ?? 0,
      tvMazeId: changes.tvMazeId ?? 0,
      tmdbId: changes.tmdbId || nfo?.tmdbId || fromFolder.tmdbId || 0,
      imdbId: changes.imdbId ?? nfo?.imdbId ?? fromFolder.imdbId ?? null,
      title,
      sortTitle: sortTitle(title),
      cleanTitle: cleanTitle(title),
      titleSlug: slug,
      status: seriesStatusFrom(nfo?.status) ?? 'continuing',
      overview: changes.overview ?? nfo?.overview ?? null,
      network: changes.network ?? nfo?.network ?? null,
      airTime: null,
      year,
      path: folder!,
      qualityProfileId: changes.qualityProfileId!,
      languageProfileId,
      seasonFolder: changes.seasonFolder ?? true,
      monitored: changes.monitored ?? true,
      monitorNewItems: changes.monitorNewItems ?? 'all',
      useSceneNumbering: changes.useSceneNumbering ?? false,
      runtime: changes.runtime ?? nfo?.runtime ?? 0,
      firstAired: nfo?.firstAired ? new Date(`${nfo.firstAired}T00:00:00Z`) : null,
      lastAired: null,
      seriesType: changes.seriesType ?? 'standard',
      certification: changes.certification ?? nfo?.certification ?? null,
      genres: changes.genres ?? nfo?.genres ?? [],
      tags: changes.tags ?? [],
      seasons: (changes.seasons ?? []).map((s) => ({ ...s })),
      alternateTitles: [],
      originalLanguage: { id: 1, name: 'English' },
    } satisfies Partial<SeriesEntity>);
    const monitor = changes.addOptions?.monitor ?? 'unknown';
    if (monitor === 'none') series.monitored = false;
    taken.slugs.add(slug);
    taken.paths.add(folder!);
    if (tvdbId > 0) taken.tvdbIds.add(tvdbId);
    return { series, monitor };
  }

  async add(body: unknown): Promise<SeriesResource> {
    const requested = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);
    let show = requested ? await this.providerSeries(providerIdOf({ tvMazeId: whole(requested.tvMazeId), tvdbId: whole(requested.tvdbId) })) : undefined;
    if (show && requested) {
      // The provider names the series; ids the client did not send come from it too.
      body = {
        ...requested,
        title: show.title,
        year: requested.year || show.year,
        tvdbId: requested.tvdbId || show.tvdbId,
        tvMazeId: show.tvMazeId,
        imdbId: requested.imdbId ?? show.imdbId,
      };
      if (await this.repository.findByTvMazeId(show.tvMazeId)) throw ValidationError.single('TvMazeId', 'This series has already been added', show.tvMazeId);
    }
    const prepared = await this.prepareAdd(body, { slugs: new Set(), paths: new Set(), tvdbIds: new Set() });
    if ('skipped' in prepared) throw ValidationError.single('Path', prepared.skipped, body);
    const { series, monitor } = prepared;
    show ??= await this.providerSeries(providerIdOf(series));
    if (show) await this.applyProvider(series, show);
    const saved = await this.repository.save(series);
    await this.rescan(saved, monitor, false, show);
    return this.getResource(saved.id);
  }

  /** The provider's series with its episodes; undefined when it does not know the id or cannot be asked (logged). */
  private async providerSeries(id: ReturnType<typeof providerIdOf>): Promise<ProviderSeries | undefined> {
    if (!id) return undefined;
    try {
      return (await this.metadata.getSeries(id)) ?? undefined;
    } catch (error) {
      if (!(error instanceof MetadataUnavailableError)) throw error;
      this.logger.warn(`Adding without metadata: ${error.message}`);
      return undefined;
    }
  }

  /**
   * For imports of saved series: the provider's series, applied to it, when it has a provider id. After one
   * failure to reach the provider, the rest of the batch goes without (so an unreachable provider costs one timeout).
   */
  async providerSeriesFor(series: SeriesEntity, batch: { unavailable?: boolean }): Promise<ProviderSeries | undefined> {
    const id = providerIdOf(series);
    if (!id || batch.unavailable) return undefined;
    try {
      const show = (await this.metadata.getSeries(id)) ?? undefined;
      if (show) await this.applyProvider(series, show);
      return show;
    } catch (error) {
      if (!(error instanceof MetadataUnavailableError)) throw error;
      batch.unavailable = true;
      this.logger.warn(`Importing without metadata: ${error.message}`);
      return undefined;
    }
  }

  /** Applies the provider's metadata, leaving out a TheTVDB id that another series already has. */
  private async applyProvider(series: SeriesEntity, show: ProviderSeries): Promise<void> {
    const other = show.tvdbId > 0 && !series.tvdbId ? await this.repository.findByTvdbId(show.tvdbId) : null;
    applyProviderSeries(series, other && other.id !== series.id ? { ...show, tvdbId: 0 } : show);
  }

  // ---- scanning ----

  /**
   * Scans the series folder and stores what it holds. New episodes follow their season's monitored flag;
   * on add, `monitor` (addOptions.monitor) then sets the flags of every episode.
   */
  async rescan(series: SeriesEntity, monitor?: MonitorOption, refreshMetadata = false, provided?: ProviderSeries): Promise<RescanResult> {
    let show = provided;
    let metadataNote: string | undefined;
    const providerId = refreshMetadata && !show ? providerIdOf(series) : undefined;
    if (providerId) {
      try {
        show = (await this.metadata.getSeries(providerId)) ?? undefined;
        if (!show) metadataNote = `${series.title} was not found at ${this.metadata.name}; kept what is known`;
      } catch (error) {
        if (!(error instanceof MetadataUnavailableError)) throw error;
        metadataNote = `metadata of ${series.title} not refreshed (${error.message}); kept what is known`;
      }
      if (show) await this.applyProvider(series, show);
    }
    const scan = await scanSeriesFolder(series.path);
    if (!scan.exists) {
      // As Sonarr: a missing series folder means its files are gone, unless the whole root folder is missing
      // (an unmounted share), when the library is left as it is.
      const root = await this.roots.rootFor(series.path);
      const rootThere = root ? await fs.stat(root.path).then((stat) => stat.isDirectory(), () => false) : false;
      if (!rootThere) {
        if (show) await this.repository.save(series);
        return { files: 0, episodesCreated: 0, unparsed: [], skipped: `Root folder of ${series.path} is missing`, metadata: metadataNote };
      }
    }
    const seasonMonitored = (seasonNumber: number) => {
      const known = series.seasons.find((s) => s.seasonNumber === seasonNumber);
      if (known) return known.monitored;
      return series.monitored && seasonNumber > 0 && (monitor !== undefined || series.monitorNewItems === 'all');
    };
    const fromProvider = show?.episodes ? await this.repository.storeProviderEpisodes(series.id, show.episodes, seasonMonitored) : [];
    const created = await this.repository.storeScan(
      series.id,
      scan.files.map((file) => ({
        relativePath: file.relativePath,
        seasonNumber: file.seasonNumber,
        size: file.size,
        quality: file.quality,
        releaseGroup: file.releaseGroup,
        languages: file.languages,
        episodes: file.episodes,
      })),
      seasonMonitored,
    );
    const episodeSeasons = await this.episodes.seasonNumbers(series.id);
    const seasons: SeasonState[] = [...series.seasons];
    for (const seasonNumber of episodeSeasons) {
      if (!seasons.some((s) => s.seasonNumber === seasonNumber)) seasons.push({ seasonNumber, monitored: seasonMonitored(seasonNumber) });
    }
    seasons.sort((a, b) => a.seasonNumber - b.seasonNumber);
    if (monitor && monitor !== 'unknown' && monitor !== 'skip') {
      const all = await this.episodes.findBySeries(series.id);
      const flags = monitoredByOption(monitor, all.map((e) => ({ ...e, hasFile: e.episodeFileId !== null })));
      await this.episodes.setMonitored(all.filter((_, i) => flags[i]).map((e) => e.id), true);
      await this.episodes.setMonitored(all.filter((_, i) => !flags[i]).map((e) => e.id), false);
      for (const season of seasons) {
        season.monitored = all.some((e, i) => e.seasonNumber === season.seasonNumber && flags[i]);
      }
    }
    series.seasons = seasons;
    if (scan.nfo && refreshMetadata && !show) applyNfo(series, scan.nfo);
    else if (scan.nfo) {
      series.overview ??= scan.nfo.overview ?? null;
      series.network ??= scan.nfo.network ?? null;
      if (series.genres.length === 0) series.genres = scan.nfo.genres;
    }
    await this.repository.save(series);
    return { files: scan.files.length, episodesCreated: fromProvider.length + created.length, unparsed: scan.unparsed, metadata: metadataNote };
  }

  // ---- update ----

  async update(id: number, body: unknown, moveFiles = false): Promise<SeriesResource> {
    const series = await this.get(id);
    const { changes, failures } = readSeriesChanges(body);
    await this.checkReferences(changes, failures);
    let newPath: string | undefined;
    const roots = await this.roots.list();
    const currentRoot = bestRootFor(roots, series.path)?.path;
    const requestedRoot = changes.rootFolderPath === undefined ? undefined : normalisePath(changes.rootFolderPath);
    const pathUnchanged = changes.path === undefined || normalisePath(changes.path) === series.path;
    if (changes.rootFolderPath !== undefined && requestedRoot !== currentRoot && pathUnchanged) {
      // A new root with the old path: keep the folder, move it under the new root (the "snaps back" complaint).
      const root = await this.rootFolder(changes.rootFolderPath, failures);
      if (root) changes.path = path.posix.join(root, currentRoot ? path.posix.relative(currentRoot, series.path) : path.posix.basename(series.path));
    }
    if (changes.path !== undefined && normalisePath(changes.path) !== series.path) {
      newPath = await this.checkSeriesPath(changes.path, failures);
      if (newPath && newPath !== series.path) {
        const other = await this.repository.findByPath(newPath);
        if (other && other.id !== id) failures.push(failure('Path', 'Path is already configured for an existing series', changes.path));
      }
    }
    if (changes.tvdbId !== undefined && changes.tvdbId > 0 && changes.tvdbId !== series.tvdbId) {
      const other = await this.repository.findByTvdbId(changes.tvdbId);
      if (other && other.id !== id) failures.push(failure('TvdbId', 'This series has already been added', changes.tvdbId));
    }
    if (failures.length > 0) throw new ValidationError(failures);
    const seasonChanges = changes.seasons ? this.seasonChanges(series.seasons, changes.seasons) : [];
    this.apply(series, changes);
    const oldPath = series.path;
    if (newPath) series.path = newPath;
    await this.repository.transaction(async (manager) => {
      await this.repository.save(series, manager);
      for (const change of seasonChanges) await this.episodes.setSeasonMonitored(series.id, change.seasonNumber, change.monitored, manager);
    });
    // The path is stored now (as Sonarr answers); the folder follows in a MoveSeries command, which puts the
    // old path back if the move fails.
    if (moveFiles && newPath && newPath !== oldPath) await this.mover.queueMove(id, oldPath, newPath);
    return this.getResource(id);
  }

  private seasonChanges(current: SeasonState[], requested: SeasonState[]): SeasonState[] {
    return requested.filter((r) => {
      const known = current.find((s) => s.seasonNumber === r.seasonNumber);
      return known !== undefined && known.monitored !== r.monitored;
    });
  }

  /** Copies the settable fields; identity fields (title, ids) change only through metadata. */
  private apply(series: SeriesEntity, changes: SeriesChanges): void {
    if (changes.monitored !== undefined) series.monitored = changes.monitored;
    if (changes.qualityProfileId !== undefined) series.qualityProfileId = changes.qualityProfileId;
    if (changes.languageProfileId !== undefined) series.languageProfileId = changes.languageProfileId;
    if (changes.seasonFolder !== undefined) series.seasonFolder = changes.seasonFolder;
    if (changes.seriesType !== undefined) series.seriesType = changes.seriesType;
    if (changes.monitorNewItems !== undefined) series.monitorNewItems = changes.monitorNewItems;
    if (changes.useSceneNumbering !== undefined) series.useSceneNumbering = changes.useSceneNumbering;
    if (changes.tags !== undefined) series.tags = changes.tags;
    if (changes.seasons !== undefined) series.seasons = mergeSeasons(series.seasons, changes.seasons);
  }

  // ---- delete ----

  async delete(id: number, deleteFiles: boolean): Promise<void> {
    const series = await this.get(id);
    if (deleteFiles) await this.deleteFolder(series);
    await this.repository.delete([id]);
  }

  /** Removes the series folder, only when it resolves to a folder inside a root folder. */
  private async deleteFolder(series: SeriesEntity): Promise<void> {
    try {
      await fs.lstat(series.path);
    } catch {
      return;
    }
    const resolved = await this.roots.assertInsideRoot(series.path);
    const roots = await this.roots.list();
    if (roots.some((root) => isSameOrInside(resolved, root.path))) {
      throw ValidationError.single('Path', 'Refusing to delete a folder that holds a root folder', series.path);
    }
    await fs.rm(resolved, { recursive: true, force: true });
  }

  // ---- helpers for the editor and import ----

  get seriesRepository(): SeriesRepository {
    return this.repository;
  }

  get rootFolders(): RootFolderService {
    return this.roots;
  }

  async validateReferences(changes: SeriesChanges): Promise<ValidationFailure[]> {
    const failures: ValidationFailure[] = [];
    await this.checkReferences(changes, failures);
    return failures;
  }

  async removeFolder(series: SeriesEntity): Promise<void> {
    await this.deleteFolder(series);
  }
}
