import { Injectable } from '@nestjs/common';
import { NewznabClient } from '@arrstack/newznab';
import { connectionOf, type IndexerSettings } from './indexer-definitions';
import { APP_INFO_VERSION, IndexerTimeouts } from './indexer-timeouts';

/** Builds the Newznab/Torznab client for stored settings. */
@Injectable()
export class IndexerClientFactory {
  constructor(private readonly timeouts: IndexerTimeouts) {}

  create(settings: IndexerSettings): NewznabClient {
    const connection = connectionOf(settings);
    return new NewznabClient({
      baseUrl: connection.baseUrl,
      apiPath: connection.apiPath,
      apiKey: connection.apiKey || undefined,
      timeoutMs: this.timeouts.requestMs,
      userAgent: `Prowlarr/${APP_INFO_VERSION}`,
    });
  }
}
