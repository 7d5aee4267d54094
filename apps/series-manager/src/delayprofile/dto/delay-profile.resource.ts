import { ApiProperty } from '@nestjs/swagger';
import type { DelayProfileEntity } from '../delay-profile.entity';

export class DelayProfileResource {
  @ApiProperty() id!: number;
  @ApiProperty() enableUsenet!: boolean;
  @ApiProperty() enableTorrent!: boolean;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) preferredProtocol!: string;
  /** Minutes. */
  @ApiProperty() usenetDelay!: number;
  /** Minutes. */
  @ApiProperty() torrentDelay!: number;
  @ApiProperty() bypassIfHighestQuality!: boolean;
  @ApiProperty() bypassIfAboveCustomFormatScore!: boolean;
  @ApiProperty() minimumCustomFormatScore!: number;
  @ApiProperty() order!: number;
  @ApiProperty({ type: [Number] }) tags!: number[];
}

export function toDelayProfileResource(entity: DelayProfileEntity): DelayProfileResource {
  return {
    id: entity.id,
    enableUsenet: entity.enableUsenet,
    enableTorrent: entity.enableTorrent,
    preferredProtocol: entity.preferredProtocol,
    usenetDelay: entity.usenetDelay,
    torrentDelay: entity.torrentDelay,
    bypassIfHighestQuality: entity.bypassIfHighestQuality,
    bypassIfAboveCustomFormatScore: entity.bypassIfAboveCustomFormatScore,
    minimumCustomFormatScore: entity.minimumCustomFormatScore,
    order: entity.order,
    tags: entity.tags,
  };
}
