import { Injectable } from '@nestjs/common';
import { readPaging, ValidationError, type PagingResource } from '@arrstack/core';
import { queryEnumList, queryFlag, queryInt, queryIntList } from '../query-params';
import { RelatedResources } from '../related-resources';
import type { HistoryEntity, HistoryEventType } from './history.entity';
import { HistoryRepository } from './history.repository';
import { HISTORY_EVENT_TYPES, toHistoryResource, type HistoryResource } from './history.resource';

const HISTORY_PAGING = {
  sortKeys: {
    date: 'history.date',
    eventType: 'history.eventType',
    sourceTitle: 'history.sourceTitle',
    'series.sortTitle': 'series.sortTitle',
    'episodes.airDateUtc': 'history.date',
  },
  defaultSortKey: 'date',
  defaultSortDirection: 'descending' as const,
};

type Query = Record<string, unknown>;

function eventTypeOf(raw: unknown): HistoryEventType | undefined {
  const [type] = queryEnumList('eventType', raw, HISTORY_EVENT_TYPES);
  return type === 'unknown' ? undefined : type;
}

/** `GET /history`, `/history/since`, `/history/series`. */
@Injectable()
export class HistoryService {
  constructor(
    private readonly history: HistoryRepository,
    private readonly related: RelatedResources,
  ) {}

  async page(query: Query): Promise<PagingResource<HistoryResource>> {
    const paging = readPaging(query, HISTORY_PAGING);
    const downloadId = typeof query.downloadId === 'string' && query.downloadId !== '' ? query.downloadId : undefined;
    const page = await this.history.page(
      {
        eventTypes: queryEnumList('eventType', query.eventType, HISTORY_EVENT_TYPES).filter((t): t is HistoryEventType => t !== 'unknown'),
        episodeId: queryInt('episodeId', query.episodeId),
        downloadId,
        seriesIds: queryIntList('seriesIds', query.seriesIds ?? query.seriesId),
        qualityIds: queryIntList('quality', query.quality),
        languageIds: queryIntList('languages', query.languages),
      },
      paging,
    );
    return { ...page, records: await this.withRelated(page.records, query) };
  }

  async since(query: Query): Promise<HistoryResource[]> {
    const date = typeof query.date === 'string' ? new Date(query.date) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw ValidationError.single('date', "'date' must be an ISO-8601 date", query.date);
    return this.withRelated(await this.history.since(date, eventTypeOf(query.eventType)), query);
  }

  async forSeries(query: Query): Promise<HistoryResource[]> {
    const seriesId = queryInt('seriesId', query.seriesId);
    if (seriesId === undefined) throw ValidationError.single('seriesId', "'seriesId' is required", query.seriesId);
    const seasonNumber = queryInt('seasonNumber', query.seasonNumber);
    const episodeIds = seasonNumber === undefined ? undefined : (await this.related.seasonEpisodes(seriesId, seasonNumber)).map((e) => e.id);
    return this.withRelated(await this.history.forSeries(seriesId, episodeIds, eventTypeOf(query.eventType)), query);
  }

  private async withRelated(rows: HistoryEntity[], query: Query): Promise<HistoryResource[]> {
    const [series, episodes] = await Promise.all([
      queryFlag(query.includeSeries) ? this.related.series(rows.map((r) => r.seriesId)) : undefined,
      queryFlag(query.includeEpisode) ? this.related.episodes(rows.map((r) => r.episodeId)) : undefined,
    ]);
    return rows.map((row) => {
      const resource = toHistoryResource(row);
      const s = series?.get(row.seriesId);
      const e = episodes?.get(row.episodeId);
      return { ...resource, ...(s ? { series: s } : {}), ...(e ? { episode: e } : {}) };
    });
  }
}
