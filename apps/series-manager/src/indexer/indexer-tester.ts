import { Injectable } from '@nestjs/common';
import { NewznabClient } from '@arrstack/newznab';
import { testNewznabIndexer, type NewznabTestOutcome, type ProviderSettings } from '@arrstack/providers';
import { APP } from '../app-info';
import { connectionOf, INDEXER_TEST_INFO_LINK } from './indexer-definitions';

/** How long a live test may wait on the indexer; an unanswered test must not hold the request for 100 s. */
export const INDEXER_TEST_TIMEOUT_MS = 30_000;

/** Sonarr's live test: caps, a usable search mode, then an RSS-style search over the configured categories. */
@Injectable()
export class IndexerTester {
  test(settings: ProviderSettings): Promise<NewznabTestOutcome> {
    const connection = connectionOf(settings);
    const client = new NewznabClient({
      baseUrl: connection.baseUrl,
      apiPath: connection.apiPath,
      apiKey: connection.apiKey || undefined,
      timeoutMs: INDEXER_TEST_TIMEOUT_MS,
      userAgent: `${APP.appName}/${APP.version}`,
    });
    return testNewznabIndexer(client, [...connection.categories, ...connection.animeCategories], INDEXER_TEST_INFO_LINK);
  }
}
