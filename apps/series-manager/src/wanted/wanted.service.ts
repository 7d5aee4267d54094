import { Injectable } from '@nestjs/common';
import { fetchPage, readPaging, type PagingResource } from '@arrstack/core';
import type { EpisodeResource } from '../episode/dto/episode.resource';
import type { EpisodeEntity } from '../episode/episode.entity';
import { EpisodeService } from '../episode/episode.service';
import { QualityService } from '../quality/quality.service';
import { WantedRepository } from './wanted.repository';
import { WANTED_PAGING, belowCutoffPairs, readWantedOptions, type WantedOptions } from './wanted.rules';

@Injectable()
export class WantedService {
  constructor(
    private readonly repository: WantedRepository,
    private readonly episodes: EpisodeService,
    private readonly quality: QualityService,
  ) {}

  private async page(
    query: Record<string, unknown>,
    build: (options: WantedOptions) => Promise<ReturnType<WantedRepository['missing']>>,
    cutoffList: boolean,
  ): Promise<PagingResource<EpisodeResource>> {
    const paging = readPaging(query, WANTED_PAGING);
    const options = readWantedOptions(query);
    // Entities first (one page and a count in SQL), then the page's series and files in two batched reads.
    const page = await fetchPage(await build(options), paging, (entity: EpisodeEntity) => entity, 'e.id');
    const records = await this.episodes.episodeResources(page.records, options);
    if (cutoffList) for (const record of records) if (record.episodeFile) record.episodeFile.qualityCutoffNotMet = true;
    return { ...page, records };
  }

  missing(query: Record<string, unknown>): Promise<PagingResource<EpisodeResource>> {
    return this.page(query, async (options) => this.repository.missing(options.monitored), false);
  }

  cutoffUnmet(query: Record<string, unknown>): Promise<PagingResource<EpisodeResource>> {
    return this.page(query, (options) => this.cutoffUnmetQuery(options.monitored), true);
  }

  private async cutoffUnmetQuery(monitored: boolean): Promise<ReturnType<WantedRepository['cutoffUnmet']>> {
    return this.repository.cutoffUnmet(monitored, belowCutoffPairs(await this.quality.listProfiles()));
  }

  /** The ids on the missing list, oldest air date first (MissingEpisodeSearch works through them). */
  async missingEpisodeIds(monitored: boolean, seriesId?: number): Promise<number[]> {
    return this.ids(this.repository.missing(monitored), seriesId);
  }

  /** The ids on the cutoff-unmet list, oldest air date first (CutoffUnmetEpisodeSearch works through them). */
  async cutoffUnmetEpisodeIds(monitored: boolean, seriesId?: number): Promise<number[]> {
    return this.ids(await this.cutoffUnmetQuery(monitored), seriesId);
  }

  private async ids(query: ReturnType<WantedRepository['missing']>, seriesId: number | undefined): Promise<number[]> {
    if (seriesId !== undefined) query.andWhere('e.seriesId = :seriesId', { seriesId });
    const rows = await query.select('e.id', 'id').orderBy('e.airDateUtc', 'ASC').addOrderBy('e.id', 'ASC').getRawMany<{ id: number }>();
    return rows.map((row) => Number(row.id));
  }

  /** `GET /wanted/{missing,cutoff}/{id}`: the episode with its series and file, as Sonarr answers. */
  episode(id: number): Promise<EpisodeResource> {
    return this.episodes.get(id);
  }
}
