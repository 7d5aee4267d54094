import { Injectable } from '@nestjs/common';
import { ValidationError } from '@arrstack/core';
import { HistoryRepository, type HistoryEvent } from './history.repository';
import type { IndexerStatsResource } from './dto/indexer-stats.resource';
import { readStatsQuery, type StatsQuery } from './indexer-stats.query';

@Injectable()
export class HistoryService {
  constructor(private readonly history: HistoryRepository) {}

  record(event: HistoryEvent): Promise<void> {
    return this.history.record(event);
  }

  countSince(indexerId: number, eventTypes: HistoryEvent['eventType'][], since: Date): Promise<number> {
    return this.history.countSince(indexerId, eventTypes, since);
  }

  deleteForIndexers(ids: number[]): Promise<void> {
    return this.history.deleteForIndexers(ids);
  }

  async stats(query: StatsQuery): Promise<IndexerStatsResource> {
    const { filter, failures } = readStatsQuery(query);
    if (!filter) throw new ValidationError(failures);
    const [indexers, agents, hosts] = await Promise.all([
      this.history.indexerStats(filter),
      this.history.callerStats(filter, 'source'),
      this.history.callerStats(filter, 'host'),
    ]);
    return {
      id: 0,
      indexers,
      userAgents: agents.map((row) => ({ userAgent: row.key, numberOfQueries: row.numberOfQueries, numberOfGrabs: row.numberOfGrabs })),
      hosts: hosts.map((row) => ({ host: row.key, numberOfQueries: row.numberOfQueries, numberOfGrabs: row.numberOfGrabs })),
    };
  }
}
