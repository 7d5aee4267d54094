import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { EpisodeFileEntity } from './episode-file.entity';
import { EpisodeEntity } from './episode.entity';

@Injectable()
export class EpisodeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get episodes() {
    return this.dataSource.getRepository(EpisodeEntity);
  }

  private get files() {
    return this.dataSource.getRepository(EpisodeFileEntity);
  }

  find(filter: { seriesId?: number; seasonNumber?: number; episodeIds?: number[]; episodeFileId?: number }): Promise<EpisodeEntity[]> {
    const where: FindOptionsWhere<EpisodeEntity> = {};
    if (filter.seriesId !== undefined) where.seriesId = filter.seriesId;
    if (filter.seasonNumber !== undefined) where.seasonNumber = filter.seasonNumber;
    if (filter.episodeIds !== undefined) where.id = In(filter.episodeIds);
    if (filter.episodeFileId !== undefined) where.episodeFileId = filter.episodeFileId;
    return this.episodes.find({ where, order: { seriesId: 'ASC', seasonNumber: 'ASC', episodeNumber: 'ASC' } });
  }

  findBySeries(seriesId: number): Promise<EpisodeEntity[]> {
    return this.find({ seriesId });
  }

  findById(id: number): Promise<EpisodeEntity | null> {
    return this.episodes.findOneBy({ id });
  }

  async seasonNumbers(seriesId: number): Promise<number[]> {
    const rows: Array<{ season_number: number }> = await this.episodes
      .createQueryBuilder('e')
      .select('DISTINCT e.season_number', 'season_number')
      .where('e.series_id = :seriesId', { seriesId })
      .getRawMany();
    return rows.map((row) => row.season_number);
  }

  async setMonitored(ids: number[], monitored: boolean): Promise<void> {
    if (ids.length > 0) await this.episodes.update({ id: In(ids) }, { monitored });
  }

  async setSeasonMonitored(seriesId: number, seasonNumber: number, monitored: boolean, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(EpisodeEntity).update({ seriesId, seasonNumber }, { monitored });
  }

  findFiles(filter: { seriesId?: number; ids?: number[] }): Promise<EpisodeFileEntity[]> {
    const where: FindOptionsWhere<EpisodeFileEntity> = {};
    if (filter.seriesId !== undefined) where.seriesId = filter.seriesId;
    if (filter.ids !== undefined) where.id = In(filter.ids);
    return this.files.find({ where, order: { seasonNumber: 'ASC', relativePath: 'ASC' } });
  }

  findFile(id: number): Promise<EpisodeFileEntity | null> {
    return this.files.findOneBy({ id });
  }

  async saveFiles(files: EpisodeFileEntity[]): Promise<void> {
    await this.dataSource.transaction((manager) => manager.getRepository(EpisodeFileEntity).save(files).then(() => undefined));
  }

  /** Deletes file rows; their episodes lose the link in the same transaction. */
  async deleteFiles(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(EpisodeEntity).update({ episodeFileId: In(ids) }, { episodeFileId: null });
      await manager.getRepository(EpisodeFileEntity).delete({ id: In(ids) });
    });
  }
}
