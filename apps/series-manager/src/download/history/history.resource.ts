import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EpisodeResource, QualityModelResource } from '../../episode/dto/episode.resource';
import { LanguageResource, SeriesResource } from '../../series/dto/series.resource';
import type { HistoryEntity, HistoryEventType } from './history.entity';

/** Sonarr's EpisodeHistoryEventType numbers, for filters given as integers. */
export const HISTORY_EVENT_TYPES: Readonly<Record<HistoryEventType | 'unknown', number>> = {
  unknown: 0,
  grabbed: 1,
  seriesFolderImported: 2,
  downloadFolderImported: 3,
  downloadFailed: 4,
  episodeFileDeleted: 5,
  episodeFileRenamed: 6,
  downloadIgnored: 7,
};

export class HistoryResource {
  @ApiProperty() id!: number;
  @ApiProperty() episodeId!: number;
  @ApiProperty() seriesId!: number;
  @ApiProperty() sourceTitle!: string;
  @ApiProperty({ type: [LanguageResource] }) languages!: Array<{ id: number; name: string }>;
  @ApiProperty({ type: QualityModelResource }) quality!: unknown;
  @ApiProperty({ type: [Object] }) customFormats!: unknown[];
  @ApiProperty() customFormatScore!: number;
  @ApiProperty() qualityCutoffNotMet!: boolean;
  @ApiProperty() date!: Date;
  @ApiPropertyOptional() downloadId?: string;
  @ApiProperty({ enum: Object.keys(HISTORY_EVENT_TYPES) }) eventType!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) data!: Record<string, string>;
  @ApiPropertyOptional({ type: EpisodeResource }) episode?: EpisodeResource;
  @ApiPropertyOptional({ type: SeriesResource }) series?: SeriesResource;
}

export class HistoryResourcePagingResource {
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() sortKey!: string;
  @ApiProperty({ enum: ['default', 'ascending', 'descending'] }) sortDirection!: string;
  @ApiProperty() totalRecords!: number;
  @ApiProperty({ type: [HistoryResource] }) records!: HistoryResource[];
}

export function toHistoryResource(entity: HistoryEntity): HistoryResource {
  return {
    id: entity.id,
    episodeId: entity.episodeId,
    seriesId: entity.seriesId,
    sourceTitle: entity.sourceTitle,
    languages: entity.languages,
    quality: entity.quality,
    customFormats: [],
    customFormatScore: entity.customFormatScore,
    qualityCutoffNotMet: false,
    date: entity.date,
    ...(entity.downloadId ? { downloadId: entity.downloadId } : {}),
    eventType: entity.eventType,
    data: entity.data,
  };
}
