import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { EpisodeFileEntity } from '../episode/episode-file.entity';
import { EpisodeEntity } from '../episode/episode.entity';
import { SeriesEntity } from './series.entity';

export interface SeasonStatisticsRow {
  seriesId: number;
  seasonNumber: number;
  episodeFileCount: number;
  episodeCount: number;
  totalEpisodeCount: number;
  sizeOnDisk: number;
  releaseGroups: string[];
}

/** A file found by a scan, ready to store, with the episode numbers it holds. */
export interface FileToStore {
  relativePath: string;
  seasonNumber: number;
  size: number;
  quality: EpisodeFileEntity['quality'];
  releaseGroup: string | null;
  languages: EpisodeFileEntity['languages'];
  episodes: Array<{
    seasonNumber: number;
    episodeNumber: number;
    absoluteEpisodeNumber: number | null;
    title?: string;
    airDate?: string;
    overview?: string;
    runtime?: number;
  }>;
}

@Injectable()
export class SeriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }

  private get series() {
    return this.dataSource.getRepository(SeriesEntity);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  list(filter: { tvdbId?: number } = {}): Promise<SeriesEntity[]> {
    return this.series.find({ where: filter.tvdbId === undefined ? {} : { tvdbId: filter.tvdbId }, order: { sortTitle: 'ASC', id: 'ASC' } });
  }

  findById(id: number): Promise<SeriesEntity | null> {
    return this.series.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<SeriesEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.series.findBy({ id: In(ids) });
  }

  findByTvdbId(tvdbId: number): Promise<SeriesEntity | null> {
    return this.series.findOneBy({ tvdbId });
  }

  findByPath(path: string): Promise<SeriesEntity | null> {
    return this.series.findOneBy({ path });
  }

  async slugExists(slug: string): Promise<boolean> {
    return (await this.series.countBy({ titleSlug: slug })) > 0;
  }

  async profileExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM "${this.schema}"."quality_profile" WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  async allPaths(): Promise<string[]> {
    const rows: Array<{ path: string }> = await this.dataSource.query(`SELECT path FROM "${this.schema}"."series"`);
    return rows.map((row) => row.path);
  }

  async allTvdbIds(): Promise<number[]> {
    const rows: Array<{ tvdb_id: number }> = await this.dataSource.query(`SELECT tvdb_id FROM "${this.schema}"."series" WHERE tvdb_id > 0`);
    return rows.map((row) => row.tvdb_id);
  }

  save(entity: SeriesEntity, manager?: EntityManager): Promise<SeriesEntity> {
    return (manager ?? this.dataSource.manager).getRepository(SeriesEntity).save(entity);
  }

  async delete(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.series.delete({ id: In(ids) });
  }

  /**
   * Per-season statistics for the given series (all when omitted), computed in two grouped queries.
   * episodeCount counts episodes that have a file, or are monitored and have aired, as Sonarr does.
   */
  async seasonStatistics(seriesIds?: number[]): Promise<SeasonStatisticsRow[]> {
    const ids = seriesIds ?? null;
    const episodes: Array<{ series_id: number; season_number: number; with_file: string; counted: string; total: string }> =
      await this.dataSource.query(
        `SELECT series_id, season_number,
                count(*) FILTER (WHERE episode_file_id IS NOT NULL) AS with_file,
                count(*) FILTER (WHERE episode_file_id IS NOT NULL OR (monitored AND air_date_utc IS NOT NULL AND air_date_utc <= now())) AS counted,
                count(*) AS total
           FROM "${this.schema}"."episode"
          WHERE $1::int[] IS NULL OR series_id = ANY($1::int[])
          GROUP BY series_id, season_number`,
        [ids],
      );
    const files: Array<{ series_id: number; season_number: number; size: string; groups: string[] | null }> = await this.dataSource.query(
      `SELECT series_id, season_number, sum(size) AS size,
              array_agg(DISTINCT release_group) FILTER (WHERE release_group IS NOT NULL) AS groups
         FROM "${this.schema}"."episode_file"
        WHERE $1::int[] IS NULL OR series_id = ANY($1::int[])
        GROUP BY series_id, season_number`,
      [ids],
    );
    const rows = new Map<string, SeasonStatisticsRow>();
    const row = (seriesId: number, seasonNumber: number) => {
      const key = `${seriesId}:${seasonNumber}`;
      let found = rows.get(key);
      if (!found) {
        found = { seriesId, seasonNumber, episodeFileCount: 0, episodeCount: 0, totalEpisodeCount: 0, sizeOnDisk: 0, releaseGroups: [] };
        rows.set(key, found);
      }
      return found;
    };
    for (const e of episodes) {
      Object.assign(row(e.series_id, e.season_number), { episodeFileCount: Number(e.with_file), episodeCount: Number(e.counted), totalEpisodeCount: Number(e.total) });
    }
    for (const f of files) Object.assign(row(f.series_id, f.season_number), { sizeOnDisk: Number(f.size), releaseGroups: f.groups ?? [] });
    return [...rows.values()];
  }

  /**
   * Brings the stored files and episodes of a series in line with a scan, in one transaction: files that are
   * gone are removed (their episodes lose the link), found files are inserted or updated, and missing episodes
   * are created with the given monitored flag. Returns the ids of the episodes created.
   */
  async storeScan(seriesId: number, files: FileToStore[], newEpisodeMonitored: (seasonNumber: number) => boolean): Promise<number[]> {
    return this.dataSource.transaction(async (manager) => {
      const fileRepo = manager.getRepository(EpisodeFileEntity);
      const episodeRepo = manager.getRepository(EpisodeEntity);
      const existing = await fileRepo.findBy({ seriesId });
      const found = new Set(files.map((f) => f.relativePath));
      const gone = existing.filter((f) => !found.has(f.relativePath)).map((f) => f.id);
      if (gone.length > 0) {
        await episodeRepo.update({ episodeFileId: In(gone) }, { episodeFileId: null });
        await fileRepo.delete({ id: In(gone) });
      }
      const byPath = new Map(existing.map((f) => [f.relativePath, f]));
      const episodes = await episodeRepo.findBy({ seriesId });
      const byNumber = new Map(episodes.map((e) => [`${e.seasonNumber}:${e.episodeNumber}`, e]));
      const created: number[] = [];
      for (const file of files) {
        const previous = byPath.get(file.relativePath);
        const row = previous
          ? Object.assign(previous, { size: file.size, seasonNumber: file.seasonNumber, quality: file.quality, releaseGroup: file.releaseGroup, languages: file.languages })
          : fileRepo.create({ seriesId, relativePath: file.relativePath, seasonNumber: file.seasonNumber, size: file.size, quality: file.quality, releaseGroup: file.releaseGroup, languages: file.languages, sceneName: null });
        const saved = await fileRepo.save(row);
        for (const info of file.episodes) {
          const key = `${info.seasonNumber}:${info.episodeNumber}`;
          let episode = byNumber.get(key);
          if (!episode) {
            episode = episodeRepo.create({
              seriesId,
              seasonNumber: info.seasonNumber,
              episodeNumber: info.episodeNumber,
              absoluteEpisodeNumber: info.absoluteEpisodeNumber,
              title: info.title ?? 'TBA',
              airDate: info.airDate ?? null,
              airDateUtc: info.airDate ? new Date(`${info.airDate}T00:00:00Z`) : null,
              overview: info.overview ?? null,
              runtime: info.runtime ?? 0,
              monitored: newEpisodeMonitored(info.seasonNumber),
              episodeFileId: saved.id,
              lastSearchTime: null,
            });
            episode = await episodeRepo.save(episode);
            created.push(episode.id);
            byNumber.set(key, episode);
          } else {
            episode.episodeFileId = saved.id;
            if (info.title && (episode.title === 'TBA' || !episode.title)) episode.title = info.title;
            if (info.airDate && !episode.airDate) {
              episode.airDate = info.airDate;
              episode.airDateUtc = new Date(`${info.airDate}T00:00:00Z`);
            }
            if (info.overview && !episode.overview) episode.overview = info.overview;
            if (info.absoluteEpisodeNumber !== null && episode.absoluteEpisodeNumber === null) episode.absoluteEpisodeNumber = info.absoluteEpisodeNumber;
            await episodeRepo.save(episode);
          }
        }
      }
      return created;
    });
  }
}
