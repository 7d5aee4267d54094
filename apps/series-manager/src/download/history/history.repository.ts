import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fetchPage, type PagingRequest, type PagingResource } from '@arrstack/core';
import { Brackets, DataSource, In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { HistoryEntity, type HistoryEventType } from './history.entity';

export type HistoryRow = Omit<HistoryEntity, 'id' | 'date' | 'series'> & { date?: Date };

export interface HistoryFilter {
  eventTypes: HistoryEventType[];
  episodeId?: number;
  downloadId?: string;
  seriesIds: number[];
  qualityIds: number[];
  languageIds: number[];
}

@Injectable()
export class HistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(HistoryEntity);
  }

  async insert(rows: HistoryRow[], manager?: EntityManager): Promise<void> {
    if (rows.length === 0) return;
    await this.repo(manager).insert(rows as never);
  }

  findById(id: number): Promise<HistoryEntity | null> {
    return this.repo().findOneBy({ id });
  }

  page(filter: HistoryFilter, paging: PagingRequest): Promise<PagingResource<HistoryEntity>> {
    const query = this.repo().createQueryBuilder('history').leftJoin('history.series', 'series');
    if (filter.eventTypes.length > 0) query.andWhere('history.eventType IN (:...eventTypes)', { eventTypes: filter.eventTypes });
    if (filter.episodeId !== undefined) query.andWhere('history.episodeId = :episodeId', { episodeId: filter.episodeId });
    if (filter.downloadId !== undefined) query.andWhere('history.downloadId = :downloadId', { downloadId: filter.downloadId });
    if (filter.seriesIds.length > 0) query.andWhere('history.seriesId IN (:...seriesIds)', { seriesIds: filter.seriesIds });
    if (filter.qualityIds.length > 0) {
      query.andWhere(`(history.quality -> 'quality' ->> 'id')::int IN (:...qualityIds)`, { qualityIds: filter.qualityIds });
    }
    if (filter.languageIds.length > 0) {
      query.andWhere(
        new Brackets((q) =>
          filter.languageIds.forEach((id, i) => q.orWhere(`history.languages @> :lang${i}::jsonb`, { [`lang${i}`]: JSON.stringify([{ id }]) })),
        ),
      );
    }
    return fetchPage(query, paging, (row) => row, 'history.id');
  }

  since(date: Date, eventType?: HistoryEventType): Promise<HistoryEntity[]> {
    return this.repo().find({ where: { date: MoreThanOrEqual(date), ...(eventType ? { eventType } : {}) }, order: { date: 'ASC', id: 'ASC' } });
  }

  forSeries(seriesId: number, episodeIds: number[] | undefined, eventType?: HistoryEventType): Promise<HistoryEntity[]> {
    return this.repo().find({
      where: { seriesId, ...(episodeIds ? { episodeId: In(episodeIds) } : {}), ...(eventType ? { eventType } : {}) },
      order: { date: 'DESC', id: 'DESC' },
    });
  }

  forDownload(downloadId: string, eventType?: HistoryEventType): Promise<HistoryEntity[]> {
    return this.repo().find({ where: { downloadId, ...(eventType ? { eventType } : {}) }, order: { date: 'DESC', id: 'DESC' } });
  }
}
