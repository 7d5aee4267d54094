import { DEFAULT_MOVIE_NAMING, DEFAULT_MUSIC_NAMING, DEFAULT_SERIES_NAMING } from '@arrstack/renamer';

/** The anchors' NamingConfigResource fields and defaults (the naming engine's), per kind of media a service owns. */
export type NamingKind = 'series' | 'movie' | 'music' | 'livetv';

export const COLON_REPLACEMENT = { delete: 0, dash: 1, spaceDash: 2, spaceDashSpace: 3, smart: 4, custom: 5 } as const;
export const MULTI_EPISODE_STYLE = { extend: 0, duplicate: 1, repeat: 2, scene: 3, range: 4, prefixedRange: 5 } as const;

export type FieldType = 'boolean' | 'string' | 'format' | 'colonInt' | 'colonString' | 'multiEpisodeInt';

export interface NamingKindSpec {
  fields: Record<string, FieldType>;
  defaults: Record<string, unknown>;
}

export const NAMING_KINDS: Record<NamingKind, NamingKindSpec> = {
  series: {
    fields: {
      renameEpisodes: 'boolean',
      replaceIllegalCharacters: 'boolean',
      colonReplacementFormat: 'colonInt',
      customColonReplacementFormat: 'string',
      multiEpisodeStyle: 'multiEpisodeInt',
      standardEpisodeFormat: 'format',
      dailyEpisodeFormat: 'format',
      animeEpisodeFormat: 'format',
      seriesFolderFormat: 'format',
      seasonFolderFormat: 'format',
      specialsFolderFormat: 'format',
    },
    defaults: { ...DEFAULT_SERIES_NAMING },
  },
  movie: {
    fields: {
      renameMovies: 'boolean',
      replaceIllegalCharacters: 'boolean',
      colonReplacementFormat: 'colonString',
      standardMovieFormat: 'format',
      movieFolderFormat: 'format',
    },
    defaults: { ...DEFAULT_MOVIE_NAMING },
  },
  music: {
    fields: {
      renameTracks: 'boolean',
      replaceIllegalCharacters: 'boolean',
      colonReplacementFormat: 'colonInt',
      standardTrackFormat: 'format',
      multiDiscTrackFormat: 'format',
      artistFolderFormat: 'format',
      includeArtistName: 'boolean',
      includeAlbumTitle: 'boolean',
      includeQuality: 'boolean',
      replaceSpaces: 'boolean',
      separator: 'string',
      numberStyle: 'string',
    },
    defaults: { ...DEFAULT_MUSIC_NAMING },
  },
  // Dispatcharr has no naming settings; recordings follow the series manager's conventions.
  livetv: {
    fields: {
      renameRecordings: 'boolean',
      replaceIllegalCharacters: 'boolean',
      colonReplacementFormat: 'colonInt',
      recordingFormat: 'format',
      recordingFolderFormat: 'format',
    },
    defaults: {
      renameRecordings: true,
      replaceIllegalCharacters: true,
      colonReplacementFormat: 4,
      recordingFormat: '{Program Title} - {Air-Date} {Start Time} - {Episode Title}',
      recordingFolderFormat: '{Program Title}',
    },
  },
};
