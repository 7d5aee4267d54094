import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not } from 'typeorm';
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

  async delete(ids: number[]): Promise<void> {
    await this.clients.delete({ id: In(ids) });
  }

  /** Whether another client already has this name (case-insensitive, as Sonarr checks). */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const query = this.clients.createQueryBuilder('c').where('lower(c.name) = lower(:name)', { name });
    if (exceptId !== undefined) query.andWhere({ id: Not(exceptId) });
    return (await query.getCount()) > 0;
  }
}
