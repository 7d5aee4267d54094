/** Naming configs as the anchors' `NamingConfigResource` carries them, their defaults and enum normalisation. */

export type ColonReplacement = 'delete' | 'dash' | 'spaceDash' | 'spaceDashSpace' | 'smart' | 'custom';
export type MultiEpisodeStyle = 'extend' | 'duplicate' | 'repeat' | 'scene' | 'range' | 'prefixedRange';

/** Wire order of both enums: Sonarr and Lidarr send the index, Radarr sends the name. */
export const COLON_REPLACEMENT_FORMATS: readonly ColonReplacement[] = [
  'delete',
  'dash',
  'spaceDash',
  'spaceDashSpace',
  'smart',
  'custom',
];
export const MULTI_EPISODE_STYLES: readonly MultiEpisodeStyle[] = [
  'extend',
  'duplicate',
  'repeat',
  'scene',
  'range',
  'prefixedRange',
];

/** Sonarr's `NamingConfigResource`. */
export interface SeriesNamingConfig {
  id?: number;
  renameEpisodes?: boolean;
  replaceIllegalCharacters?: boolean;
  colonReplacementFormat?: number | string;
  customColonReplacementFormat?: string | null;
  multiEpisodeStyle?: number | string;
  standardEpisodeFormat?: string | null;
  dailyEpisodeFormat?: string | null;
  animeEpisodeFormat?: string | null;
  seriesFolderFormat?: string | null;
  seasonFolderFormat?: string | null;
  specialsFolderFormat?: string | null;
}

/** Radarr's `NamingConfigResource`. */
export interface MovieNamingConfig {
  id?: number;
  renameMovies?: boolean;
  replaceIllegalCharacters?: boolean;
  colonReplacementFormat?: number | string;
  customColonReplacementFormat?: string | null;
  standardMovieFormat?: string | null;
  movieFolderFormat?: string | null;
}

/** Lidarr's `NamingConfigResource` (plus an optional album folder format; Lidarr derives it from the track format). */
export interface MusicNamingConfig {
  id?: number;
  renameTracks?: boolean;
  replaceIllegalCharacters?: boolean;
  colonReplacementFormat?: number | string;
  customColonReplacementFormat?: string | null;
  standardTrackFormat?: string | null;
  multiDiscTrackFormat?: string | null;
  artistFolderFormat?: string | null;
  albumFolderFormat?: string | null;
  includeArtistName?: boolean;
  includeAlbumTitle?: boolean;
  includeQuality?: boolean;
  replaceSpaces?: boolean;
  separator?: string | null;
  numberStyle?: string | null;
}

export type NamingKind = 'series' | 'movie' | 'music';

type Defaults<T> = { readonly [K in keyof T]-?: NonNullable<T[K]> };

export const DEFAULT_SERIES_NAMING: Defaults<Omit<SeriesNamingConfig, 'id'>> = Object.freeze({
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
});

export const DEFAULT_MOVIE_NAMING: Defaults<Omit<MovieNamingConfig, 'id' | 'customColonReplacementFormat'>> =
  Object.freeze({
    renameMovies: false,
    replaceIllegalCharacters: true,
    colonReplacementFormat: 'smart',
    standardMovieFormat: '{Movie Title} ({Release Year}) {Quality Full}',
    movieFolderFormat: '{Movie Title} ({Release Year})',
  });

export const DEFAULT_MUSIC_NAMING: Defaults<
  Omit<MusicNamingConfig, 'id' | 'customColonReplacementFormat' | 'albumFolderFormat'>
> = Object.freeze({
  renameTracks: false,
  replaceIllegalCharacters: true,
  colonReplacementFormat: 4,
  standardTrackFormat: '{Album Title} ({Release Year})/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
  multiDiscTrackFormat:
    '{Album Title} ({Release Year})/{Medium Format} {medium:00}/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
  artistFolderFormat: '{Artist Name}',
  includeArtistName: false,
  includeAlbumTitle: false,
  includeQuality: false,
  replaceSpaces: false,
  separator: ' - ',
  numberStyle: 'S{season:00}E{episode:00}',
});

/** The default `NamingConfigResource` of a kind (a fresh copy). */
export function defaultNamingConfig(kind: 'series'): SeriesNamingConfig;
export function defaultNamingConfig(kind: 'movie'): MovieNamingConfig;
export function defaultNamingConfig(kind: 'music'): MusicNamingConfig;
export function defaultNamingConfig(kind: NamingKind): SeriesNamingConfig | MovieNamingConfig | MusicNamingConfig;
export function defaultNamingConfig(kind: NamingKind): SeriesNamingConfig | MovieNamingConfig | MusicNamingConfig {
  if (kind === 'series') return { ...DEFAULT_SERIES_NAMING };
  if (kind === 'movie') return { ...DEFAULT_MOVIE_NAMING };
  return { ...DEFAULT_MUSIC_NAMING };
}

function enumValue<T extends string>(values: readonly T[], raw: unknown, fallback: T): T {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw < values.length) return values[raw];
  if (typeof raw === 'string') {
    const trimmed = raw.trim();
    if (/^\d+$/.test(trimmed)) return enumValue(values, Number(trimmed), fallback);
    const found = values.find((v) => v.toLowerCase() === trimmed.toLowerCase());
    if (found) return found;
  }
  return fallback;
}

/** Accepts the wire integer (Sonarr, Lidarr), the name (Radarr) in any case, or a numeric string. */
export function parseColonReplacement(raw: unknown): ColonReplacement {
  return enumValue(COLON_REPLACEMENT_FORMATS, raw, 'smart');
}

export function parseMultiEpisodeStyle(raw: unknown): MultiEpisodeStyle {
  return enumValue(MULTI_EPISODE_STYLES, raw, 'prefixedRange');
}

export function isKnownColonReplacement(raw: unknown): boolean {
  return enumValue<ColonReplacement | 'invalid'>(COLON_REPLACEMENT_FORMATS, raw, 'invalid') !== 'invalid';
}

export function isKnownMultiEpisodeStyle(raw: unknown): boolean {
  return enumValue<MultiEpisodeStyle | 'invalid'>(MULTI_EPISODE_STYLES, raw, 'invalid') !== 'invalid';
}

/** What the cleaning of token values needs from any kind's config. */
export interface CleaningOptions {
  replaceIllegalCharacters: boolean;
  colonReplacement: ColonReplacement;
  customColonReplacement: string;
}

export function cleaningOptions(naming: {
  replaceIllegalCharacters?: boolean;
  colonReplacementFormat?: number | string;
  customColonReplacementFormat?: string | null;
}): CleaningOptions {
  return {
    replaceIllegalCharacters: naming.replaceIllegalCharacters ?? true,
    colonReplacement: parseColonReplacement(naming.colonReplacementFormat),
    customColonReplacement: naming.customColonReplacementFormat ?? '',
  };
}
