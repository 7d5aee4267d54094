import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { IndexerCapabilities } from '@arrstack/newznab';
import { IndexerEntity } from './indexer.entity';
import { IndexerStatusEntity } from './indexer-status.entity';
import type { BackoffState } from './backoff';

export type IndexerRow = Omit<IndexerEntity, 'id' | 'added' | 'capabilities'>;

@Injectable()
export class IndexerRepository {
  constructor(
    @InjectRepository(IndexerEntity) private readonly indexers: Repository<IndexerEntity>,
    @InjectRepository(IndexerStatusEntity) private readonly statuses: Repository<IndexerStatusEntity>,
  ) {}

  findAll(): Promise<IndexerEntity[]> {
    return this.indexers.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<IndexerEntity | null> {
    return this.indexers.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<IndexerEntity[]> {
    return this.indexers.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const query = this.indexers.createQueryBuilder('i').where('lower(i.name) = lower(:name)', { name });
    if (exceptId !== undefined) query.andWhere('i.id <> :id', { id: exceptId });
    return (await query.getCount()) > 0;
  }

  insert(row: IndexerRow): Promise<IndexerEntity> {
    return this.indexers.save(this.indexers.create(row));
  }

  async update(id: number, row: Partial<IndexerRow>): Promise<void> {
    await this.indexers.update({ id }, row as never);
  }

  async saveCapabilities(id: number, capabilities: IndexerCapabilities): Promise<void> {
    await this.indexers.update({ id }, { capabilities } as never);
  }

  async delete(ids: number[]): Promise<void> {
    await this.statuses.delete({ indexerId: In(ids) });
    await this.indexers.delete({ id: In(ids) });
  }

  findStatuses(): Promise<IndexerStatusEntity[]> {
    return this.statuses.find({ order: { indexerId: 'ASC' } });
  }

  findStatus(indexerId: number): Promise<IndexerStatusEntity | null> {
    return this.statuses.findOneBy({ indexerId });
  }

  async saveStatus(indexerId: number, state: BackoffState): Promise<void> {
    if (state.escalationLevel === 0) {
      await this.statuses.delete({ indexerId });
      return;
    }
    await this.statuses.upsert({ indexerId, ...state }, ['indexerId']);
  }

}
