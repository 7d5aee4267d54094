import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fetchPage, type PagingRequest, type PagingResource } from '@arrstack/core';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { QueueItemEntity, TrackedDownloadEntity, type TrackedDownloadState } from './tracked-download.entity';

export type TrackedDownloadRow = Omit<TrackedDownloadEntity, 'id' | 'items' | 'series'>;

/** States that have left the queue. */
export const FINISHED_STATES: TrackedDownloadState[] = ['imported', 'failed', 'ignored'];

export interface QueueFilter {
  seriesIds: number[];
  protocol?: string;
  statuses: string[];
  qualityIds: number[];
}

@Injectable()
export class TrackedDownloadRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private downloads(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(TrackedDownloadEntity);
  }

  private items(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(QueueItemEntity);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Stores a grab (a re-grab of the same download replaces it) with one queue item per episode. */
  async upsert(row: TrackedDownloadRow, manager: EntityManager): Promise<TrackedDownloadEntity> {
    const repo = this.downloads(manager);
    const existing = await repo.findOneBy({ downloadClientId: row.downloadClientId, downloadId: row.downloadId });
    const saved = existing ? await repo.save(repo.merge(existing, row)) : await repo.save(repo.create(row));
    await this.items(manager).delete({ trackedDownloadId: saved.id, episodeId: Not(In(row.episodeIds.length > 0 ? row.episodeIds : [0])) });
    await this.items(manager)
      .createQueryBuilder()
      .insert()
      .values(row.episodeIds.map((episodeId) => ({ trackedDownloadId: saved.id, episodeId })))
      .orIgnore()
      .execute();
    return saved;
  }

  findById(id: number): Promise<TrackedDownloadEntity | null> {
    return this.downloads().findOneBy({ id });
  }

  /** Downloads still in the queue (not imported, failed or ignored). */
  findActive(): Promise<TrackedDownloadEntity[]> {
    return this.downloads().find({ where: { state: Not(In(FINISHED_STATES)) }, order: { id: 'ASC' } });
  }

  findByDownloadId(downloadId: string): Promise<TrackedDownloadEntity[]> {
    return this.downloads().findBy({ downloadId });
  }

  async update(id: number, fields: Partial<TrackedDownloadRow>, manager?: EntityManager): Promise<void> {
    await this.downloads(manager).update({ id }, fields as never);
  }

  /** Moves a download out of the queue: its queue items go, the row stays for history lookups. */
  async finish(id: number, state: TrackedDownloadState, manager?: EntityManager): Promise<void> {
    await this.downloads(manager).update({ id }, { state });
  }

  findQueueItem(id: number): Promise<QueueItemEntity | null> {
    return this.items().findOne({ where: { id }, relations: { trackedDownload: true } });
  }

  findQueueItems(ids: number[]): Promise<QueueItemEntity[]> {
    return this.items().find({ where: { id: In(ids) }, relations: { trackedDownload: true } });
  }

  private activeItems() {
    return this.items()
      .createQueryBuilder('item')
      .innerJoinAndSelect('item.trackedDownload', 'download')
      .leftJoin('download.series', 'series')
      .where('download.state NOT IN (:...finished)', { finished: FINISHED_STATES });
  }

  page(filter: QueueFilter, paging: PagingRequest): Promise<PagingResource<QueueItemEntity>> {
    const query = this.activeItems();
    if (filter.seriesIds.length > 0) query.andWhere('download.seriesId IN (:...seriesIds)', { seriesIds: filter.seriesIds });
    if (filter.protocol) query.andWhere('download.protocol = :protocol', { protocol: filter.protocol });
    if (filter.statuses.length > 0) query.andWhere('download.status IN (:...statuses)', { statuses: filter.statuses });
    if (filter.qualityIds.length > 0) {
      query.andWhere(`(download.quality -> 'quality' ->> 'id')::int IN (:...qualityIds)`, { qualityIds: filter.qualityIds });
    }
    return fetchPage(query, paging, (row) => row, 'item.id');
  }

  details(seriesId: number | undefined, episodeIds: number[]): Promise<QueueItemEntity[]> {
    const query = this.activeItems();
    if (seriesId !== undefined) query.andWhere('download.seriesId = :seriesId', { seriesId });
    if (episodeIds.length > 0) query.andWhere('item.episodeId IN (:...episodeIds)', { episodeIds });
    return query.orderBy('item.id', 'ASC').getMany();
  }

  /** Episodes of the series with a download in the queue. */
  async episodeIdsInQueue(seriesId: number): Promise<number[]> {
    const rows: Array<{ episodeId: number }> = await this.activeItems()
      .andWhere('download.seriesId = :seriesId', { seriesId })
      .select('DISTINCT item.episodeId', 'episodeId')
      .getRawMany();
    return rows.map((row) => Number(row.episodeId)).sort((a, b) => a - b);
  }

  /** Counts for `GET /queue/status`: queue items, and whether any download carries an error or a warning. */
  async status(): Promise<{ count: number; errors: boolean; warnings: boolean }> {
    const row: { count: string; errors: boolean | null; warnings: boolean | null } | undefined = await this.activeItems()
      .select('COUNT(*)', 'count')
      .addSelect(`bool_or(download.trackedStatus = 'error')`, 'errors')
      .addSelect(`bool_or(download.trackedStatus = 'warning')`, 'warnings')
      .getRawOne();
    return { count: Number(row?.count ?? 0), errors: row?.errors === true, warnings: row?.warnings === true };
  }
}
