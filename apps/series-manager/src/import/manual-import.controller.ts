import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DownloadedEpisodesImportService } from './downloaded-episodes-import.service';
import { ManualImportReprocessResource, ManualImportResource, toManualImportResource } from './dto/manual-import.resource';
import { readManualImportQuery, readReprocessItems } from './manual-import.rules';

@ApiTags('ManualImport')
@Controller('manualimport')
export class ManualImportController {
  constructor(private readonly imports: DownloadedEpisodesImportService) {}

  /** The video files of a folder with the series, episodes and quality they were matched to, and their rejections; nothing moves. */
  @Get()
  @ApiQuery({ name: 'folder', required: true, type: String })
  @ApiQuery({ name: 'downloadId', required: false, type: String })
  @ApiQuery({ name: 'seriesId', required: false, type: Number })
  @ApiQuery({ name: 'seasonNumber', required: false, type: Number })
  @ApiQuery({ name: 'filterExistingFiles', required: false, type: Boolean })
  @ApiOkResponse({ type: [ManualImportResource] })
  async list(@Query() query: Record<string, unknown>): Promise<ManualImportResource[]> {
    const { folder, downloadId, ...options } = readManualImportQuery(query);
    return (await this.imports.candidates(folder, options)).map((d) => toManualImportResource(d, downloadId));
  }

  /** Sonarr's reprocess: the items as the user changed them (series, episodes, quality, ...) decided again; 200, nothing moves. */
  @Post()
  @HttpCode(200)
  @ApiBody({ type: [ManualImportReprocessResource] })
  @ApiOkResponse({ type: [ManualImportResource] })
  async reprocess(@Body() body: unknown): Promise<ManualImportResource[]> {
    const items = readReprocessItems(body);
    return (await this.imports.reprocess(items)).map((d) => toManualImportResource(d, items.find((i) => i.path === d.path)?.downloadId));
  }
}
