import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { seriesQuality } from '../quality-definitions';
import type { QualityDefinitionEntity } from '../quality-definition.entity';
import type { QualityProfileEntity } from '../quality-profile.entity';
import type { ProfileItem, ProfileShape } from '../quality-profile.rules';

export class QualityResource {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  /** television, televisionRaw, web, webRip, dvd, bluray, blurayRaw or unknown. */
  @ApiProperty()
  source!: string;

  @ApiProperty()
  resolution!: number;
}

export class QualityDefinitionResource {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: QualityResource })
  quality!: QualityResource;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  weight!: number;

  /** MB per minute of runtime. */
  @ApiProperty()
  minSize!: number;

  /** MB per minute; omitted when unlimited. */
  @ApiPropertyOptional({ nullable: true })
  maxSize?: number | null;

  @ApiPropertyOptional({ nullable: true })
  preferredSize?: number | null;
}

export class QualityProfileQualityItemResource {
  /** Present on groups (1000 and up). */
  @ApiPropertyOptional()
  id?: number;

  /** Present on groups. */
  @ApiPropertyOptional()
  name?: string;

  /** Present on single qualities. */
  @ApiPropertyOptional({ type: QualityResource })
  quality?: QualityResource;

  @ApiProperty({ type: () => [QualityProfileQualityItemResource] })
  items!: QualityProfileQualityItemResource[];

  @ApiProperty()
  allowed!: boolean;
}

export class ProfileFormatItemResource {
  @ApiProperty()
  format!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  score!: number;
}

export class QualityProfileResource {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  upgradeAllowed!: boolean;

  /** A quality id, or a group id when the cutoff is a group. */
  @ApiProperty()
  cutoff!: number;

  @ApiProperty({ type: [QualityProfileQualityItemResource] })
  items!: QualityProfileQualityItemResource[];

  @ApiProperty()
  minFormatScore!: number;

  @ApiProperty()
  cutoffFormatScore!: number;

  @ApiProperty()
  minUpgradeFormatScore!: number;

  @ApiProperty({ type: [ProfileFormatItemResource] })
  formatItems!: ProfileFormatItemResource[];
}

export function toQualityResource(id: number): QualityResource {
  const quality = seriesQuality(id) ?? { id, name: 'Unknown', source: 'unknown', resolution: 0 };
  return { id: quality.id, name: quality.name, source: quality.source, resolution: quality.resolution };
}

export function toQualityDefinitionResource(entity: QualityDefinitionEntity): QualityDefinitionResource {
  return {
    id: entity.id,
    quality: toQualityResource(entity.qualityId),
    title: entity.title,
    weight: entity.weight,
    minSize: entity.minSize,
    maxSize: entity.maxSize,
    preferredSize: entity.preferredSize,
  };
}

function toItemResource(item: ProfileItem): QualityProfileQualityItemResource {
  if (item.quality !== undefined) return { quality: toQualityResource(item.quality), items: [], allowed: item.allowed };
  return { id: item.id, name: item.name, items: (item.items ?? []).map(toItemResource), allowed: item.allowed };
}

export function toQualityProfileResource(entity: ProfileShape & { id: number }): QualityProfileResource {
  return {
    id: entity.id,
    name: entity.name,
    upgradeAllowed: entity.upgradeAllowed,
    cutoff: entity.cutoff,
    items: entity.items.map(toItemResource),
    minFormatScore: entity.minFormatScore,
    cutoffFormatScore: entity.cutoffFormatScore,
    minUpgradeFormatScore: entity.minUpgradeFormatScore,
    formatItems: entity.formatItems,
  };
}

export type { QualityProfileEntity };
