/**
 * The slices of the anchors' API resources the naming engine reads. Every field is optional: an absent
 * field means the C# default (0, null, false, empty list), as the anchors' JSON does.
 */

export interface QualityResource {
  id?: number;
  name?: string | null;
  source?: string;
  resolution?: number;
  modifier?: string;
}

export interface RevisionResource {
  version?: number;
  real?: number;
  isRepack?: boolean;
}

export interface QualityModelResource {
  quality?: QualityResource | null;
  revision?: RevisionResource | null;
}

export interface CustomFormatRef {
  id?: number;
  name?: string | null;
  includeCustomFormatWhenRenaming?: boolean;
}

/** Sonarr/Radarr `MediaInfoResource`, already formatted by the API (`videoCodec: "x264"`, `audioLanguages: "eng/deu"`). */
export interface VideoMediaInfoResource {
  audioBitrate?: number;
  audioChannels?: number;
  audioCodec?: string | null;
  audioLanguages?: string | null;
  audioStreamCount?: number;
  videoBitDepth?: number;
  videoBitrate?: number;
  videoCodec?: string | null;
  videoFps?: number;
  videoDynamicRange?: string | null;
  videoDynamicRangeType?: string | null;
  resolution?: string | null;
  runTime?: string | null;
  scanType?: string | null;
  subtitles?: string | null;
  /** Data the API resource cannot carry: `videoMultiViewCount` > 1 means 3D. */
  x?: { videoMultiViewCount?: number };
}

/** Lidarr `MediaInfoResource`. */
export interface AudioMediaInfoResource {
  audioChannels?: number;
  audioBitRate?: string | null;
  audioCodec?: string | null;
  audioBits?: string | null;
  audioSampleRate?: string | null;
}

interface MediaFileBase {
  id?: number;
  relativePath?: string | null;
  path?: string | null;
  sceneName?: string | null;
  releaseGroup?: string | null;
  quality?: QualityModelResource | null;
  customFormats?: CustomFormatRef[] | null;
}

export interface EpisodeFileResource extends MediaFileBase {
  mediaInfo?: VideoMediaInfoResource | null;
  /** Data the API resource cannot carry: the anime release hash for `{Release Hash}`. */
  x?: { releaseHash?: string | null };
}

export interface MovieFileResource extends MediaFileBase {
  edition?: string | null;
  mediaInfo?: VideoMediaInfoResource | null;
  x?: { releaseHash?: string | null };
}

export interface TrackFileResource extends MediaFileBase {
  mediaInfo?: AudioMediaInfoResource | null;
}

export type SeriesType = 'standard' | 'daily' | 'anime';

export interface SeriesResource {
  id?: number;
  title?: string | null;
  year?: number;
  seriesType?: SeriesType | string | null;
  tvdbId?: number;
  tvMazeId?: number;
  tmdbId?: number;
  imdbId?: string | null;
  path?: string | null;
  seasonFolder?: boolean;
}

export interface EpisodeResource {
  id?: number;
  seasonNumber?: number;
  episodeNumber?: number;
  absoluteEpisodeNumber?: number | null;
  airDate?: string | null;
  title?: string | null;
}

export interface TranslationRef {
  title?: string | null;
  language?: { id?: number; name?: string | null } | null;
}

export interface MovieResource {
  id?: number;
  title?: string | null;
  originalTitle?: string | null;
  year?: number;
  imdbId?: string | null;
  tmdbId?: number;
  certification?: string | null;
  collection?: { title?: string | null } | null;
  /** Data the API resource cannot carry: translated titles for `{Movie Title:FR}`. */
  x?: { translations?: TranslationRef[] | null };
}

export interface ArtistResource {
  id?: number;
  artistName?: string | null;
  foreignArtistId?: string | null;
  disambiguation?: string | null;
  genres?: string[] | null;
  path?: string | null;
}

export interface MediumResource {
  mediumNumber?: number;
  mediumName?: string | null;
  mediumFormat?: string | null;
}

export interface AlbumResource {
  id?: number;
  title?: string | null;
  disambiguation?: string | null;
  foreignAlbumId?: string | null;
  albumType?: string | null;
  releaseDate?: string | null;
  genres?: string[] | null;
  mediumCount?: number;
  media?: MediumResource[] | null;
}

export interface TrackResource {
  id?: number;
  title?: string | null;
  trackNumber?: string | null;
  absoluteTrackNumber?: number;
  mediumNumber?: number;
  foreignTrackId?: string | null;
  artist?: ArtistResource | null;
}

/** Call arguments the resources cannot carry. */
export interface BuildExtras {
  /** The file extension (`.mkv`); the 255-byte file-name limit counts it. */
  extension?: string;
}
