import { applyDecorators, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, type PagingResource } from '@arrstack/core';
import { EpisodeResource, EpisodeResourcePagingResource } from '../episode/dto/episode.resource';
import { WantedService } from './wanted.service';

const SORT_KEYS = 'episodes.airDateUtc (default), episodes.lastSearchTime, series.sortTitle, episodes.title';

/** The query both wanted lists take, as Sonarr documents it (`includeEpisodeFile` on the cutoff list only). */
function WantedPage(options: { includeEpisodeFile: boolean }) {
  return applyDecorators(
    ApiOkResponse({ type: EpisodeResourcePagingResource }),
    ApiQuery({ name: 'page', required: false, type: Number }),
    ApiQuery({ name: 'pageSize', required: false, type: Number }),
    ApiQuery({ name: 'sortKey', required: false, type: String, description: SORT_KEYS }),
    ApiQuery({ name: 'sortDirection', required: false, enum: ['default', 'ascending', 'descending'] }),
    ApiQuery({ name: 'includeSeries', required: false, type: Boolean }),
    ...(options.includeEpisodeFile ? [ApiQuery({ name: 'includeEpisodeFile', required: false, type: Boolean })] : []),
    ApiQuery({ name: 'includeImages', required: false, type: Boolean }),
    ApiQuery({ name: 'monitored', required: false, type: Boolean }),
  );
}

/** Aired regular episodes without a file. */
@ApiTags('Missing')
@Controller('wanted/missing')
export class MissingController {
  constructor(private readonly wanted: WantedService) {}

  @Get()
  @WantedPage({ includeEpisodeFile: false })
  list(@Query() query: Record<string, unknown>): Promise<PagingResource<EpisodeResource>> {
    return this.wanted.missing(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: EpisodeResource })
  get(@Param('id', ParseIdPipe) id: number): Promise<EpisodeResource> {
    return this.wanted.episode(id);
  }
}

/** Episodes whose file quality is below the profile cutoff (quality only, as Sonarr's list). */
@ApiTags('Cutoff')
@Controller('wanted/cutoff')
export class CutoffController {
  constructor(private readonly wanted: WantedService) {}

  @Get()
  @WantedPage({ includeEpisodeFile: true })
  list(@Query() query: Record<string, unknown>): Promise<PagingResource<EpisodeResource>> {
    return this.wanted.cutoffUnmet(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: EpisodeResource })
  get(@Param('id', ParseIdPipe) id: number): Promise<EpisodeResource> {
    return this.wanted.episode(id);
  }
}
