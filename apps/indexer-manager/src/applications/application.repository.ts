import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppIndexerMapEntity, ApplicationEntity } from './application.entity';

export type ApplicationRow = Omit<ApplicationEntity, 'id'>;

@Injectable()
export class ApplicationRepository {
  constructor(
    @InjectRepository(ApplicationEntity) private readonly apps: Repository<ApplicationEntity>,
    @InjectRepository(AppIndexerMapEntity) private readonly maps: Repository<AppIndexerMapEntity>,
  ) {}

  findAll(): Promise<ApplicationEntity[]> {
    return this.apps.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<ApplicationEntity | null> {
    return this.apps.findOneBy({ id });
  }

  insert(row: ApplicationRow): Promise<ApplicationEntity> {
    return this.apps.save(this.apps.create(row as never) as unknown as ApplicationEntity);
  }

  async update(id: number, row: ApplicationRow): Promise<void> {
    await this.apps.update({ id }, row as never);
  }

  async delete(id: number): Promise<void> {
    await this.maps.delete({ appId: id });
    await this.apps.delete({ id });
  }

  findMappings(appId: number): Promise<AppIndexerMapEntity[]> {
    return this.maps.find({ where: { appId }, order: { indexerId: 'ASC' } });
  }

  async saveMapping(appId: number, indexerId: number, remoteIndexerId: number, remoteIndexerName: string): Promise<void> {
    await this.maps.upsert({ appId, indexerId, remoteIndexerId, remoteIndexerName }, ['appId', 'indexerId']);
  }

  async deleteMapping(id: number): Promise<void> {
    await this.maps.delete({ id });
  }
}
