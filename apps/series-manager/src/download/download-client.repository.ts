import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not } from 'typeorm';
import { IndexerEntity } from '../indexer/indexer.entity';
import { DownloadClientEntity } from './download-client.entity';

export type DownloadClientRow = Omit<DownloadClientEntity, 'id'>;

@Injectable()
export class DownloadClientRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get clients() {
    return this.dataSource.getRepository(DownloadClientEntity);
  }

  findAll(): Promise<DownloadClientEntity[]> {
    return this.clients.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<DownloadClientEntity | null> {
    return this.clients.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<DownloadClientEntity[]> {
    return this.clients.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  findEnabled(): Promise<DownloadClientEntity[]> {
    return this.clients.find({ where: { enable: true }, order: { priority: 'ASC', id: 'ASC' } });
  }

  async insert(row: DownloadClientRow): Promise<DownloadClientEntity> {
    return this.clients.save(this.clients.create(row));
  }

  async update(id: number, row: Partial<DownloadClientRow>): Promise<void> {
    await this.clients.update({ id }, row as never);
  }

  /** Indexers that sent their releases to a deleted client go back to any client. */
  async delete(ids: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(IndexerEntity).update({ downloadClientId: In(ids) }, { downloadClientId: 0 });
      await manager.getRepository(DownloadClientEntity).delete({ id: In(ids) });
    });
  }

  /** The client an indexer sends its releases to (0: any). */
  async clientIdOfIndexer(indexerId: number): Promise<number> {
    const row = await this.dataSource.getRepository(IndexerEntity).findOne({ where: { id: indexerId }, select: { id: true, downloadClientId: true } });
    return row?.downloadClientId ?? 0;
  }

  /** Whether another client already has this name (case-insensitive, as Sonarr checks). */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const query = this.clients.createQueryBuilder('c').where('lower(c.name) = lower(:name)', { name });
    if (exceptId !== undefined) query.andWhere({ id: Not(exceptId) });
    return (await query.getCount()) > 0;
  }
}
