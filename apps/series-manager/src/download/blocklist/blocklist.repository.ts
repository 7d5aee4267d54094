import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fetchPage, type PagingRequest, type PagingResource } from '@arrstack/core';
import { DataSource, In, type EntityManager } from 'typeorm';
import { BlocklistEntity } from './blocklist.entity';

export type BlocklistRow = Omit<BlocklistEntity, 'id' | 'date' | 'series'>;

@Injectable()
export class BlocklistRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(BlocklistEntity);
  }

  async insert(row: BlocklistRow, manager?: EntityManager): Promise<void> {
    await this.repo(manager).insert(row as never);
  }

  findByIds(ids: number[]): Promise<BlocklistEntity[]> {
    return this.repo().findBy({ id: In(ids) });
  }

  async delete(ids: number[]): Promise<void> {
    await this.repo().delete({ id: In(ids) });
  }

  /** The series' entries whose title or guid could match (the fine match is the rules'). */
  candidates(seriesId: number, title: string, guid?: string): Promise<Array<Pick<BlocklistEntity, 'sourceTitle' | 'guid' | 'indexerId'>>> {
    const query = this.repo()
      .createQueryBuilder('b')
      .select(['b.sourceTitle', 'b.guid', 'b.indexerId'])
      .where('b.seriesId = :seriesId', { seriesId })
      .andWhere(guid ? '(lower(b.sourceTitle) = lower(:title) OR b.guid = :guid)' : 'lower(b.sourceTitle) = lower(:title)', { title: title.trim(), guid });
    return query.getMany();
  }

  page(filter: { seriesIds: number[]; protocols: string[] }, paging: PagingRequest): Promise<PagingResource<BlocklistEntity>> {
    const query = this.repo().createQueryBuilder('blocklist').leftJoin('blocklist.series', 'series');
    if (filter.seriesIds.length > 0) query.andWhere('blocklist.seriesId IN (:...seriesIds)', { seriesIds: filter.seriesIds });
    if (filter.protocols.length > 0) query.andWhere('blocklist.protocol IN (:...protocols)', { protocols: filter.protocols });
    return fetchPage(query, paging, (row) => row, 'blocklist.id');
  }
}
