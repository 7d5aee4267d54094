import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, PINO_LOGGER, ValidationError, asObject, type PinoLogger } from '@arrstack/core';
import { searchAll, type IndexedRelease, type SearchTarget } from '@arrstack/newznab';
import { parseEpisodeTitle } from '@arrstack/parser';
import type { EpisodeEntity } from '../episode/episode.entity';
import type { IndexerEntity } from '../indexer/indexer.entity';
import type { SeriesEntity } from '../series/series.entity';
import { DownloadClientUnavailableError, ReleaseGrabber, type GrabRequest } from '../download/release-grabber';
import { toReleaseResource, type ReleaseResource } from './dto/release.resource';
import { IndexerConfigService } from './indexer-config.service';
import { IndexerSearcher } from './indexer-searcher';
import { grabRequestOf, ReleaseDecisionService, type Decision, type FoundRelease, type IndexerRef } from './release-decisions.service';
import { isSeriesMatch, type RequestedEpisodes } from './release-mapping';
import { ReleaseRepository } from './release.repository';
import { PendingReleaseService } from './pending-release.service';
import { buildSearchQuery, type SearchCriteria } from './search-criteria';
import { add, emptySummary, type SearchSummary } from './search-summary';

/** How long interactive results stay grabbable by `POST /release`. */
export const RELEASE_CACHE_MINUTES = 30;

export type SearchMode = 'automatic' | 'interactive' | 'rss';

/** Indexers for a search mode: the mode's switch on, and untagged or sharing a tag with the series. */
export function selectIndexers(indexers: IndexerEntity[], mode: SearchMode, seriesTags: number[]): IndexerEntity[] {
  const enabled = (indexer: IndexerEntity) =>
    mode === 'automatic' ? indexer.enableAutomaticSearch : mode === 'interactive' ? indexer.enableInteractiveSearch : indexer.enableRss;
  return indexers.filter((indexer) => enabled(indexer) && (indexer.tags.length === 0 || indexer.tags.some((tag) => seriesTags.includes(tag))));
}

