import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { EpisodeFileEntity } from '../episode/episode-file.entity';
import { EpisodeEntity } from '../episode/episode.entity';
import { IndexerEntity } from '../indexer/indexer.entity';
import { QualityDefinitionEntity } from '../quality/quality-definition.entity';
import { QualityProfileEntity } from '../quality/quality-profile.entity';
import { SeriesEntity } from '../series/series.entity';
import { CachedReleaseEntity, PendingReleaseEntity, ScheduledTaskEntity } from './release.entities';

export type PendingRow = Omit<PendingReleaseEntity, 'id' | 'added'>;

/** Everything search reads and writes in the database. */
@Injectable()
export class ReleaseRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  series(id: number): Promise<SeriesEntity | null> {
    return this.dataSource.getRepository(SeriesEntity).findOneBy({ id });
  }

  allSeries(): Promise<SeriesEntity[]> {
    return this.dataSource.getRepository(SeriesEntity).find({ order: { id: 'ASC' } });
  }

  episodesOfSeries(seriesId: number): Promise<EpisodeEntity[]> {
    return this.dataSource.getRepository(EpisodeEntity).find({ where: { seriesId }, order: { seasonNumber: 'ASC', episodeNumber: 'ASC' } });
  }

  episodesByIds(ids: number[]): Promise<EpisodeEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(EpisodeEntity).find({ where: { id: In(ids) }, order: { seriesId: 'ASC', seasonNumber: 'ASC', episodeNumber: 'ASC' } });
  }

  filesOfSeries(seriesId: number): Promise<EpisodeFileEntity[]> {
    return this.dataSource.getRepository(EpisodeFileEntity).findBy({ seriesId });
  }

  profile(id: number): Promise<QualityProfileEntity | null> {
    return this.dataSource.getRepository(QualityProfileEntity).findOneBy({ id });
  }

  definitions(): Promise<QualityDefinitionEntity[]> {
    return this.dataSource.getRepository(QualityDefinitionEntity).find();
  }

  indexers(): Promise<IndexerEntity[]> {
    return this.dataSource.getRepository(IndexerEntity).find({ order: { priority: 'ASC', id: 'ASC' } });
  }

  async stampLastSearch(episodeIds: number[], at: Date): Promise<void> {
    if (episodeIds.length === 0) return;
    await this.dataSource.getRepository(EpisodeEntity).update({ id: In(episodeIds) }, { lastSearchTime: at });
  }

  // ---- interactive search cache ----

  async cache(all: Array<Omit<CachedReleaseEntity, 'id'>>): Promise<void> {
    const repository = this.dataSource.getRepository(CachedReleaseEntity);
    // One row per key: an upsert cannot touch the same row twice in one statement (indexers do repeat guids).
    const seen = new Set<string>();
    const rows = all.filter((row) => {
      const key = `${row.indexerId}|${row.guid}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    await repository.createQueryBuilder().delete().where('expires_at < now() - interval \'1 day\'').execute();
    for (let start = 0; start < rows.length; start += 200) {
      await repository
        .createQueryBuilder()
        .insert()
        .values(rows.slice(start, start + 200) as never)
        .orUpdate(['series_id', 'payload', 'expires_at'], ['guid', 'indexer_id'])
        .execute();
    }
  }

  cached(guid: string, indexerId: number): Promise<CachedReleaseEntity | null> {
    return this.dataSource.getRepository(CachedReleaseEntity).findOneBy({ guid, indexerId });
  }

  // ---- pending releases ----

  /** Adds a pending release; one already pending keeps its `added` time. */
  async addPending(row: PendingRow): Promise<void> {
    await this.dataSource
      .getRepository(PendingReleaseEntity)
      .createQueryBuilder()
      .insert()
      .values(row as never)
      .orUpdate(['series_id', 'episode_ids', 'title', 'reason', 'release'], ['guid', 'indexer_id'])
      .execute();
  }

  pending(seriesId?: number): Promise<PendingReleaseEntity[]> {
    return this.dataSource.getRepository(PendingReleaseEntity).find({ where: seriesId === undefined ? {} : { seriesId }, order: { added: 'ASC', id: 'ASC' } });
  }

  pendingCount(): Promise<number> {
    return this.dataSource.getRepository(PendingReleaseEntity).count();
  }

  async deletePending(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.dataSource.getRepository(PendingReleaseEntity).delete({ id: In(ids) });
  }

  /** Grabbing an episode settles every release pending for it. */
  async deletePendingForEpisodes(episodeIds: number[]): Promise<void> {
    if (episodeIds.length === 0) return;
    await this.dataSource.getRepository(PendingReleaseEntity).createQueryBuilder().delete().where('episode_ids && :ids::int[]', { ids: episodeIds }).execute();
  }

  // ---- scheduling ----

  /** Registers a task as just run, unless it is known already (so a fresh start does not run it at once). */
  async registerTask(name: string): Promise<void> {
    await this.dataSource.getRepository(ScheduledTaskEntity).createQueryBuilder().insert().values({ name }).orIgnore().execute();
  }

  /** Claims a due task for this replica: true when its last run is at least `minutes` ago (and marks it run). */
  async claimTask(name: string, minutes: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE "${(this.dataSource.options as { schema?: string }).schema ?? 'public'}"."scheduled_task" SET last_run = now() WHERE name = $1 AND last_run <= now() - make_interval(mins => $2) RETURNING name`,
      [name, minutes],
    );
    const result = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    return result.length > 0;
  }
}
