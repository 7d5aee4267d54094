import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { EpisodeFileResource } from './dto/episode.resource';
import { EpisodeService } from './episode.service';

@ApiTags('EpisodeFile')
@Controller('episodefile')
export class EpisodeFileController {
  constructor(private readonly episodes: EpisodeService) {}

  @Get()
  @ApiQuery({ name: 'seriesId', required: false, type: Number })
  @ApiQuery({ name: 'episodeFileIds', required: false, type: [Number] })
  @ApiOkResponse({ type: [EpisodeFileResource] })
  list(@Query() query: Record<string, unknown>): Promise<EpisodeFileResource[]> {
    return this.episodes.listFiles(query);
  }

  /** Quality, languages, release group and scene name of several files; 202. */
  @Put('bulk')
  @ApiBody({ type: [EpisodeFileResource] })
  @ApiOkResponse({ type: [EpisodeFileResource] })
  bulkEdit(@Body() body: unknown): Promise<EpisodeFileResource[]> {
    return this.episodes.bulkEdit(body);
  }

  @Put('editor')
  @ApiBody({ schema: { type: 'object', properties: { episodeFileIds: { type: 'array', items: { type: 'integer' } } } } })
  @ApiOkResponse({ type: [EpisodeFileResource] })
  editMany(@Body() body: unknown): Promise<EpisodeFileResource[]> {
    return this.episodes.editMany(body);
  }

  @Delete('bulk')
  @ApiBody({ schema: { type: 'object', properties: { episodeFileIds: { type: 'array', items: { type: 'integer' } } } } })
  async bulkDelete(@Body() body: unknown): Promise<Record<string, never>> {
    const ids = (body as { episodeFileIds?: unknown } | null)?.episodeFileIds;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
      throw ValidationError.single('EpisodeFileIds', "'Episode File Ids' must be a non-empty list of ids", ids);
    }
    await this.episodes.deleteFiles([...new Set(ids as number[])]);
    return {};
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<EpisodeFileResource> {
    return this.episodes.getFileResource(id);
  }

  @Put([':id', ''])
  @ApiBody({ type: EpisodeFileResource })
  async update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<EpisodeFileResource> {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const [file] = await this.episodes.bulkEdit([{ ...fields, id: id ?? fields.id }]);
    return file;
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.episodes.deleteFiles([id]);
    return {};
  }
}