function refOf(indexer: IndexerEntity): IndexerRef {
  const seeders = indexer.settings.minimumSeeders;
  return {
    id: indexer.id,
    name: indexer.name,
    priority: indexer.priority,
    protocol: indexer.protocol === 'torrent' ? 'torrent' : 'usenet',
    minimumSeeders: typeof seeders === 'number' ? seeders : undefined,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Episode search, season search, interactive search, RSS sync, and the grab of what they decide. */
@Injectable()
export class ReleaseSearchService {
  constructor(
    private readonly repository: ReleaseRepository,
    private readonly decisions: ReleaseDecisionService,
    private readonly searcher: IndexerSearcher,
    private readonly config: IndexerConfigService,
    private readonly grabber: ReleaseGrabber,
    private readonly pending: PendingReleaseService,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  // ---- fan-out ----

  private async fanOut(indexers: IndexerEntity[], targets: SearchTarget[], label: string): Promise<{ found: FoundRelease[]; failed: number }> {
    if (targets.length === 0) return { found: [], failed: 0 };
    const { searchTimeout } = await this.config.load();
    const result = await searchAll(targets, { type: 'search' }, { timeoutMs: searchTimeout * 1000 });
    const byId = new Map(indexers.map((indexer) => [indexer.id, indexer]));
    let failed = 0;
    for (const outcome of result.results) {
      if (outcome.ok) continue;
      failed++;
      const name = byId.get(Number(outcome.id))?.name ?? String(outcome.id);
      this.logger.warn(`${label}: indexer ${name} contributed nothing (${outcome.error.kind}): ${outcome.error.message}`);
    }
    const found = result.releases.map((release: IndexedRelease) => {
      const { indexerId, ...plain } = release;
      return { release: plain, indexer: refOf(byId.get(Number(indexerId)) as IndexerEntity) };
    });
    return { found, failed };
  }

  private async search(series: SeriesEntity, criteria: SearchCriteria, mode: SearchMode): Promise<{ found: FoundRelease[]; indexers: number; failed: number }> {
    const indexers = selectIndexers(await this.repository.indexers(), mode, series.tags);
    const anime = series.seriesType === 'anime';
    const targets = indexers.map((indexer) => this.searcher.target(indexer, anime, (caps, categories) => buildSearchQuery(criteria, caps, categories)));
    const label = criteria.kind === 'season' ? `${series.title} season ${criteria.seasonNumber}` : `${series.title} S${pad(criteria.seasonNumber)}E${pad(criteria.episodeNumber)}`;
    const { found, failed } = await this.fanOut(indexers, targets, `Search for ${label}`);
    return { found, indexers: indexers.length, failed };
  }

  private criteriaFor(series: SeriesEntity, episode: EpisodeEntity): SearchCriteria {
    return {
      kind: 'episode',
      series,
      seasonNumber: episode.seasonNumber,
      episodeNumber: episode.episodeNumber,
      airDate: episode.airDate,
      absoluteEpisodeNumber: episode.absoluteEpisodeNumber,
      episodeTitle: episode.title,
    };
  }

  private async requireSeries(id: number): Promise<SeriesEntity> {
    const series = await this.repository.series(id);
    if (!series) throw new NotFoundError('Series', id);
    return series;
  }

  // ---- interactive ----

  /** `GET /release?episodeId=` or `?seriesId=&seasonNumber=`: every result, decided and ranked; cached for `POST /release`. */
  async interactive(query: Record<string, unknown>): Promise<ReleaseResource[]> {
    const int = (name: string, label: string): number | undefined => {
      const raw = query[name];
      if (raw === undefined || raw === '') return undefined;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) throw ValidationError.single(label, `'${label}' must be a whole number`, raw);
      return value;
    };
    const episodeId = int('episodeId', 'EpisodeId');
    const seriesId = int('seriesId', 'SeriesId');
    const seasonNumber = int('seasonNumber', 'SeasonNumber');
    let series: SeriesEntity;
    let criteria: SearchCriteria;
    let requested: EpisodeEntity[];
    if (episodeId !== undefined) {
      const [episode] = await this.repository.episodesByIds([episodeId]);
      if (!episode) throw new NotFoundError('Episode', episodeId);
      series = await this.requireSeries(episode.seriesId);
      criteria = this.criteriaFor(series, episode);
      requested = [episode];
    } else if (seriesId !== undefined && seasonNumber !== undefined) {
      series = await this.requireSeries(seriesId);
      requested = (await this.repository.episodesOfSeries(seriesId)).filter((episode) => episode.seasonNumber === seasonNumber);
      criteria = { kind: 'season', series, seasonNumber };
    } else {
      return this.cacheAndShow(await this.rssDecisions());
    }
    const t0 = Date.now();
    const { found } = await this.search(series, criteria, 'interactive');
    const t1 = Date.now();
    const decided = await this.decisions.decide(series, found, {
      requested: { episodeIds: new Set(requested.map((e) => e.id)), seasonNumber: criteria.kind === 'season' ? criteria.seasonNumber : undefined },
      userInvoked: true,
      monitoredOnly: false,
    });
    const t2 = Date.now();
    await this.repository.stampLastSearch(requested.map((e) => e.id), new Date());
    this.logger.debug(`Interactive search for ${series.title}: ${found.length} releases, fan-out ${t1 - t0} ms, decisions ${t2 - t1} ms`);
    return this.cacheAndShow(decided);
  }

  /** Resources in ranked order, each cached ~30 minutes (PostgreSQL, so any replica can grab it). */
  private async cacheAndShow(decided: Decision[]): Promise<ReleaseResource[]> {
    const resources = decided.map((decision, index) => toReleaseResource(decision, index + 1));
    const expiresAt = new Date(Date.now() + RELEASE_CACHE_MINUTES * 60_000);
    await this.repository.cache(
      decided.map((decision, index) => ({
        guid: decision.found.release.guid,
        indexerId: decision.found.indexer.id,
        seriesId: decision.series.id,
        payload: { resource: resources[index], grab: grabRequestOf(decision) } as unknown as Record<string, unknown>,
        expiresAt,
      })),
    );
    return resources;
  }

  /** `POST /release {guid, indexerId}`: grabs a cached interactive result, whatever its rejections (a person chose it). */
  async grabCached(body: unknown): Promise<ReleaseResource> {
    const fields = asObject(body);
    const guid = fields?.guid;
    const indexerId = fields?.indexerId;
    if (typeof guid !== 'string' || guid === '') throw ValidationError.single('Guid', "'Guid' must not be empty.", guid);
    if (typeof indexerId !== 'number' || !Number.isInteger(indexerId) || indexerId <= 0) throw ValidationError.single('IndexerId', "'IndexerId' must be an indexer id", indexerId);
    const cached = await this.repository.cached(guid, indexerId);
    if (!cached) throw new NotFoundError('Release', guid);
    if (cached.expiresAt.getTime() < Date.now()) {
      throw ValidationError.single('Guid', "Couldn't find requested release in cache, cache timeout probably expired.", guid);
    }
    const payload = cached.payload as unknown as { resource: ReleaseResource; grab: GrabRequest };
    const request: GrabRequest = { ...payload.grab, publishDate: payload.grab.publishDate ? new Date(payload.grab.publishDate) : undefined };
    if (request.episodeIds.length === 0) throw ValidationError.single('Guid', 'Unable to identify the episodes of this release; it cannot be grabbed', guid);
    try {
      await this.grabber.grab(request);
    } catch (error) {
      if (error instanceof DownloadClientUnavailableError) throw new ConflictError(`Getting release from indexer failed: ${error.message}`);
      throw error;
    }
    await this.repository.deletePendingForEpisodes(request.episodeIds);
    return payload.resource;
  }

  // ---- automatic ----

  /** EpisodeSearch: each episode searched on its own, its best release grabbed. */
  async searchEpisodes(episodeIds: number[], userInvoked: boolean, monitoredOnly = false, progress?: (message: string) => Promise<void>): Promise<SearchSummary> {
    const summary = emptySummary();
    const episodes = await this.repository.episodesByIds(episodeIds);
    const missing = episodeIds.find((id) => !episodes.some((episode) => episode.id === id));
    if (missing !== undefined) throw new NotFoundError('Episode', missing);
    const seriesById = new Map<number, SeriesEntity>();
    for (const episode of episodes) {
      const series = seriesById.get(episode.seriesId) ?? (await this.requireSeries(episode.seriesId));
      seriesById.set(series.id, series);
      await progress?.(`Searching indexers for ${series.title} S${pad(episode.seasonNumber)}E${pad(episode.episodeNumber)}`);
      const { found, indexers, failed } = await this.search(series, this.criteriaFor(series, episode), 'automatic');
      await this.repository.stampLastSearch([episode.id], new Date());
      const outcome = await this.pending.decideAndGrab(series, found, {
        requested: { episodeIds: new Set([episode.id]) },
        userInvoked,
        monitoredOnly,
        pendingSince: await this.pending.pendingSince(series.id),
      });
      add(summary, { searched: 1, indexers, failedIndexers: failed, ...outcome });
    }
    return summary;
  }

  /** SeasonSearch: one season query; only monitored episodes are wanted. */
  async searchSeason(seriesId: number, seasonNumber: number, userInvoked: boolean, progress?: (message: string) => Promise<void>): Promise<SearchSummary> {
    const series = await this.requireSeries(seriesId);
    const episodes = (await this.repository.episodesOfSeries(seriesId)).filter((episode) => episode.seasonNumber === seasonNumber && episode.monitored);
    return this.searchSeasonFor(series, seasonNumber, episodes, userInvoked, true, progress);
  }

  /** One season query wanting only `episodes` (the monitored ones, or a bulk search's share of the season). */
  private async searchSeasonFor(
    series: SeriesEntity,
    seasonNumber: number,
    episodes: EpisodeEntity[],
    userInvoked: boolean,
    monitoredOnly: boolean,
    progress?: (message: string) => Promise<void>,
  ): Promise<SearchSummary> {
    if (episodes.length === 0) return emptySummary();
    await progress?.(`Searching indexers for ${series.title} season ${seasonNumber}`);
    const { found, indexers, failed } = await this.search(series, { kind: 'season', series, seasonNumber }, 'automatic');
    await this.repository.stampLastSearch(episodes.map((e) => e.id), new Date());
    const requested: RequestedEpisodes = { episodeIds: new Set(episodes.map((e) => e.id)), seasonNumber };
    const outcome = await this.pending.decideAndGrab(series, found, { requested, userInvoked, monitoredOnly, pendingSince: await this.pending.pendingSince(series.id) });
    return { searched: episodes.length, indexers, failedIndexers: failed, ...outcome };
  }

  /**
   * MissingEpisodeSearch / CutoffUnmetEpisodeSearch, as Sonarr's bulk search: episodes grouped by series and season;
   * a group of several is one season search wanting just them, a single episode is an episode search.
   */
  async searchBulk(episodeIds: number[], userInvoked: boolean, monitoredOnly: boolean, progress?: (message: string) => Promise<void>): Promise<SearchSummary> {
    const summary = emptySummary();
    const groups = new Map<string, EpisodeEntity[]>();
    for (const episode of await this.repository.episodesByIds(episodeIds)) {
      const key = `${episode.seriesId}|${episode.seasonNumber}`;
      groups.set(key, [...(groups.get(key) ?? []), episode]);
    }
    for (const episodes of groups.values()) {
      if (episodes.length === 1) {
        add(summary, await this.searchEpisodes([episodes[0].id], userInvoked, monitoredOnly, progress));
        continue;
      }
      const series = await this.requireSeries(episodes[0].seriesId);
      add(summary, await this.searchSeasonFor(series, episodes[0].seasonNumber, episodes, userInvoked, monitoredOnly, progress));
    }
    return summary;
  }

  /** SeriesSearch: a season search for every season with monitored episodes. */
  async searchSeries(seriesId: number, userInvoked: boolean, progress?: (message: string) => Promise<void>): Promise<SearchSummary> {
    const series = await this.requireSeries(seriesId);
    const summary = emptySummary();
    if (!series.monitored) return summary;
    const seasons = [...new Set((await this.repository.episodesOfSeries(seriesId)).filter((e) => e.monitored).map((e) => e.seasonNumber))];
    for (const season of seasons) add(summary, await this.searchSeason(seriesId, season, userInvoked, progress));
    return summary;
  }

  // ---- RSS and pending ----

  /** The latest releases of every RSS-enabled indexer, matched to series (a tagged indexer serves only series sharing a tag). */
  private async fetchRss(): Promise<{ bySeries: Array<[SeriesEntity, FoundRelease[]]>; found: number; indexers: number; failed: number }> {
    const indexers = (await this.repository.indexers()).filter((indexer) => indexer.enableRss);
    const { found, failed } = await this.fanOut(indexers, indexers.map((indexer) => this.searcher.rssTarget(indexer)), 'RSS sync');
    const allSeries = await this.repository.allSeries();
    const bySeries = new Map<number, FoundRelease[]>();
    for (const item of found) {
      const series = this.seriesOf(item, allSeries);
      if (!series) continue;
      const indexer = indexers.find((candidate) => candidate.id === item.indexer.id);
      if (indexer && indexer.tags.length > 0 && !indexer.tags.some((tag) => series.tags.includes(tag))) continue;
      bySeries.set(series.id, [...(bySeries.get(series.id) ?? []), item]);
    }
    const matched = allSeries.filter((series) => bySeries.has(series.id)).map((series): [SeriesEntity, FoundRelease[]] => [series, bySeries.get(series.id) ?? []]);
    return { bySeries: matched, found: found.length, indexers: indexers.length, failed };
  }

  /** RssSync: the RSS feeds decided and grabbed like an automatic search (delay applies); then pending releases. */
  async rssSync(): Promise<SearchSummary> {
    const summary = emptySummary();
    const { bySeries, indexers, failed } = await this.fetchRss();
    summary.indexers = indexers;
    summary.failedIndexers = failed;
    for (const [series, items] of bySeries) {
      add(summary, { ...emptySummary(), ...(await this.pending.decideAndGrab(series, items, { userInvoked: false, monitoredOnly: true, pendingSince: await this.pending.pendingSince(series.id) })) });
    }
    const afterPending = await this.pending.processPending();
    summary.grabbed += afterPending.grabbed;
    summary.pending = afterPending.pending;
    return summary;
  }

  /** `GET /release` without an episode or season, as Sonarr: the RSS feeds' releases decided (nothing grabbed), best first per series. */
  private async rssDecisions(): Promise<Decision[]> {
    const { bySeries } = await this.fetchRss();
    const decided: Decision[] = [];
    for (const [series, items] of bySeries) {
      decided.push(...(await this.decisions.decide(series, items, { userInvoked: false, monitoredOnly: true, pendingSince: await this.pending.pendingSince(series.id) })));
    }
    return decided;
  }

  private seriesOf(item: FoundRelease, allSeries: SeriesEntity[]): SeriesEntity | undefined {
    const { tvdbId, title } = item.release;
    if (tvdbId) {
      const byId = allSeries.find((series) => series.tvdbId === tvdbId);
      if (byId) return byId;
    }
    const parsed = parseEpisodeTitle(title);
    return parsed ? allSeries.find((series) => isSeriesMatch(series, parsed)) : undefined;
  }


}
