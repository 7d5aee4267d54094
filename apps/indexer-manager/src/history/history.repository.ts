import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { quotePath } from '../app-profiles/app-profile.repository';
import { IndexerEntity } from '../indexers/indexer.entity';
import { HistoryEntity, type HistoryEventType } from './history.entity';

export interface HistoryEvent {
  indexerId: number;
  eventType: HistoryEventType;
  successful: boolean;
  elapsedTime: number;
  source?: string;
  host?: string;
  cached?: boolean;
  data?: Record<string, unknown>;
  date?: Date;
}

export interface StatsFilter {
  startDate: Date;
  endDate: Date;
  indexerIds?: number[];
  protocols?: string[];
  tagIds?: number[];
}

export interface IndexerStatsRow {
  indexerId: number;
  indexerName: string;
  averageResponseTime: number;
  averageGrabResponseTime: number;
  numberOfQueries: number;
  numberOfGrabs: number;
  numberOfRssQueries: number;
  numberOfAuthQueries: number;
  numberOfFailedQueries: number;
  numberOfFailedGrabs: number;
  numberOfFailedRssQueries: number;
  numberOfFailedAuthQueries: number;
}

export interface CallerStatsRow {
  key: string;
  numberOfQueries: number;
  numberOfGrabs: number;
}

@Injectable()
export class HistoryRepository {
  constructor(
    @InjectRepository(HistoryEntity) private readonly history: Repository<HistoryEntity>,
    @InjectRepository(IndexerEntity) private readonly indexers: Repository<IndexerEntity>,
  ) {}

  async record(event: HistoryEvent): Promise<void> {
    await this.history.insert({
      indexerId: event.indexerId,
      eventType: event.eventType,
      successful: event.successful,
      elapsedTime: Math.max(0, Math.round(event.elapsedTime)),
      source: (event.source ?? '').slice(0, 500),
      host: (event.host ?? '').slice(0, 500),
      cached: event.cached ?? false,
      data: (event.data ?? {}) as never,
      ...(event.date ? { date: event.date } : {}),
    });
  }

  /** Events of the given types for one indexer since `since` (limits count queries/grabs this way). */
  countSince(indexerId: number, eventTypes: HistoryEventType[], since: Date): Promise<number> {
    return this.history
      .createQueryBuilder('h')
      .where('h.indexer_id = :indexerId AND h.event_type IN (:...eventTypes) AND h.date >= :since', { indexerId, eventTypes, since })
      .getCount();
  }

  /** A query over history, filtered by indexer ids and event types, for paging. */
  query(filter: { indexerIds?: number[]; eventTypes?: HistoryEventType[]; successful?: boolean }) {
    const query = this.history.createQueryBuilder('history');
    if (filter.indexerIds) query.andWhere('history.indexer_id IN (:...indexerIds)', { indexerIds: filter.indexerIds });
    if (filter.eventTypes) query.andWhere('history.event_type IN (:...eventTypes)', { eventTypes: filter.eventTypes });
    if (filter.successful !== undefined) query.andWhere('history.successful = :successful', { successful: filter.successful });
    return query;
  }

  recentForIndexer(indexerId: number, eventType: HistoryEventType | undefined, limit: number): Promise<HistoryEntity[]> {
    const query = this.query({ indexerIds: [indexerId], eventTypes: eventType ? [eventType] : undefined });
    return query.orderBy('history.date', 'DESC').addOrderBy('history.id', 'DESC').limit(limit).getMany();
  }

  async deleteForIndexers(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.history.createQueryBuilder().delete().where('indexer_id IN (:...ids)', { ids }).execute();
  }

  /** The WHERE clause shared by the three stats queries: a date window joined to the filtered indexers. */
  private filterSql(filter: StatsFilter): { from: string; params: unknown[] } {
    const history = quotePath(this.history.metadata.tablePath);
    const indexer = quotePath(this.indexers.metadata.tablePath);
    const params: unknown[] = [filter.startDate, filter.endDate];
    let where = 'h.date >= $1 AND h.date <= $2';
    if (filter.indexerIds) {
      params.push(filter.indexerIds);
      where += ` AND h.indexer_id = ANY($${params.length}::int[])`;
    }
    if (filter.protocols) {
      params.push(filter.protocols);
      where += ` AND i.protocol = ANY($${params.length}::text[])`;
    }
    if (filter.tagIds) {
      params.push(filter.tagIds);
      where += ` AND i.tags && $${params.length}::int[]`;
    }
    return { from: `${history} h JOIN ${indexer} i ON i.id = h.indexer_id WHERE ${where}`, params };
  }

  async indexerStats(filter: StatsFilter): Promise<IndexerStatsRow[]> {
    const { from, params } = this.filterSql(filter);
    const rows: Array<Record<string, string | number>> = await this.history.query(
      `SELECT h.indexer_id AS "indexerId", min(i.name) AS "indexerName",
        coalesce(floor(avg(h.elapsed_time) FILTER (WHERE h.event_type IN ('indexerQuery', 'indexerRss') AND h.elapsed_time > 0 AND NOT h.cached)), 0)::int AS "averageResponseTime",
        coalesce(floor(avg(h.elapsed_time) FILTER (WHERE h.event_type = 'releaseGrabbed' AND h.elapsed_time > 0 AND NOT h.cached)), 0)::int AS "averageGrabResponseTime",
        count(*) FILTER (WHERE h.event_type = 'indexerQuery')::int AS "numberOfQueries",
        count(*) FILTER (WHERE h.event_type = 'releaseGrabbed')::int AS "numberOfGrabs",
        count(*) FILTER (WHERE h.event_type = 'indexerRss')::int AS "numberOfRssQueries",
        count(*) FILTER (WHERE h.event_type = 'indexerAuth')::int AS "numberOfAuthQueries",
        count(*) FILTER (WHERE h.event_type = 'indexerQuery' AND NOT h.successful)::int AS "numberOfFailedQueries",
        count(*) FILTER (WHERE h.event_type = 'releaseGrabbed' AND NOT h.successful)::int AS "numberOfFailedGrabs",
        count(*) FILTER (WHERE h.event_type = 'indexerRss' AND NOT h.successful)::int AS "numberOfFailedRssQueries",
        count(*) FILTER (WHERE h.event_type = 'indexerAuth' AND NOT h.successful)::int AS "numberOfFailedAuthQueries"
       FROM ${from}
       GROUP BY h.indexer_id ORDER BY h.indexer_id`,
      params,
    );
    return rows as unknown as IndexerStatsRow[];
  }

  /** Per user agent (`source`) or per caller host: queries (query + RSS) and grabs; auth events excluded. */
  async callerStats(filter: StatsFilter, by: 'source' | 'host'): Promise<CallerStatsRow[]> {
    const { from, params } = this.filterSql(filter);
    const rows: CallerStatsRow[] = await this.history.query(
      `SELECT h.${by} AS "key",
        count(*) FILTER (WHERE h.event_type IN ('indexerQuery', 'indexerRss'))::int AS "numberOfQueries",
        count(*) FILTER (WHERE h.event_type = 'releaseGrabbed')::int AS "numberOfGrabs"
       FROM ${from} AND h.event_type IN ('indexerQuery', 'indexerRss', 'releaseGrabbed')
       GROUP BY h.${by} ORDER BY h.${by}`,
      params,
    );
    return rows;
  }
}
