import { Injectable } from '@nestjs/common';
import type { ValidationFailure } from '@arrstack/core';
import { IndexerError, usableSearchTypes, type IndexerCapabilities } from '@arrstack/newznab';
import { connectionOf, type IndexerSettings } from './indexer-definitions';
import { IndexerClientFactory } from './indexer-client.factory';
import { noResultsFailure, noSearchModeFailure, testFailureFor } from './indexer-test.rules';

export interface TestOutcome {
  failures: ValidationFailure[];
  capabilities?: IndexerCapabilities;
  /** The client error behind a failure, for the back-off (connection failures do not escalate). */
  error?: IndexerError;
}

/** Prowlarr's live test for Newznab/Torznab: caps, a usable search mode, then an RSS-style search with results. */
@Injectable()
export class IndexerTester {
  constructor(private readonly clients: IndexerClientFactory) {}

  async test(settings: IndexerSettings): Promise<TestOutcome> {
    const client = this.clients.create(settings);
    let capabilities: IndexerCapabilities;
    try {
      capabilities = await client.caps();
    } catch (error) {
      return this.fromError(error);
    }
    if (usableSearchTypes(capabilities).length === 0) return { failures: [noSearchModeFailure()], capabilities };
    const categories = connectionOf(settings).categories;
    try {
      const result = await client.search({ type: 'search', ...(categories.length > 0 ? { cat: categories } : {}) });
      if (result.items.length === 0) return { failures: [noResultsFailure()], capabilities };
    } catch (error) {
      return { ...this.fromError(error), capabilities };
    }
    return { failures: [], capabilities };
  }

  private fromError(error: unknown): TestOutcome {
    const failure = testFailureFor(error);
    return { failures: failure ? [failure] : [], error: error instanceof IndexerError ? error : undefined };
  }
}
