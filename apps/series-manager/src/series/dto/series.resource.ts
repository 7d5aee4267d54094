import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SeasonStatisticsRow } from '../series.repository';
import type { SeriesEntity } from '../series.entity';

export class SeasonStatisticsResource {
  @ApiProperty() episodeFileCount!: number;
  @ApiProperty() episodeCount!: number;
  @ApiProperty() totalEpisodeCount!: number;
  @ApiProperty() sizeOnDisk!: number;
  @ApiProperty({ type: [String] }) releaseGroups!: string[];
  @ApiProperty() percentOfEpisodes!: number;
}

export class SeriesStatisticsResource extends SeasonStatisticsResource {
  @ApiProperty() seasonCount!: number;
}

export class SeasonResource {
  @ApiProperty() seasonNumber!: number;
  @ApiProperty() monitored!: boolean;
  @ApiPropertyOptional({ type: SeasonStatisticsResource }) statistics?: SeasonStatisticsResource;
  @ApiProperty({ type: [Object] }) images!: unknown[];
}

export class AddSeriesOptionsResource {
  /** unknown, all, future, missing, existing, firstSeason, lastSeason, latestSeason, pilot, recent, monitorSpecials, unmonitorSpecials, none, skip */
  @ApiProperty() monitor!: string;
  @ApiProperty() searchForMissingEpisodes!: boolean;
  @ApiProperty() searchForCutoffUnmetEpisodes!: boolean;
  @ApiProperty() ignoreEpisodesWithFiles!: boolean;
  @ApiProperty() ignoreEpisodesWithoutFiles!: boolean;
}

export class LanguageResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class SeriesResource {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [Object] }) alternateTitles!: Array<{ title: string; seasonNumber?: number }>;
  @ApiProperty() sortTitle!: string;
  /** continuing, ended, upcoming or deleted */
  @ApiProperty() status!: string;
  @ApiProperty() ended!: boolean;
  @ApiPropertyOptional() overview?: string | null;
  @ApiPropertyOptional() network?: string | null;
  @ApiPropertyOptional() airTime?: string | null;
  @ApiProperty({ type: [Object] }) images!: unknown[];
  @ApiPropertyOptional({ type: LanguageResource }) originalLanguage?: LanguageResource | null;
  @ApiProperty({ type: [SeasonResource] }) seasons!: SeasonResource[];
  @ApiProperty() year!: number;
  @ApiProperty() path!: string;
  @ApiProperty() qualityProfileId!: number;
  /** Sonarr v3 clients send it; always 1. */
  @ApiProperty() languageProfileId!: number;
  @ApiProperty() seasonFolder!: boolean;
  @ApiProperty() monitored!: boolean;
  /** all or none */
  @ApiProperty() monitorNewItems!: string;
  @ApiProperty() useSceneNumbering!: boolean;
  @ApiProperty() runtime!: number;
  @ApiProperty() tvdbId!: number;
  @ApiProperty() tvRageId!: number;
  @ApiProperty() tvMazeId!: number;
  @ApiProperty() tmdbId!: number;
  @ApiPropertyOptional() firstAired?: Date | null;
  @ApiPropertyOptional() lastAired?: Date | null;
  /** standard, daily or anime */
  @ApiProperty() seriesType!: string;
  @ApiProperty() cleanTitle!: string;
  @ApiPropertyOptional() imdbId?: string | null;
  @ApiProperty() titleSlug!: string;
  @ApiPropertyOptional() rootFolderPath?: string | null;
  @ApiPropertyOptional() certification?: string | null;
  @ApiProperty({ type: [String] }) genres!: string[];
  @ApiProperty({ type: [Number] }) tags!: number[];
  @ApiProperty() added!: Date;
  @ApiPropertyOptional({ type: AddSeriesOptionsResource }) addOptions?: AddSeriesOptionsResource;
  @ApiProperty({ type: Object }) ratings!: { votes: number; value: number };
  @ApiPropertyOptional({ type: SeriesStatisticsResource }) statistics?: SeriesStatisticsResource;
}

