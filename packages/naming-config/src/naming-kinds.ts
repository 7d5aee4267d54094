/** The anchors' NamingConfigResource fields and defaults, per kind of media a service owns. */
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
    defaults: {
      renameEpisodes: false,
      replaceIllegalCharacters: true,
      colonReplacementFormat: 4,
      customColonReplacementFormat: '',
      multiEpisodeStyle: 5,
      standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}',
      dailyEpisodeFormat: '{Series Title} - {Air-Date} - {Episode Title} {Quality Full}',
      animeEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}',
      seriesFolderFormat: '{Series Title}',
      seasonFolderFormat: 'Season {season}',
      specialsFolderFormat: 'Specials',
    },
  },
  movie: {
    fields: {
      renameMovies: 'boolean',
      replaceIllegalCharacters: 'boolean',
      colonReplacementFormat: 'colonString',
      standardMovieFormat: 'format',
      movieFolderFormat: 'format',
    },
    defaults: {
      renameMovies: false,
      replaceIllegalCharacters: true,
      colonReplacementFormat: 'smart',
      standardMovieFormat: '{Movie Title} ({Release Year}) {Quality Full}',
      movieFolderFormat: '{Movie Title} ({Release Year})',
    },
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
    defaults: {
      renameTracks: false,
      replaceIllegalCharacters: true,
      colonReplacementFormat: 4,
      standardTrackFormat: '{Album Title} ({Release Year})/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
      multiDiscTrackFormat: '{Album Title} ({Release Year})/{Medium Format} {medium:00}/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
      artistFolderFormat: '{Artist Name}',
      includeArtistName: false,
      includeAlbumTitle: false,
      includeQuality: false,
      replaceSpaces: false,
      separator: ' - ',
      numberStyle: '2',
    },
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
