import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { EpisodeFileEntity } from '../episode/episode-file.entity';
import type { ProviderEpisode } from '../metadata/metadata-provider';
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

/** Rows per set-based insert; keeps each statement's parameters small. */
const CHUNK = 2000;

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

  findByTvMazeId(tvMazeId: number): Promise<SeriesEntity | null> {
    return this.series.findOneBy({ tvMazeId });
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

  async languageProfileExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM "${this.schema}"."language_profile" WHERE id = $1`, [id]);
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

  /**
   * Writes an editor change in one statement: the shared fields from `changes` (absent = unchanged) and each
   * series' own path and tags from the rows.
   */
  async bulkEdit(rows: Array<Pick<SeriesEntity, 'id' | 'path' | 'tags'>>, changes: Partial<Pick<SeriesEntity, 'monitored' | 'monitorNewItems' | 'qualityProfileId' | 'languageProfileId' | 'seriesType' | 'seasonFolder'>>): Promise<void> {
    if (rows.length === 0) return;
    await this.dataSource.query(
      `UPDATE "${this.schema}"."series" AS s SET
              monitored = coalesce($4::boolean, s.monitored),
              monitor_new_items = coalesce($5::varchar, s.monitor_new_items),
              quality_profile_id = coalesce($6::int, s.quality_profile_id),
              series_type = coalesce($7::varchar, s.series_type),
              season_folder = coalesce($8::boolean, s.season_folder),
              language_profile_id = coalesce($9::int, s.language_profile_id),
              path = r.path,
              tags = ARRAY(SELECT jsonb_array_elements_text(r.tags)::int)
         FROM unnest($1::int[], $2::text[], $3::jsonb[]) AS r(id, path, tags)
        WHERE s.id = r.id`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.path),
        rows.map((r) => JSON.stringify(r.tags)),
        changes.monitored ?? null,
        changes.monitorNewItems ?? null,
        changes.qualityProfileId ?? null,
        changes.seriesType ?? null,
        changes.seasonFolder ?? null,
        changes.languageProfileId ?? null,
      ],
    );
  }

  async setPath(id: number, path: string): Promise<void> {
    await this.dataSource.query(`UPDATE "${this.schema}"."series" SET path = $2 WHERE id = $1`, [id, path]);
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
    const episodeRows: Promise<Array<{ series_id: number; season_number: number; with_file: string; counted: string; total: string }>> =
      this.dataSource.query(
        `SELECT series_id, season_number,
                count(*) FILTER (WHERE episode_file_id IS NOT NULL) AS with_file,
                count(*) FILTER (WHERE episode_file_id IS NOT NULL OR (monitored AND air_date_utc IS NOT NULL AND air_date_utc <= now())) AS counted,
                count(*) AS total
           FROM "${this.schema}"."episode"
          WHERE $1::int[] IS NULL OR series_id = ANY($1::int[])
          GROUP BY series_id, season_number`,
        [ids],
      );
    const fileRows: Promise<Array<{ series_id: number; season_number: number; size: string; groups: string[] | null }>> = this.dataSource.query(
      `SELECT series_id, season_number, sum(size) AS size,
              array_agg(DISTINCT release_group) FILTER (WHERE release_group IS NOT NULL) AS groups
         FROM "${this.schema}"."episode_file"
        WHERE $1::int[] IS NULL OR series_id = ANY($1::int[])
        GROUP BY series_id, season_number`,
      [ids],
    );
    // Two independent aggregates, run side by side on two pooled connections.
    const [episodes, files] = await Promise.all([episodeRows, fileRows]);
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
   * Brings the stored files and episodes of a series in line with a scan, in one transaction and a handful of
   * set-based statements: files that are gone are removed (their episodes lose the link), found files are
   * inserted (an existing file keeps its quality and release group, which users may have edited; only its
   * size is refreshed), and episodes are inserted or linked. Returns the ids of the episodes created.
   */
  async storeScan(seriesId: number, files: FileToStore[], newEpisodeMonitored: (seasonNumber: number) => boolean): Promise<number[]> {
    const schema = this.schema;
    return this.dataSource.transaction(async (manager) => {
      const paths = files.map((f) => f.relativePath);
      await manager.query(
        `UPDATE "${schema}"."episode" SET episode_file_id = NULL
          WHERE series_id = $1 AND episode_file_id IN
                (SELECT id FROM "${schema}"."episode_file" WHERE series_id = $1 AND NOT (relative_path = ANY($2::text[])))`,
        [seriesId, paths],
      );
      await manager.query(`DELETE FROM "${schema}"."episode_file" WHERE series_id = $1 AND NOT (relative_path = ANY($2::text[]))`, [seriesId, paths]);
      const fileIds = new Map<string, number>();
      for (let offset = 0; offset < files.length; offset += CHUNK) {
        const chunk = files.slice(offset, offset + CHUNK);
        const rows: Array<{ id: number; relative_path: string }> = await manager.query(
          `INSERT INTO "${schema}"."episode_file" (series_id, relative_path, season_number, size, quality, release_group, languages)
           SELECT $1, r.relative_path, r.season_number, r.size, r.quality, r.release_group, r.languages
             FROM unnest($2::text[], $3::int[], $4::bigint[], $5::jsonb[], $6::text[], $7::jsonb[])
                  AS r(relative_path, season_number, size, quality, release_group, languages)
           ON CONFLICT (series_id, relative_path) DO UPDATE SET size = EXCLUDED.size
           RETURNING id, relative_path`,
          [
            seriesId,
            chunk.map((f) => f.relativePath),
            chunk.map((f) => f.seasonNumber),
            chunk.map((f) => f.size),
            chunk.map((f) => JSON.stringify(f.quality)),
            chunk.map((f) => f.releaseGroup),
            chunk.map((f) => JSON.stringify(f.languages)),
          ],
        );
        for (const row of rows) fileIds.set(row.relative_path, row.id);
      }
      // One row per episode; when two files claim an episode the later path wins.
      const episodes = new Map<string, FileToStore['episodes'][number] & { fileId: number }>();
      for (const file of files) {
        for (const info of file.episodes) episodes.set(`${info.seasonNumber}:${info.episodeNumber}`, { ...info, fileId: fileIds.get(file.relativePath)! });
      }
      const list = [...episodes.values()];
      const created: number[] = [];
      for (let offset = 0; offset < list.length; offset += CHUNK) {
        const chunk = list.slice(offset, offset + CHUNK);
        const rows: Array<{ id: number; inserted: boolean }> = await manager.query(
          `INSERT INTO "${schema}"."episode"
                  (series_id, season_number, episode_number, absolute_episode_number, title, air_date, air_date_utc, overview, runtime, monitored, episode_file_id)
           SELECT $1, r.season_number, r.episode_number, r.absolute_number, coalesce(r.title, 'TBA'), r.air_date,
                  CASE WHEN r.air_date IS NULL THEN NULL ELSE (r.air_date || 'T00:00:00Z')::timestamptz END,
                  r.overview, coalesce(r.runtime, 0), r.monitored, r.file_id
             FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::varchar[], $7::text[], $8::int[], $9::bool[], $10::int[])
                  AS r(season_number, episode_number, absolute_number, title, air_date, overview, runtime, monitored, file_id)
           ON CONFLICT (series_id, season_number, episode_number) DO UPDATE SET
                  episode_file_id = EXCLUDED.episode_file_id,
                  title = CASE WHEN episode.title = 'TBA' THEN EXCLUDED.title ELSE episode.title END,
                  air_date = coalesce(episode.air_date, EXCLUDED.air_date),
                  air_date_utc = coalesce(episode.air_date_utc, EXCLUDED.air_date_utc),
                  overview = coalesce(episode.overview, EXCLUDED.overview),
                  absolute_episode_number = coalesce(episode.absolute_episode_number, EXCLUDED.absolute_episode_number)
           RETURNING id, (xmax = 0) AS inserted`,
          [
            seriesId,
            chunk.map((e) => e.seasonNumber),
            chunk.map((e) => e.episodeNumber),
            chunk.map((e) => e.absoluteEpisodeNumber),
            chunk.map((e) => e.title ?? null),
            chunk.map((e) => e.airDate ?? null),
            chunk.map((e) => e.overview ?? null),
            chunk.map((e) => e.runtime ?? null),
            chunk.map((e) => newEpisodeMonitored(e.seasonNumber)),
            chunk.map((e) => e.fileId),
          ],
        );
        for (const row of rows) if (row.inserted) created.push(row.id);
      }
      return created;
    });
  }

  /**
   * Inserts or updates the episodes a metadata provider lists; their files and monitored flags are left alone
   * (a scan links files afterwards). Episodes the provider no longer lists are deleted unless they have a file,
   * as Sonarr does on refresh. Returns the ids of the episodes created.
   */
  async storeProviderEpisodes(seriesId: number, episodes: ProviderEpisode[], newEpisodeMonitored: (seasonNumber: number) => boolean): Promise<number[]> {
    const schema = this.schema;
    return this.dataSource.transaction(async (manager) => {
      const created: number[] = [];
      for (let offset = 0; offset < episodes.length; offset += CHUNK) {
        const chunk = episodes.slice(offset, offset + CHUNK);
        const rows: Array<{ id: number; inserted: boolean }> = await manager.query(
          `INSERT INTO "${schema}"."episode"
                  (series_id, season_number, episode_number, title, air_date, air_date_utc, overview, runtime, monitored)
           SELECT $1, r.season_number, r.episode_number, r.title, r.air_date, r.air_date_utc, r.overview, r.runtime, r.monitored
             FROM unnest($2::int[], $3::int[], $4::text[], $5::varchar[], $6::timestamptz[], $7::text[], $8::int[], $9::bool[])
                  AS r(season_number, episode_number, title, air_date, air_date_utc, overview, runtime, monitored)
           ON CONFLICT (series_id, season_number, episode_number) DO UPDATE SET
                  title = EXCLUDED.title,
                  air_date = EXCLUDED.air_date,
                  air_date_utc = EXCLUDED.air_date_utc,
                  overview = coalesce(EXCLUDED.overview, episode.overview),
                  runtime = CASE WHEN EXCLUDED.runtime > 0 THEN EXCLUDED.runtime ELSE episode.runtime END
           RETURNING id, (xmax = 0) AS inserted`,
          [
            seriesId,
            chunk.map((e) => e.seasonNumber),
            chunk.map((e) => e.episodeNumber),
            chunk.map((e) => e.title),
            chunk.map((e) => e.airDate),
            chunk.map((e) => e.airDateUtc?.toISOString() ?? null),
            chunk.map((e) => e.overview),
            chunk.map((e) => e.runtime),
            chunk.map((e) => newEpisodeMonitored(e.seasonNumber)),
          ],
        );
        for (const row of rows) if (row.inserted) created.push(row.id);
      }
      await manager.query(
        `DELETE FROM "${schema}"."episode" e
          WHERE e.series_id = $1 AND e.episode_file_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS k(season_number, episode_number)
                             WHERE k.season_number = e.season_number AND k.episode_number = e.episode_number)`,
        [seriesId, episodes.map((e) => e.seasonNumber), episodes.map((e) => e.episodeNumber)],
      );
      return created;
    });
  }
}
