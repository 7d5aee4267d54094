import { SeriesNamingConfig } from './naming-config';
import { EpisodeFileResource, EpisodeResource, SeriesResource } from './resources';
import { buildEpisodeFileName } from './series-naming';

/** Shared test data for the series specs: South Park S15E06 "City Sushi", HDTV-720p, group SonarrTest. */
export const HDTV_720P = { id: 4, name: 'HDTV-720p', source: 'television', resolution: 720 };
export const BLURAY_1080P = { id: 7, name: 'Bluray-1080p', source: 'bluray', resolution: 1080 };

export function naming(overrides: Partial<SeriesNamingConfig> = {}): SeriesNamingConfig {
  return {
    renameEpisodes: true,
    replaceIllegalCharacters: true,
    colonReplacementFormat: 4,
    multiEpisodeStyle: 5,
    standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode Title}',
    dailyEpisodeFormat: '{Series Title} - {Air-Date} - {Episode Title}',
    animeEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode Title}',
    seriesFolderFormat: '{Series Title}',
    seasonFolderFormat: 'Season {season}',
    specialsFolderFormat: 'Specials',
    ...overrides,
  };
}

export function series(overrides: Partial<SeriesResource> = {}): SeriesResource {
  return { title: 'South Park', year: 1997, seriesType: 'standard', tvdbId: 75897, ...overrides };
}

export function episode(
  seasonNumber: number,
  episodeNumber: number,
  title = 'City Sushi',
  extra: Partial<EpisodeResource> = {},
): EpisodeResource {
  return { seasonNumber, episodeNumber, title, absoluteEpisodeNumber: null, airDate: null, ...extra };
}

export function episodeFile(overrides: Partial<EpisodeFileResource> = {}): EpisodeFileResource {
  return {
    id: 0,
    releaseGroup: 'SonarrTest',
    quality: { quality: HDTV_720P, revision: { version: 1, real: 0, isRepack: false } },
    ...overrides,
  };
}

export interface EpisodeCase {
  naming?: Partial<SeriesNamingConfig>;
  series?: Partial<SeriesResource>;
  episodes?: EpisodeResource[];
  file?: Partial<EpisodeFileResource>;
  extension?: string;
}

/** Builds a file name with the defaults above, overriding only what a row names. */
export function build(c: EpisodeCase): string {
  return buildEpisodeFileName({
    naming: naming(c.naming),
    series: series(c.series),
    episodes: c.episodes ?? [episode(15, 6)],
    episodeFile: episodeFile(c.file),
    x: c.extension ? { extension: c.extension } : undefined,
  });
}

/** Shorthand for a row that changes only the standard format. */
export function withFormat(standardEpisodeFormat: string, c: EpisodeCase = {}): string {
  return build({ ...c, naming: { ...c.naming, standardEpisodeFormat } });
}
