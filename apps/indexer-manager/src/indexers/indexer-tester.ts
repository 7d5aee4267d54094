import { Injectable } from '@nestjs/common';
import { testNewznabIndexer, type NewznabTestOutcome } from '@arrstack/providers';
import { connectionOf, type IndexerSettings } from './indexer-definitions';
import { IndexerClientFactory } from './indexer-client.factory';

export type TestOutcome = NewznabTestOutcome;

/** Prowlarr's live test for Newznab/Torznab: caps, a usable search mode, then an RSS-style search with results. */
@Injectable()
export class IndexerTester {
  constructor(private readonly clients: IndexerClientFactory) {}

  test(settings: IndexerSettings): Promise<TestOutcome> {
    return testNewznabIndexer(this.clients.create(settings), connectionOf(settings).categories);
  }
}
