import { Injectable } from '@nestjs/common';
import { ValidationError, fetchPage, parseEnum, readPaging, type PagingResource } from '@arrstack/core';
import { HISTORY_EVENT_TYPES, type HistoryEventType } from './history.entity';
import { toHistoryResource, type HistoryResource } from './dto/history.resource';
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

  /** `GET /history`: paged, newest first, filtered by `indexerIds`, `eventType` and `successful`. */
  async page(query: Record<string, unknown>): Promise<PagingResource<HistoryResource>> {
    const paging = readPaging(query, { sortKeys: { date: 'history.date', id: 'history.id' }, defaultSortKey: 'date', maxPageSize: 1000 });
    const indexerIds = this.ids(query.indexerIds, 'indexerIds');
    const eventTypes = this.eventTypes(query.eventType);
    let successful: boolean | undefined;
    if (query.successful !== undefined && query.successful !== '') {
      if (query.successful !== 'true' && query.successful !== 'false') throw ValidationError.single('successful', "'successful' must be true or false.", query.successful);
      successful = query.successful === 'true';
    }
    return fetchPage(this.history.query({ indexerIds, eventTypes, successful }), paging, toHistoryResource, 'history.id');
  }

  /** `GET /history/indexer?indexerId=&eventType=&limit=`: the latest events of one indexer. */
  async forIndexer(query: Record<string, unknown>): Promise<HistoryResource[]> {
    const ids = this.ids(query.indexerId, 'indexerId');
    if (!ids || ids.length !== 1) throw ValidationError.single('indexerId', "'indexerId' must be one indexer id.", query.indexerId);
    const eventType = this.eventTypes(query.eventType)?.[0];
    const limitRaw = query.limit;
    let limit = 100;
    if (limitRaw !== undefined && limitRaw !== '') {
      if (typeof limitRaw !== 'string' || !/^\d{1,4}$/.test(limitRaw) || Number(limitRaw) < 1) throw ValidationError.single('limit', "'limit' must be a whole number from 1 to 9999.", limitRaw);
      limit = Number(limitRaw);
    }
    return (await this.history.recentForIndexer(ids[0], eventType, limit)).map(toHistoryResource);
  }

  private ids(raw: unknown, name: string): number[] | undefined {
    if (raw === undefined || raw === '') return undefined;
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter((v) => v !== '');
    if (parts.length === 0) return undefined;
    if (!parts.every((p) => /^\d{1,9}$/.test(p))) throw ValidationError.single(name, `'${name}' must be indexer ids.`, raw);
    return parts.map(Number);
  }

  private eventTypes(raw: unknown): HistoryEventType[] | undefined {
    if (raw === undefined || raw === '') return undefined;
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(','));
    const types = parts.map((p) => parseEnum(p, HISTORY_EVENT_TYPES));
    if (types.some((t) => t === undefined)) throw ValidationError.single('eventType', "'eventType' must be a history event type.", raw);
    return types as HistoryEventType[];
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
