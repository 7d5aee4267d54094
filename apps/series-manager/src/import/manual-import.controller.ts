import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ValidationError, type ValidationFailure } from '@arrstack/core';
import { DownloadedEpisodesImportService } from './downloaded-episodes-import.service';
import { ManualImportResource, toManualImportResource } from './dto/manual-import.resource';
import { readPath } from './manual-import.rules';

function optionalId(value: unknown, name: string, failures: ValidationFailure[], min = 1): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id < min || id > 2_147_483_647) failures.push({ propertyName: name, errorMessage: `'${name}' must be a whole number`, attemptedValue: value, severity: 'error' });
  return id;
}

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
    const failures: ValidationFailure[] = [];
    if (Array.isArray(query.folder)) failures.push({ propertyName: 'Folder', errorMessage: "'Folder' must be given once", attemptedValue: query.folder, severity: 'error' });
    const folder = failures.length > 0 ? '' : readPath(query.folder, 'Folder', failures);
    const seriesId = optionalId(query.seriesId, 'SeriesId', failures);
    const seasonNumber = optionalId(query.seasonNumber, 'SeasonNumber', failures, 0);
    const downloadId = typeof query.downloadId === 'string' && query.downloadId !== '' ? query.downloadId : undefined;
    if (failures.length > 0) throw new ValidationError(failures);
    const filterExistingFiles = query.filterExistingFiles !== 'false';
    const { decisions, reason } = await this.imports.candidates(folder, { seriesId, filterExistingFiles });
    if (reason) throw ValidationError.single('Folder', reason, query.folder);
    return decisions
      .filter((d) => seasonNumber === undefined || d.episodes.length === 0 || d.episodes[0].seasonNumber === seasonNumber)
      .map((d) => toManualImportResource(d, downloadId));
  }
}
