import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { toQualityResource, QualityResource } from '../../quality/dto/quality.resource';
import { LanguageResource, SeriesResource } from '../../series/dto/series.resource';
import type { EpisodeFileEntity } from '../episode-file.entity';
import type { EpisodeEntity } from '../episode.entity';

export class RevisionResource {
  @ApiProperty() version!: number;
  @ApiProperty() real!: number;
  @ApiProperty() isRepack!: boolean;
}

export class QualityModelResource {
  @ApiProperty({ type: QualityResource }) quality!: QualityResource;
  @ApiProperty({ type: RevisionResource }) revision!: RevisionResource;
}

export class EpisodeFileResource {
  @ApiProperty() id!: number;
  @ApiProperty() seriesId!: number;
  @ApiProperty() seasonNumber!: number;
  @ApiProperty() relativePath!: string;
  @ApiProperty() path!: string;
  @ApiProperty() size!: number;
  @ApiProperty() dateAdded!: Date;
  @ApiPropertyOptional() sceneName?: string | null;
  @ApiPropertyOptional() releaseGroup?: string | null;
  @ApiProperty({ type: [LanguageResource] }) languages!: LanguageResource[];
  @ApiProperty({ type: QualityModelResource }) quality!: QualityModelResource;
  @ApiProperty({ type: [Object] }) customFormats!: unknown[];
  @ApiProperty() customFormatScore!: number;
  @ApiProperty() indexerFlags!: number;
  /** unknown until media info is read */
  @ApiProperty() releaseType!: string;
  @ApiProperty() qualityCutoffNotMet!: boolean;
}

export class EpisodeResource {
  @ApiProperty() id!: number;
  @ApiProperty() seriesId!: number;
  @ApiProperty() tvdbId!: number;
  @ApiProperty() episodeFileId!: number;
  @ApiProperty() seasonNumber!: number;
  @ApiProperty() episodeNumber!: number;
  @ApiProperty() title!: string;
  /** yyyy-MM-dd */
  @ApiPropertyOptional() airDate?: string | null;
  @ApiPropertyOptional() airDateUtc?: Date | null;
  @ApiPropertyOptional() lastSearchTime?: Date | null;
  @ApiProperty() runtime!: number;
  @ApiPropertyOptional() overview?: string | null;
  @ApiPropertyOptional({ type: EpisodeFileResource }) episodeFile?: EpisodeFileResource;
  @ApiProperty() hasFile!: boolean;
  @ApiProperty() monitored!: boolean;
  @ApiPropertyOptional() absoluteEpisodeNumber?: number | null;
  @ApiProperty() unverifiedSceneNumbering!: boolean;
  @ApiPropertyOptional({ type: SeriesResource }) series?: SeriesResource;
  @ApiProperty({ type: [Object] }) images!: unknown[];
}

export function toEpisodeFileResource(entity: EpisodeFileEntity, seriesPath: string): EpisodeFileResource {
  return {
    id: entity.id,
    seriesId: entity.seriesId,
    seasonNumber: entity.seasonNumber,
    relativePath: entity.relativePath,
    path: `${seriesPath}/${entity.relativePath}`,
    size: entity.size,
    dateAdded: entity.dateAdded,
    sceneName: entity.sceneName,
    releaseGroup: entity.releaseGroup,
    languages: entity.languages,
    quality: { quality: toQualityResource(entity.quality.quality.id), revision: entity.quality.revision },
    customFormats: [],
    customFormatScore: 0,
    indexerFlags: 0,
    releaseType: 'unknown',
    qualityCutoffNotMet: false,
  };
}

export function toEpisodeResource(entity: EpisodeEntity, extras: { episodeFile?: EpisodeFileResource; series?: SeriesResource } = {}): EpisodeResource {
  return {
    id: entity.id,
    seriesId: entity.seriesId,
    tvdbId: entity.tvdbId,
    episodeFileId: entity.episodeFileId ?? 0,
    seasonNumber: entity.seasonNumber,
    episodeNumber: entity.episodeNumber,
    title: entity.title,
    airDate: entity.airDate,
    airDateUtc: entity.airDateUtc,
    lastSearchTime: entity.lastSearchTime,
    runtime: entity.runtime,
    overview: entity.overview,
    episodeFile: extras.episodeFile,
    hasFile: entity.episodeFileId !== null,
    monitored: entity.monitored,
    absoluteEpisodeNumber: entity.absoluteEpisodeNumber,
    unverifiedSceneNumbering: false,
    series: extras.series,
    images: [],
  };
}

/** A page of episodes, as the wanted lists answer. */
export class EpisodeResourcePagingResource {
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() sortKey!: string;
  /** default, ascending or descending */
  @ApiProperty() sortDirection!: string;
  @ApiProperty() totalRecords!: number;
  @ApiProperty({ type: [EpisodeResource] }) records!: EpisodeResource[];
}
