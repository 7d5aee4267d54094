import { Controller, Get, Query, Res, type Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ValidationError } from '@arrstack/core';
import type { FastifyReply } from 'fastify';
import { buildParseResource, type ParseMediaKind } from './parse-resource';
import { AlbumParseResource, MovieParseResource, SeriesParseResource } from './parse.resources';

function single(name: string, value: unknown): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw ValidationError.single(name, `'${name}' must be given once`, value);
}

function send(kind: ParseMediaKind, reply: FastifyReply, title: unknown, path?: unknown): void {
  const body = buildParseResource(kind, single('title', title), single('path', path));
  if (body === null) void reply.status(204).send();
  else void reply.status(200).send(body);
}

const NO_TITLE = 'No title (or a blank one): nothing to parse, no body';

@ApiTags('Parse')
@Controller('parse')
export class SeriesParseController {
  @Get()
  @ApiOperation({ summary: 'Parse a release or file name (or a full path) as Sonarr does' })
  @ApiQuery({ name: 'title', type: String, required: false, description: 'Release or file name' })
  @ApiQuery({ name: 'path', type: String, required: false, description: 'Full path; parsed instead of the title when given (title must still be set)' })
  @ApiOkResponse({ type: SeriesParseResource })
  @ApiNoContentResponse({ description: NO_TITLE })
  parse(@Query('title') title: unknown, @Query('path') path: unknown, @Res() reply: FastifyReply): void {
    send('series', reply, title, path);
  }
}

@ApiTags('Parse')
@Controller('parse')
export class MovieParseController {
  @Get()
  @ApiOperation({ summary: 'Parse a movie release or file name as Radarr does' })
  @ApiQuery({ name: 'title', type: String, required: false, description: 'Release or file name' })
  @ApiOkResponse({ type: MovieParseResource })
  @ApiNoContentResponse({ description: NO_TITLE })
  parse(@Query('title') title: unknown, @Res() reply: FastifyReply): void {
    send('movie', reply, title);
  }
}

@ApiTags('Parse')
@Controller('parse')
export class AlbumParseController {
  @Get()
  @ApiOperation({ summary: 'Parse a music release name as Lidarr does' })
  @ApiQuery({ name: 'title', type: String, required: false, description: 'Release name' })
  @ApiOkResponse({ type: AlbumParseResource })
  @ApiNoContentResponse({ description: NO_TITLE })
  parse(@Query('title') title: unknown, @Res() reply: FastifyReply): void {
    send('music', reply, title);
  }
}

export const PARSE_CONTROLLERS: Record<ParseMediaKind, Type<unknown>> = {
  series: SeriesParseController,
  movie: MovieParseController,
  music: AlbumParseController,
};
