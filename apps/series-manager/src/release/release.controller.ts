import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CommandResource, CommandService, ValidationError, asObject, toCommandResource } from '@arrstack/core';
import { ReleaseResource } from './dto/release.resource';
import { ReleaseSearchService } from './release-search.service';

/** The parts of Fastify's request and reply used here (the app does not depend on fastify's types). */
interface HttpRequest {
  headers: Record<string, string | string[] | undefined>;
  originalUrl?: string;
  url: string;
}
interface HttpReply {
  header(name: string, value: string): unknown;
}

@ApiTags('Release')
@Controller('release')
export class ReleaseController {
  constructor(private readonly search: ReleaseSearchService) {}

  /** Interactive search: every indexer result with its decision, best first; without episode or season, the RSS feeds' decisions. */
  @Get()
  @ApiQuery({ name: 'episodeId', required: false, type: Number })
  @ApiQuery({ name: 'seriesId', required: false, type: Number })
  @ApiQuery({ name: 'seasonNumber', required: false, type: Number })
  @ApiOkResponse({ type: [ReleaseResource] })
  list(@Query() query: Record<string, unknown>): Promise<ReleaseResource[]> {
    return this.search.interactive(query);
  }

  /** Grabs a release found by the interactive search in the last 30 minutes. */
  @Post()
  @HttpCode(200)
  @ApiBody({ type: ReleaseResource })
  @ApiOkResponse({ type: ReleaseResource })
  grab(@Body() body: unknown): Promise<ReleaseResource> {
    return this.search.grabCached(body);
  }
}

/** The spec's `POST /episode/search {episodeIds}`: queues Sonarr's EpisodeSearch command and answers like `POST /command`. */
@ApiTags('Episode')
@Controller('episode')
export class EpisodeSearchController {
  constructor(private readonly commands: CommandService) {}

  @Post('search')
  @ApiBody({ schema: { type: 'object', properties: { episodeIds: { type: 'array', items: { type: 'integer' } } }, required: ['episodeIds'] } })
  @ApiOkResponse({ type: CommandResource })
  async searchEpisodes(@Body() body: unknown, @Req() request: HttpRequest, @Res({ passthrough: true }) reply: HttpReply): Promise<CommandResource> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('EpisodeIds', "'EpisodeIds' must be a non-empty list of episode ids", body);
    const command = await this.commands.enqueue('EpisodeSearch', { episodeIds: fields.episodeIds }, { clientUserAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null });
    const path = (request.originalUrl ?? request.url).split('?')[0].replace(/\/episode\/search\/?$/, '/command');
    void reply.header('Location', `${path}/${command.id}`);
    return toCommandResource(command);
  }
}
