import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { HistoryEntity } from '../history.entity';

export class HistoryResource {
  @ApiProperty() id!: number;
  @ApiProperty() indexerId!: number;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) date?: Date;
  @ApiProperty() successful!: boolean;
  @ApiProperty({ enum: ['unknown', 'releaseGrabbed', 'indexerQuery', 'indexerRss', 'indexerAuth', 'indexerInfoQuery'] }) eventType!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
}

export class HistoryResourcePagingResource {
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() sortKey!: string;
  @ApiProperty() sortDirection!: string;
  @ApiProperty() totalRecords!: number;
  @ApiProperty({ type: [HistoryResource] }) records!: HistoryResource[];
}

/** Prowlarr's history `data` is a string map; elapsed time and source travel in it as they do there. */
export function toHistoryResource(entity: HistoryEntity): HistoryResource {
  const data: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(entity.data ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    elapsedTime: String(entity.elapsedTime),
    source: entity.source,
    host: entity.host,
    cached: String(entity.cached),
  };
  return { id: entity.id, indexerId: entity.indexerId, date: entity.date, successful: entity.successful, eventType: entity.eventType, data };
}