function percent(files: number, counted: number): number {
  return counted === 0 ? 0 : (files / counted) * 100;
}

export function toSeasonStatistics(row: SeasonStatisticsRow | undefined): SeasonStatisticsResource {
  const r = row ?? { episodeFileCount: 0, episodeCount: 0, totalEpisodeCount: 0, sizeOnDisk: 0, releaseGroups: [] };
  return {
    episodeFileCount: r.episodeFileCount,
    episodeCount: r.episodeCount,
    totalEpisodeCount: r.totalEpisodeCount,
    sizeOnDisk: r.sizeOnDisk,
    releaseGroups: [...r.releaseGroups].sort(),
    percentOfEpisodes: percent(r.episodeFileCount, r.episodeCount),
  };
}

/** Maps a series and its per-season statistics rows; `rootFolderPath` is the configured root holding it. */
export function toSeriesResource(entity: SeriesEntity, seasonRows: SeasonStatisticsRow[], rootFolderPath?: string): SeriesResource {
  const seasonNumbers = [...new Set([...entity.seasons.map((s) => s.seasonNumber), ...seasonRows.map((r) => r.seasonNumber)])].sort((a, b) => a - b);
  const seasons = seasonNumbers.map((seasonNumber) => ({
    seasonNumber,
    monitored: entity.seasons.find((s) => s.seasonNumber === seasonNumber)?.monitored ?? false,
    statistics: toSeasonStatistics(seasonRows.find((r) => r.seasonNumber === seasonNumber)),
    images: [],
  }));
  const totals = seasonRows.reduce(
    (sum, r) => ({
      episodeFileCount: sum.episodeFileCount + r.episodeFileCount,
      episodeCount: sum.episodeCount + r.episodeCount,
      totalEpisodeCount: sum.totalEpisodeCount + r.totalEpisodeCount,
      sizeOnDisk: sum.sizeOnDisk + r.sizeOnDisk,
      releaseGroups: [...new Set([...sum.releaseGroups, ...r.releaseGroups])],
    }),
    { episodeFileCount: 0, episodeCount: 0, totalEpisodeCount: 0, sizeOnDisk: 0, releaseGroups: [] as string[] },
  );
  return {
    id: entity.id,
    title: entity.title,
    alternateTitles: entity.alternateTitles,
    sortTitle: entity.sortTitle,
    status: entity.status,
    ended: entity.status === 'ended',
    overview: entity.overview,
    network: entity.network,
    airTime: entity.airTime,
    images: [],
    originalLanguage: entity.originalLanguage,
    seasons,
    year: entity.year,
    path: entity.path,
    qualityProfileId: entity.qualityProfileId,
    languageProfileId: entity.languageProfileId,
    seasonFolder: entity.seasonFolder,
    monitored: entity.monitored,
    monitorNewItems: entity.monitorNewItems,
    useSceneNumbering: entity.useSceneNumbering,
    runtime: entity.runtime,
    tvdbId: entity.tvdbId,
    tvRageId: entity.tvRageId,
    tvMazeId: entity.tvMazeId,
    tmdbId: entity.tmdbId,
    firstAired: entity.firstAired,
    lastAired: entity.lastAired,
    seriesType: entity.seriesType,
    cleanTitle: entity.cleanTitle,
    imdbId: entity.imdbId,
    titleSlug: entity.titleSlug,
    rootFolderPath: rootFolderPath ?? null,
    certification: entity.certification,
    genres: entity.genres,
    tags: entity.tags,
    added: entity.added,
    ratings: { votes: 0, value: 0 },
    statistics: {
      seasonCount: seasons.filter((s) => s.seasonNumber > 0).length,
      ...totals,
      releaseGroups: totals.releaseGroups.sort(),
      percentOfEpisodes: percent(totals.episodeFileCount, totals.episodeCount),
    },
  };
}
