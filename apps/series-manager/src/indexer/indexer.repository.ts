import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not } from 'typeorm';
import { DownloadClientEntity } from '../download/download-client.entity';
import { IndexerEntity } from './indexer.entity';

export type IndexerRow = Omit<IndexerEntity, 'id'>;

@Injectable()
export class IndexerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get indexers() {
    return this.dataSource.getRepository(IndexerEntity);
  }

  findAll(): Promise<IndexerEntity[]> {
    return this.indexers.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<IndexerEntity | null> {
    return this.indexers.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<IndexerEntity[]> {
    return this.indexers.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  async insert(row: IndexerRow): Promise<IndexerEntity> {
    return this.indexers.save(this.indexers.create(row));
  }

  async update(id: number, row: Partial<IndexerRow>): Promise<void> {
    await this.indexers.update({ id }, row as never);
  }

  async delete(ids: number[]): Promise<void> {
    await this.indexers.delete({ id: In(ids) });
  }

  /** Whether another indexer already has this name (case-insensitive, as Sonarr checks). */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const query = this.indexers.createQueryBuilder('i').where('lower(i.name) = lower(:name)', { name });
    if (exceptId !== undefined) query.andWhere({ id: Not(exceptId) });
    return (await query.getCount()) > 0;
  }

  /** Whether a download client with this id exists (an indexer may name the client its releases go to). */
  async downloadClientExists(id: number): Promise<boolean> {
    return (await this.dataSource.getRepository(DownloadClientEntity).countBy({ id })) > 0;
  }
}
