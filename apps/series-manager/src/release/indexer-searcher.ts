import { Injectable } from '@nestjs/common';
import { NewznabClient, type CallOptions, type IndexerCapabilities, type SearchQuery, type SearchResult, type SearchTarget } from '@arrstack/newznab';
import { APP } from '../app-info';
import type { IndexerEntity } from '../indexer/indexer.entity';
import { connectionOf } from '../indexer/indexer-definitions';

const CAPS_TTL_MS = 60 * 60 * 1000;

/** Builds each indexer's query once its caps are known (e.g. `tvsearch` with ids, else `q=`). */
export type QueryPlanner = (caps: IndexerCapabilities, categories: number[]) => SearchQuery;

/**
 * Newznab/Torznab clients for stored indexers. Caps are fetched inside the search call, so they share the
 * indexer's deadline, and are remembered per indexer for an hour (per replica; they are cheap to refetch).
 */
@Injectable()
export class IndexerSearcher {
  private readonly caps = new Map<string, { caps: IndexerCapabilities; fetchedAt: number }>();

  client(indexer: IndexerEntity): NewznabClient {
    const connection = connectionOf(indexer.settings);
    return new NewznabClient({
      baseUrl: connection.baseUrl,
      apiPath: connection.apiPath,
      apiKey: connection.apiKey || undefined,
      userAgent: `${APP.appName}/${APP.version}`,
    });
  }

  categories(indexer: IndexerEntity, anime: boolean): number[] {
    const connection = connectionOf(indexer.settings);
    return anime ? [...connection.animeCategories, ...connection.categories] : connection.categories;
  }

  private async capsOf(indexer: IndexerEntity, client: NewznabClient, options: CallOptions): Promise<IndexerCapabilities> {
    const key = `${indexer.id}|${JSON.stringify(connectionOf(indexer.settings))}`;
    const known = this.caps.get(key);
    if (known && Date.now() - known.fetchedAt < CAPS_TTL_MS) return known.caps;
    const caps = await client.caps(options);
    this.caps.set(key, { caps, fetchedAt: Date.now() });
    return caps;
  }

  /** A fan-out target whose query is planned from the indexer's caps. */
  target(indexer: IndexerEntity, anime: boolean, plan: QueryPlanner): SearchTarget {
    const client = this.client(indexer);
    const categories = this.categories(indexer, anime);
    return {
      id: indexer.id,
      client: {
        search: async (_shared: SearchQuery, options: CallOptions = {}): Promise<SearchResult> => {
          const caps = await this.capsOf(indexer, client, options);
          return client.search(plan(caps, categories), options);
        },
      },
    };
  }

  /** An RSS target: the latest TV releases in the indexer's categories. */
  rssTarget(indexer: IndexerEntity): SearchTarget {
    const client = this.client(indexer);
    const cat = [...new Set([...this.categories(indexer, true)])];
    return { id: indexer.id, client: { search: (_shared, options) => client.search({ type: 'tvsearch', cat }, options) } };
  }
}
