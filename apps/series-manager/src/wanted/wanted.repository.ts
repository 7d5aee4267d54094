import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { EpisodeEntity } from '../episode/episode.entity';
import { SeriesEntity } from '../series/series.entity';

/** The wanted lists as SQL queries, ready to page. */
@Injectable()
export class WantedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private base(monitored: boolean): SelectQueryBuilder<EpisodeEntity> {
    return this.dataSource
      .getRepository(EpisodeEntity)
      .createQueryBuilder('e')
      .innerJoin(SeriesEntity, 's', 's.id = e.seriesId')
      .where('(e.monitored AND s.monitored) = :monitored', { monitored });
  }

  /** Aired regular episodes without a file: season ≥ 1 and air time plus the series runtime has passed. */
  missing(monitored: boolean): SelectQueryBuilder<EpisodeEntity> {
    return this.base(monitored)
      .andWhere('e.episodeFileId IS NULL')
      .andWhere('e.seasonNumber > 0')
      .andWhere('e.airDateUtc + make_interval(mins => s.runtime) <= now()');
  }

  /** Episodes whose file has one of the qualities below its series' profile cutoff (pairs from `belowCutoffPairs`). */
  cutoffUnmet(monitored: boolean, below: { profileIds: number[]; qualityIds: number[] }): SelectQueryBuilder<EpisodeEntity> {
    return this.base(monitored)
      .innerJoin('e.episodeFile', 'f')
      .andWhere(
        `EXISTS (SELECT 1 FROM unnest(:profileIds::int[], :qualityIds::int[]) AS b(profile_id, quality_id)
                  WHERE b.profile_id = s.quality_profile_id AND b.quality_id = ("f"."quality"->'quality'->>'id')::int)`,
        below,
      );
  }
}
