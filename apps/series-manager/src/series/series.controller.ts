import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { SeriesResource } from './dto/series.resource';
import type { SeriesLookupResource } from './dto/series-lookup.resource';
import { SeriesLibraryService, type LibraryImportResult } from './series-library.service';
import { SeriesLookupService } from './series-lookup.service';
import { SeriesService } from './series.service';
import { seriesFolderName } from './series-titles';

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

@ApiTags('Series')
@Controller('series')
export class SeriesController {
  constructor(
    private readonly series: SeriesService,
    private readonly library: SeriesLibraryService,
    private readonly lookups: SeriesLookupService,
  ) {}

  @Get()
  @ApiQuery({ name: 'tvdbId', required: false, type: Number })
  @ApiOkResponse({ type: [SeriesResource] })
  list(@Query() query: Record<string, unknown>): Promise<SeriesResource[]> {
    return this.series.list(query);
  }

  @Post()
  @ApiBody({ type: SeriesResource })
  add(@Body() body: unknown): Promise<SeriesResource> {
    return this.series.add(body);
  }

  /** Bulk edit; one invalid series fails the request and nothing is saved. */
  @Put('editor')
  @ApiBody({ schema: { type: 'object' } })
  @ApiOkResponse({ type: [SeriesResource] })
  edit(@Body() body: unknown): Promise<SeriesResource[]> {
    return this.library.edit(body);
  }

  @Delete('editor')
  @ApiBody({ schema: { type: 'object' } })
  async removeMany(@Body() body: unknown): Promise<Record<string, never>> {
    await this.library.remove(body);
    return {};
  }

  /**
   * An array of series (the anchor's form; 200 with the series added, duplicates skipped), or
   * `{path, qualityProfileId, …}` to import every series folder under a path (200 `{imported, notImported}`).
   */
  @Post('import')
  @HttpCode(200)
  @ApiBody({ type: [SeriesResource] })
  async import(@Body() body: unknown): Promise<SeriesResource[] | LibraryImportResult> {
    if (Array.isArray(body)) return this.library.importList(body);
    if (typeof body === 'object' && body !== null) return this.library.importFolder(body as Record<string, unknown>);
    throw ValidationError.single('', 'A list of series or an import folder is required', body);
  }

  /**
   * Finds series at the metadata provider (TVmaze): `term` is a title, `tvdb:<id>`, `tvmaze:<id>` or `imdb:tt…`.
   * Series already added come back as the library has them (with `id` and `path`). 503 when the provider cannot be reached.
   */
  @Get('lookup')
  @ApiQuery({ name: 'term', required: true, type: String })
  @ApiOkResponse({ type: [SeriesResource] })
  lookup(@Query('term') term: unknown): Promise<Array<SeriesResource | SeriesLookupResource>> {
    return this.lookups.lookup(term);
  }

  /** The folder name the series folder format gives this series (the default format, `{Series Title}`). */
  @Get(':id/folder')
  async folder(@Param('id', ParseIdPipe) id: number): Promise<{ folder: string }> {
    return { folder: seriesFolderName((await this.series.get(id)).title) };
  }

  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<SeriesResource> {
    return this.series.getResource(id);
  }

  @Put([':id', ''])
  @ApiBody({ type: SeriesResource })
  @ApiQuery({ name: 'moveFiles', required: false, type: Boolean })
  update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown, @Query('moveFiles') moveFiles?: string): Promise<SeriesResource> {
    const target = id ?? (body as { id?: unknown } | null)?.id;
    if (typeof target !== 'number' || !Number.isInteger(target)) throw ValidationError.single('Id', "'Id' is required", target);
    return this.series.update(target, body, flag(moveFiles));
  }

  @Delete(':id')
  @ApiQuery({ name: 'deleteFiles', required: false, type: Boolean })
  @ApiQuery({ name: 'addImportListExclusion', required: false, type: Boolean })
  async remove(@Param('id', ParseIdPipe) id: number, @Query('deleteFiles') deleteFiles?: string): Promise<Record<string, never>> {
    await this.series.delete(id, flag(deleteFiles));
    return {};
  }
}
