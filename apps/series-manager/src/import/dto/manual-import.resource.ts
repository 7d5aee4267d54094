import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EpisodeResource, QualityModelResource, toEpisodeResource } from '../../episode/dto/episode.resource';
import { toQualityResource } from '../../quality/dto/quality.resource';
import { DEFAULT_DEFINITIONS } from '../../quality/quality-definitions';
import { LanguageResource, SeriesResource, toSeriesResource } from '../../series/dto/series.resource';
import type { ImportDecision } from '../import-decision-maker';

export class ImportRejectionResource {
  @ApiProperty() reason!: string;
  @ApiProperty({ enum: ['permanent', 'temporary'] }) type!: string;
}

/** Sonarr's `ManualImportResource`: a candidate file with what it was matched to and why it would be refused. */
export class ManualImportResource {
  @ApiProperty() id!: number;
  @ApiProperty() path!: string;
  @ApiProperty() relativePath!: string;
  @ApiPropertyOptional() folderName?: string;
  @ApiProperty() name!: string;
  @ApiProperty() size!: number;
  @ApiPropertyOptional({ type: SeriesResource }) series?: SeriesResource;
  @ApiPropertyOptional() seasonNumber?: number;
  @ApiProperty({ type: [EpisodeResource] }) episodes!: EpisodeResource[];
  @ApiPropertyOptional() episodeFileId?: number;
  @ApiPropertyOptional() releaseGroup?: string | null;
  @ApiProperty({ type: QualityModelResource }) quality!: QualityModelResource;
  @ApiProperty({ type: [LanguageResource] }) languages!: LanguageResource[];
  @ApiProperty() qualityWeight!: number;
  @ApiPropertyOptional() downloadId?: string;
  @ApiProperty({ type: [Object] }) customFormats!: unknown[];
  @ApiProperty() customFormatScore!: number;
  @ApiProperty() indexerFlags!: number;
  @ApiProperty({ enum: ['unknown', 'singleEpisode', 'multiEpisode', 'seasonPack'] }) releaseType!: string;
  @ApiProperty({ type: [ImportRejectionResource] }) rejections!: ImportRejectionResource[];
}

/** Sonarr's `ManualImportReprocessResource`: a candidate as the user changed it. */
export class ManualImportReprocessResource {
  @ApiProperty() path!: string;
  @ApiPropertyOptional() seriesId?: number;
  @ApiPropertyOptional({ type: [Number] }) episodeIds?: number[];
  @ApiPropertyOptional({ type: QualityModelResource }) quality?: QualityModelResource;
  @ApiPropertyOptional({ type: [LanguageResource] }) languages?: LanguageResource[];
  @ApiPropertyOptional() releaseGroup?: string;
  @ApiPropertyOptional() downloadId?: string;
}

/** Sonarr's id for a candidate: a 31-bit hash of its path, stable across listings. */
export function pathHash(value: string): number {
  let hash = 0;
  for (const char of value) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return hash & 0x7fffffff;
}

function qualityWeight(decision: ImportDecision): number {
  const weight = DEFAULT_DEFINITIONS.find((d) => d.qualityId === decision.quality.quality.id)?.weight ?? 0;
  return weight * 100 + decision.quality.revision.real * 10 + decision.quality.revision.version;
}

export function toManualImportResource(decision: ImportDecision, downloadId?: string): ManualImportResource {
  const episodes = decision.episodes;
  return {
    id: pathHash(decision.path),
    path: decision.path,
    relativePath: decision.relativePath,
    folderName: decision.folderName,
    name: decision.path.split('/').pop()!.replace(/\.[^.]+$/, ''),
    size: decision.size,
    series: decision.series ? toSeriesResource(decision.series, [], decision.rootPath) : undefined,
    seasonNumber: episodes[0]?.seasonNumber ?? decision.parsed?.seasonNumber,
    episodes: episodes.map((e) => toEpisodeResource(e)),
    episodeFileId: undefined,
    releaseGroup: decision.releaseGroup,
    quality: { quality: toQualityResource(decision.quality.quality.id), revision: decision.quality.revision },
    languages: decision.languages,
    qualityWeight: qualityWeight(decision),
    downloadId,
    customFormats: [],
    customFormatScore: 0,
    indexerFlags: 0,
    releaseType: episodes.length > 1 ? 'multiEpisode' : episodes.length === 1 ? 'singleEpisode' : (decision.parsed?.releaseType ?? 'unknown'),
    rejections: decision.rejections.map((reason) => ({ reason, type: 'permanent' })),
  };
}
