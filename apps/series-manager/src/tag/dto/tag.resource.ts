import { ApiProperty } from '@nestjs/swagger';
import type { TagEntity } from '../tag.entity';

export class TagResource {
  @ApiProperty()
  id!: number;

  /** Letters, digits and dashes; stored lower-cased. */
  @ApiProperty()
  label!: string;
}

export class TagDetailsResource extends TagResource {
  @ApiProperty({ type: [Number] })
  delayProfileIds!: number[];

  @ApiProperty({ type: [Number] })
  importListIds!: number[];

  @ApiProperty({ type: [Number] })
  notificationIds!: number[];

  @ApiProperty({ type: [Number] })
  restrictionIds!: number[];

  @ApiProperty({ type: [Number] })
  indexerIds!: number[];

  @ApiProperty({ type: [Number] })
  downloadClientIds!: number[];

  @ApiProperty({ type: [Number] })
  autoTagIds!: number[];

  @ApiProperty({ type: [Number] })
  seriesIds!: number[];
}

export function toTagResource(entity: TagEntity): TagResource {
  return { id: entity.id, label: entity.label };
}

export function toTagDetailsResource(entity: TagEntity, seriesIds: number[], delayProfileIds: number[] = []): TagDetailsResource {
  return {
    ...toTagResource(entity),
    delayProfileIds,
    importListIds: [],
    notificationIds: [],
    restrictionIds: [],
    indexerIds: [],
    downloadClientIds: [],
    autoTagIds: [],
    seriesIds,
  };
}
