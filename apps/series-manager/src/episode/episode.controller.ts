import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { EpisodeResource } from './dto/episode.resource';
import { EpisodeService } from './episode.service';

const MONITOR_BODY = {
  schema: { type: 'object', properties: { episodeIds: { type: 'array', items: { type: 'integer' } }, monitored: { type: 'boolean' } } },
};

@ApiTags('Episode')
@Controller('episode')
export class EpisodeController {
  constructor(private readonly episodes: EpisodeService) {}

  @Get()
  @ApiQuery({ name: 'seriesId', required: false, type: Number })
  @ApiQuery({ name: 'seasonNumber', required: false, type: Number })
  @ApiQuery({ name: 'episodeIds', required: false, type: [Number] })
  @ApiQuery({ name: 'episodeFileId', required: false, type: Number })
  @ApiQuery({ name: 'includeSeries', required: false, type: Boolean })
  @ApiQuery({ name: 'includeEpisodeFile', required: false, type: Boolean })
  @ApiOkResponse({ type: [EpisodeResource] })
  list(@Query() query: Record<string, unknown>): Promise<EpisodeResource[]> {
    return this.episodes.list(query);
  }

  /** The anchor's route; 202 with the episodes. */
  @Put('monitor')
  @ApiBody(MONITOR_BODY)
  @ApiOkResponse({ type: [EpisodeResource] })
  monitor(@Body() body: unknown): Promise<EpisodeResource[]> {
    return this.episodes.setMonitored(body);
  }

  /** The spec's route; same as PUT, 202. */
  @Post('monitor')
  @HttpCode(202)
  @ApiBody(MONITOR_BODY)
  @ApiOkResponse({ type: [EpisodeResource] })
  monitorPost(@Body() body: unknown): Promise<EpisodeResource[]> {
    return this.episodes.setMonitored(body);
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<EpisodeResource> {
    return this.episodes.get(id);
  }

  /** Only `monitored` is applied. */
  @Put([':id', ''])
  @ApiBody({ type: EpisodeResource })
  update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<EpisodeResource> {
    const target = id ?? (body as { id?: unknown } | null)?.id;
    if (typeof target !== 'number' || !Number.isInteger(target)) throw ValidationError.single('Id', "'Id' is required", target);
    return this.episodes.update(target, body);
  }
}
