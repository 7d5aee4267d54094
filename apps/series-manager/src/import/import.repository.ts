import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { EpisodeFileEntity } from '../episode/episode-file.entity';
import { EpisodeEntity } from '../episode/episode.entity';
import { SeriesEntity } from '../series/series.entity';

export interface NewEpisodeFile {
  seriesId: number;
  seasonNumber: number;
  relativePath: string;
  size: number;
  sceneName: string | null;
  releaseGroup: string | null;
  quality: EpisodeFileEntity['quality'];
  languages: EpisodeFileEntity['languages'];
}

/** The library as an import reads and changes it: series, their episodes and episode files. */
@Injectable()
export class ImportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  allSeries(): Promise<SeriesEntity[]> {
    return this.dataSource.getRepository(SeriesEntity).find({ order: { id: 'ASC' } });
  }

  findSeries(id: number): Promise<SeriesEntity | null> {
    return this.dataSource.getRepository(SeriesEntity).findOneBy({ id });
  }

  episodesOf(seriesId: number): Promise<EpisodeEntity[]> {
    return this.dataSource.getRepository(EpisodeEntity).find({ where: { seriesId }, order: { seasonNumber: 'ASC', episodeNumber: 'ASC' } });
  }

  findEpisodes(ids: number[]): Promise<EpisodeEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(EpisodeEntity).find({ where: { id: In(ids) }, order: { seasonNumber: 'ASC', episodeNumber: 'ASC' } });
  }

  findFiles(ids: number[]): Promise<EpisodeFileEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(EpisodeFileEntity).findBy({ id: In(ids) });
  }

  /** Files of the library, keyed by series id, for telling apart a download from a file already imported. */
  async filePathsOf(seriesIds: number[]): Promise<Array<{ seriesId: number; relativePath: string; id: number }>> {
    if (seriesIds.length === 0) return [];
    return this.dataSource.getRepository(EpisodeFileEntity).find({ where: { seriesId: In(seriesIds) }, select: { id: true, seriesId: true, relativePath: true } });
  }

  /**
   * Stores an imported file in one transaction: the replaced files' rows go (their episodes lose the link), the new
   * row is inserted and linked to its episodes. Returns the new row's id.
   */
  async storeImport(file: NewEpisodeFile, episodeIds: number[], replacedFileIds: number[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (replacedFileIds.length > 0) {
        await manager.getRepository(EpisodeEntity).update({ episodeFileId: In(replacedFileIds) }, { episodeFileId: null });
        await manager.getRepository(EpisodeFileEntity).delete({ id: In(replacedFileIds) });
      }
      const saved = await manager.getRepository(EpisodeFileEntity).save(Object.assign(new EpisodeFileEntity(), { ...file, dateAdded: new Date() }));
      await manager.getRepository(EpisodeEntity).update({ id: In(episodeIds) }, { episodeFileId: saved.id });
      return saved.id;
    });
  }
}
