import { Injectable } from '@nestjs/common';
import {
  IndexerError,
  IndexerServerError,
  searchAll,
  type CallOptions,
  type DownloadResult,
  type IndexedRelease,
  type IndexerCapabilities,
  type SearchQuery,
  type SearchResult,
  type Searcher,
} from '@arrstack/newznab';
import { AppProfileService } from '../app-profiles/app-profile.service';
import { HistoryService } from '../history/history.service';
import { connectionOf } from '../indexers/indexer-definitions';
import type { IndexerEntity } from '../indexers/indexer.entity';
import { IndexerClientFactory } from '../indexers/indexer-client.factory';
import { IndexerRepository } from '../indexers/indexer.repository';
import { IndexerStatusService } from '../indexers/indexer-status.service';
import { IndexerTimeouts } from '../indexers/indexer-timeouts';

export interface Caller {
  /** The calling app, from its user agent ("Sonarr/4.0" → "Sonarr"). */
  source: string;
  host: string;
}

/** Why a request was not sent upstream: back-off or a user-set limit. Answered as 429. */
export class IndexerUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export function sourceOf(userAgent: string | undefined): string {
  if (!userAgent) return '';
  return userAgent.trim().split(/[\s/]/)[0].slice(0, 200);
}

/**
 * Every call to an indexer on a caller's behalf: checks back-off and limits, calls the indexer, records the
 * outcome in history (stats and limits) and in the back-off status.
 */
@Injectable()
export class IndexerSearchService {
  constructor(
    private readonly indexers: IndexerRepository,
    private readonly clients: IndexerClientFactory,
    private readonly statuses: IndexerStatusService,
    private readonly history: HistoryService,
    private readonly profiles: AppProfileService,
    private readonly timeouts: IndexerTimeouts,
  ) {}

  async capabilities(indexer: IndexerEntity): Promise<IndexerCapabilities> {
    if (indexer.capabilities) return indexer.capabilities;
    await this.ensureAvailable(indexer);
    const caps = await this.clients.create(indexer.settings).caps({ timeoutMs: this.timeouts.searchMs });
    await this.indexers.saveCapabilities(indexer.id, caps);
    return caps;
  }

  /** Throws IndexerUnavailableError when the indexer is backing off or at its query/grab limit. */
  async ensureAvailable(indexer: IndexerEntity, kind?: 'query' | 'grab'): Promise<void> {
    const blocked = await this.statuses.isBlocked(indexer.id);
    if (blocked?.disabledTill) {
      const seconds = Math.max(1, Math.ceil((blocked.disabledTill.getTime() - Date.now()) / 1000));
      throw new IndexerUnavailableError(`Indexer is disabled till ${blocked.disabledTill.toISOString()} due to recent failures.`, seconds);
    }
    if (!kind) return;
    const connection = connectionOf(indexer.settings);
    const limit = kind === 'query' ? connection.queryLimit : connection.grabLimit;
    if (limit === null) return;
    const windowMs = connection.limitsUnit === 'hour' ? 3_600_000 : 86_400_000;
    const used = await this.history.countSince(
      indexer.id,
      kind === 'query' ? ['indexerQuery', 'indexerRss'] : ['releaseGrabbed'],
      new Date(Date.now() - windowMs),
    );
    if (used >= limit) {
      const noun = kind === 'query' ? 'Query' : 'Grab';
      throw new IndexerUnavailableError(`User configurable Indexer ${noun} Limit of ${limit} reached.`, windowMs / 1000);
    }
  }

  /** One query (or RSS fetch) against one indexer. */
  async query(indexer: IndexerEntity, query: SearchQuery, isRss: boolean, caller: Caller, options: CallOptions = {}): Promise<SearchResult> {
    await this.ensureAvailable(indexer, 'query');
    const categories = connectionOf(indexer.settings).categories;
    const sent: SearchQuery = !query.cat?.length && categories.length > 0 ? { ...query, cat: categories } : query;
    const started = performance.now();
    try {
      const result = await this.clients.create(indexer.settings).search(sent, { timeoutMs: this.timeouts.searchMs, ...options });
      await this.finish(indexer, isRss, caller, started, true, sent, result.items.length);
      await this.statuses.recordSuccess(indexer.id);
      return result;
    } catch (error) {
      const failure = error instanceof IndexerError ? error : new IndexerServerError(String(error));
      if (failure.kind !== 'aborted') {
        await this.finish(indexer, isRss, caller, started, false, sent, 0, failure);
        await this.statuses.recordFailure(indexer.id, failure);
      }
      throw failure;
    }
  }

  async grab(indexer: IndexerEntity, link: string, title: string, caller: Caller): Promise<DownloadResult> {
    await this.ensureAvailable(indexer, 'grab');
    const started = performance.now();
    try {
      const result = await this.clients.create(indexer.settings).download(link, { timeoutMs: this.timeouts.searchMs });
      await this.history.record({
        indexerId: indexer.id,
        eventType: 'releaseGrabbed',
        successful: true,
        elapsedTime: performance.now() - started,
        ...caller,
        data: { title, grabMethod: 'Proxy' },
      });
      await this.statuses.recordSuccess(indexer.id);
      return result;
    } catch (error) {
      const failure = error instanceof IndexerError ? error : new IndexerServerError(String(error));
      await this.history.record({
        indexerId: indexer.id,
        eventType: 'releaseGrabbed',
        successful: false,
        elapsedTime: performance.now() - started,
        ...caller,
        data: { title, grabMethod: 'Proxy', error: failure.message },
      });
      await this.statuses.recordFailure(indexer.id, failure);
      throw failure;
    }
  }

  /**
   * `GET /search`: every enabled indexer (or the chosen ones) whose app profile allows interactive search,
   * in parallel, each under the search timeout; results merged in priority order and deduplicated.
   */
  async searchMany(ids: number[] | undefined, query: SearchQuery, caller: Caller, protocols?: string[]): Promise<{ releases: IndexedRelease[]; indexers: Map<number, IndexerEntity> }> {
    const all = ids ? await this.indexers.findByIds(ids) : await this.indexers.findAll();
    const profiles = new Map((await this.profiles.list()).map((p) => [p.id, p]));
    const chosen = all
        .filter((indexer) => !protocols || protocols.includes(indexer.protocol))
      .filter((indexer) => indexer.enable && profiles.get(indexer.appProfileId)?.enableInteractiveSearch !== false)
      .sort((a, b) => a.priority - b.priority || a.id - b.id);
    const isRss = !query.q && !query.imdbid && !query.tvdbid && !query.tmdbid;
    const targets = chosen.map((indexer) => ({
      id: indexer.id,
      client: {
        search: (q: SearchQuery, options?: CallOptions) => this.query(indexer, q, isRss, caller, options),
      } satisfies Searcher,
    }));
    const result = await searchAll(targets, query, { timeoutMs: this.timeouts.searchMs });
    return { releases: result.releases, indexers: new Map(chosen.map((i) => [i.id, i])) };
  }

  private async finish(
    indexer: IndexerEntity,
    isRss: boolean,
    caller: Caller,
    started: number,
    successful: boolean,
    query: SearchQuery,
    results: number,
    error?: IndexerError,
  ): Promise<void> {
    // Newznab has no login step, so a bad key counts as a failed query, not an auth event.
    const eventType = isRss ? 'indexerRss' : 'indexerQuery';
    await this.history.record({
      indexerId: indexer.id,
      eventType,
      successful,
      elapsedTime: performance.now() - started,
      ...caller,
      data: { query: { ...query }, results, ...(error ? { error: error.message, errorKind: error.kind } : {}) },
    });
  }
}
