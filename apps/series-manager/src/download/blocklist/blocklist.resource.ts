import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QualityModelResource } from '../../episode/dto/episode.resource';
import { LanguageResource, SeriesResource } from '../../series/dto/series.resource';
import type { BlocklistEntity } from './blocklist.entity';

export class BlocklistResource {
  @ApiProperty() id!: number;
  @ApiProperty() seriesId!: number;
  @ApiProperty({ type: [Number] }) episodeIds!: number[];
  @ApiProperty() sourceTitle!: string;
  @ApiProperty({ type: [LanguageResource] }) languages!: Array<{ id: number; name: string }>;
  @ApiProperty({ type: QualityModelResource }) quality!: unknown;
  @ApiProperty({ type: [Object] }) customFormats!: unknown[];
  @ApiProperty() date!: Date;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) protocol!: string;
  @ApiPropertyOptional() indexer?: string;
  @ApiPropertyOptional() message?: string;
  @ApiPropertyOptional({ type: SeriesResource }) series?: SeriesResource;
}

export class BlocklistResourcePagingResource {
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() sortKey!: string;
  @ApiProperty({ enum: ['default', 'ascending', 'descending'] }) sortDirection!: string;
  @ApiProperty() totalRecords!: number;
  @ApiProperty({ type: [BlocklistResource] }) records!: BlocklistResource[];
}

export class BlocklistBulkResource {
  @ApiProperty({ type: [Number] }) ids!: number[];
}

export function toBlocklistResource(entity: BlocklistEntity): BlocklistResource {
  return {
    id: entity.id,
    seriesId: entity.seriesId,
    episodeIds: entity.episodeIds,
    sourceTitle: entity.sourceTitle,
    languages: entity.languages,
    quality: entity.quality,
    customFormats: [],
    date: entity.date,
    protocol: entity.protocol,
    ...(entity.indexer ? { indexer: entity.indexer } : {}),
    ...(entity.message ? { message: entity.message } : {}),
  };
}
