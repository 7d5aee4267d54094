/** Which anchor's catalogue a quality or language answer comes from. */
export type MediaKind = 'series' | 'movie' | 'music';

/** Radarr's `QualitySource` enum. */
export type MovieQualitySource =
  | 'unknown'
  | 'cam'
  | 'telesync'
  | 'telecine'
  | 'workprint'
  | 'dvd'
  | 'tv'
  | 'webdl'
  | 'webrip'
  | 'bluray';

/** Sonarr's `QualitySource` enum. */
export type SeriesQualitySource =
  | 'unknown'
  | 'television'
  | 'televisionRaw'
  | 'web'
  | 'webRip'
  | 'dvd'
  | 'bluray'
  | 'blurayRaw';

/** Radarr's `Modifier` enum. */
export type QualityModifier = 'none' | 'regional' | 'screener' | 'rawhd' | 'brdisk' | 'remux';

/** One entry of a quality catalogue (the anchors' `Quality`). */
export interface Quality {
  id: number;
  name: string;
  source: string;
  resolution: number;
  modifier?: QualityModifier;
}

/** The anchors' `Revision`. */
export interface Revision {
  version: number;
  real: number;
  isRepack: boolean;
}

/** The anchors' `QualityModel`. */
export interface QualityModel {
  quality: Quality;
  revision: Revision;
}

/** The anchors' `Language`. */
export interface Language {
  id: number;
  name: string;
}

/** Sonarr's `SeriesTitleInfo`. */
export interface SeriesTitleInfo {
  title: string;
  titleWithoutYear: string;
  year: number;
  allTitles: string[];
}

/** Sonarr's `ReleaseType`. */
export type ReleaseType = 'unknown' | 'singleEpisode' | 'multiEpisode' | 'seasonPack';

/** Sonarr's `ParsedEpisodeInfoResource`. */
export interface ParsedEpisodeInfo {
  releaseTitle: string;
  seriesTitle: string;
  seriesTitleInfo: SeriesTitleInfo;
  quality: QualityModel;
  seasonNumber: number;
  episodeNumbers: number[];
  absoluteEpisodeNumbers: number[];
  specialAbsoluteEpisodeNumbers: number[];
  airDate: string | null;
  languages: Language[];
  fullSeason: boolean;
  isPartialSeason: boolean;
  isMultiSeason: boolean;
  isSeasonExtra: boolean;
  isSplitEpisode: boolean;
  isMiniSeries: boolean;
  special: boolean;
  releaseGroup: string | null;
  releaseHash: string | null;
  seasonPart: number;
  dailyPart: number | null;
  isDaily: boolean;
  isAbsoluteNumbering: boolean;
  isPossibleSpecialEpisode: boolean;
  isPossibleSceneSeasonSpecial: boolean;
  releaseType: ReleaseType;
}

/** Radarr's `ParsedMovieInfo`. */
export interface ParsedMovieInfo {
  movieTitles: string[];
  originalTitle: string;
  releaseTitle: string;
  simpleReleaseTitle: string;
  quality: QualityModel;
  languages: Language[];
  releaseGroup: string | null;
  releaseHash: string | null;
  edition: string | null;
  year: number;
  imdbId: string | null;
  tmdbId: number;
  hardcodedSubs: string | null;
  movieTitle: string;
  primaryMovieTitle: string;
}

/** Lidarr's `ArtistTitleInfo`. */
export interface ArtistTitleInfo {
  title: string;
  titleWithoutYear: string;
  year: number;
}

/** Lidarr's `ParsedAlbumInfo`. */
export interface ParsedAlbumInfo {
  releaseTitle: string;
  albumTitle: string;
  artistName: string;
  albumType: string | null;
  artistTitleInfo: ArtistTitleInfo;
  quality: QualityModel;
  releaseDate: string | null;
  discography: boolean;
  discographyStart: number;
  discographyEnd: number;
  releaseGroup: string | null;
  releaseHash: string | null;
  releaseVersion: string | null;
}
