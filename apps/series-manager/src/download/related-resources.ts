import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { EpisodeEntity } from '../episode/episode.entity';
import { toEpisodeResource, type EpisodeResource } from '../episode/dto/episode.resource';
import { SeriesEntity } from '../series/series.entity';
import { toSeriesResource, type SeriesResource } from '../series/dto/series.resource';

/** Loads the series and episodes that queue, history and blocklist records embed with `includeSeries`/`includeEpisode`. */
@Injectable()
export class RelatedResources {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async series(ids: number[]): Promise<Map<number, SeriesResource>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(SeriesEntity).findBy({ id: In(unique) });
    return new Map(rows.map((row) => [row.id, toSeriesResource(row, [])]));
  }

  async episodes(ids: number[]): Promise<Map<number, EpisodeResource>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(EpisodeEntity).findBy({ id: In(unique) });
    return new Map(rows.map((row) => [row.id, toEpisodeResource(row)]));
  }

  seasonEpisodes(seriesId: number, seasonNumber: number): Promise<EpisodeEntity[]> {
    return this.dataSource.getRepository(EpisodeEntity).findBy({ seriesId, seasonNumber });
  }

  async episodeEntities(ids: number[]): Promise<EpisodeEntity[]> {
    if (ids.length === 0) return [];
    return this.dataSource.getRepository(EpisodeEntity).findBy({ id: In([...new Set(ids)]) });
  }
}
