import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QualityModelResource } from '../../episode/dto/episode.resource';
import { LanguageResource } from '../../series/dto/series.resource';
import type { Decision } from '../release-decisions.service';

export class ReleaseEpisodeResource {
  @ApiProperty() id!: number;
  @ApiProperty() seasonNumber!: number;
  @ApiProperty() episodeNumber!: number;
  @ApiPropertyOptional() absoluteEpisodeNumber?: number;
  @ApiProperty() title!: string;
}

export class ReleaseCustomFormatResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

/** Sonarr's ReleaseResource, as `GET /release` lists it (ranked) and `POST /release` answers a grab. */
export class ReleaseResource {
  @ApiProperty() guid!: string;
  @ApiProperty({ type: QualityModelResource }) quality!: QualityModelResource;
  @ApiProperty() qualityWeight!: number;
  @ApiProperty({ description: 'Days' }) age!: number;
  @ApiProperty() ageHours!: number;
  @ApiProperty() ageMinutes!: number;
  @ApiProperty() size!: number;
  @ApiProperty() indexerId!: number;
  @ApiProperty() indexer!: string;
  @ApiPropertyOptional() releaseGroup?: string;
  @ApiPropertyOptional() releaseHash?: string;
  @ApiProperty() title!: string;
  @ApiProperty() fullSeason!: boolean;
  @ApiProperty() sceneSource!: boolean;
  @ApiProperty() seasonNumber!: number;
  @ApiProperty({ type: [LanguageResource] }) languages!: LanguageResource[];
  @ApiProperty() languageWeight!: number;
  @ApiPropertyOptional() airDate?: string;
  @ApiProperty() seriesTitle!: string;
  @ApiProperty({ type: [Number] }) episodeNumbers!: number[];
  @ApiProperty({ type: [Number] }) absoluteEpisodeNumbers!: number[];
  @ApiPropertyOptional() mappedSeasonNumber?: number;
  @ApiProperty({ type: [Number] }) mappedEpisodeNumbers!: number[];
  @ApiProperty({ type: [Number] }) mappedAbsoluteEpisodeNumbers!: number[];
  @ApiPropertyOptional() mappedSeriesId?: number;
  @ApiProperty({ type: [ReleaseEpisodeResource] }) mappedEpisodeInfo!: ReleaseEpisodeResource[];
  @ApiProperty() approved!: boolean;
  @ApiProperty() temporarilyRejected!: boolean;
  @ApiProperty() rejected!: boolean;
  @ApiProperty() tvdbId!: number;
  @ApiProperty() tvRageId!: number;
  @ApiPropertyOptional() imdbId?: string;
  @ApiProperty({ type: [String] }) rejections!: string[];
  @ApiPropertyOptional() publishDate?: string;
  @ApiPropertyOptional() commentUrl?: string;
  @ApiProperty() downloadUrl!: string;
  @ApiPropertyOptional() infoUrl?: string;
  @ApiProperty() episodeRequested!: boolean;
  @ApiProperty() downloadAllowed!: boolean;
  @ApiProperty({ description: 'Position in the ranked list (1 = best)' }) releaseWeight!: number;
  @ApiProperty({ type: [ReleaseCustomFormatResource] }) customFormats!: ReleaseCustomFormatResource[];
  @ApiProperty() customFormatScore!: number;
  @ApiPropertyOptional() magnetUrl?: string;
  @ApiPropertyOptional() infoHash?: string;
  @ApiPropertyOptional() seeders?: number;
  @ApiPropertyOptional() leechers?: number;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) protocol!: string;
  @ApiProperty() indexerFlags!: number;
  @ApiProperty() isDaily!: boolean;
  @ApiProperty() isAbsoluteNumbering!: boolean;
  @ApiProperty() isPossibleSpecialEpisode!: boolean;
  @ApiProperty() special!: boolean;
  @ApiPropertyOptional() seriesId?: number;
  @ApiPropertyOptional() episodeId?: number;
  @ApiProperty({ type: [Number] }) episodeIds!: number[];
}

/** A decision as Sonarr's ReleaseResource; `weight` is its place in the ranked list. */
export function toReleaseResource(decision: Decision, weight: number): ReleaseResource {
  const { release, indexer } = decision.found;
  const { parsed, episodes, evaluation } = decision;
  const mapped = !decision.evaluation.rejections.some((r) => r.reason === 'Unknown Series' || r.reason === 'Unable to parse release');
  return {
    guid: release.guid,
    quality: decision.quality,
    qualityWeight: decision.qualityWeight,
    age: Math.floor(decision.ageMinutes / 1440),
    ageHours: decision.ageMinutes / 60,
    ageMinutes: decision.ageMinutes,
    size: release.size ?? 0,
    indexerId: indexer.id,
    indexer: indexer.name,
    releaseGroup: parsed?.releaseGroup ?? undefined,
    releaseHash: parsed?.releaseHash ?? undefined,
    title: release.title,
    fullSeason: parsed?.fullSeason ?? false,
    sceneSource: false,
    seasonNumber: parsed?.seasonNumber ?? 0,
    languages: [decision.language],
    languageWeight: decision.languageWeight,
    airDate: parsed?.airDate ?? undefined,
    seriesTitle: parsed?.seriesTitle ?? '',
    episodeNumbers: parsed?.episodeNumbers ?? [],
    absoluteEpisodeNumbers: parsed?.absoluteEpisodeNumbers ?? [],
    mappedSeasonNumber: episodes[0]?.seasonNumber,
    mappedEpisodeNumbers: episodes.map((episode) => episode.episodeNumber),
    mappedAbsoluteEpisodeNumbers: episodes.map((episode) => episode.absoluteEpisodeNumber).filter((n): n is number => n !== null),
    mappedSeriesId: mapped ? decision.series.id : undefined,
    mappedEpisodeInfo: episodes.map((episode) => ({
      id: episode.id,
      seasonNumber: episode.seasonNumber,
      episodeNumber: episode.episodeNumber,
      absoluteEpisodeNumber: episode.absoluteEpisodeNumber ?? undefined,
      title: episode.title,
    })),
    approved: evaluation.approved,
    temporarilyRejected: evaluation.temporarilyRejected,
    rejected: !evaluation.approved,
    tvdbId: release.tvdbId ?? 0,
    tvRageId: release.rageId ?? 0,
    imdbId: release.imdbId,
    rejections: evaluation.rejections.map((rejection) => rejection.reason),
    publishDate: release.publishDate,
    commentUrl: release.comments,
    downloadUrl: release.downloadUrl,
    infoUrl: release.infoUrl,
    episodeRequested: decision.episodeRequested,
    downloadAllowed: episodes.length > 0,
    releaseWeight: weight,
    customFormats: decision.customFormats.map((format) => ({ id: format.id, name: format.name })),
    customFormatScore: decision.customFormatScore,
    magnetUrl: release.magnetUrl,
    infoHash: release.infoHash,
    seeders: release.seeders,
    leechers: release.leechers,
    protocol: indexer.protocol,
    indexerFlags: decision.indexerFlags,
    isDaily: parsed?.isDaily ?? false,
    isAbsoluteNumbering: parsed?.isAbsoluteNumbering ?? false,
    isPossibleSpecialEpisode: parsed?.isPossibleSpecialEpisode ?? false,
    special: parsed?.special ?? false,
    seriesId: mapped ? decision.series.id : undefined,
    episodeId: episodes.length === 1 ? episodes[0].id : undefined,
    episodeIds: episodes.map((episode) => episode.id),
  };
}
