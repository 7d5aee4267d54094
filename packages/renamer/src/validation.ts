import { ABSOLUTE_NUMBER, AIR_DATE, SEASON_AND_EPISODE } from './episode-numbering';
import {
  isKnownColonReplacement,
  isKnownMultiEpisodeStyle,
  MovieNamingConfig,
  MusicNamingConfig,
  NamingKind,
  parseColonReplacement,
  SeriesNamingConfig,
} from './naming-config';
import { albumFolderFormat } from './music-naming';
import { parseFormat } from './token-grammar';

/** One entry of the anchors' 400 validation array. */
export interface NamingValidationFailure {
  /** The C# property name, PascalCase (`StandardEpisodeFormat`). */
  propertyName: string;
  errorMessage: string;
  attemptedValue: unknown;
  severity: 'error';
}

const ORIGINAL = /\{Original[- ._]?(?:Title|Filename)\}/i;
const SERIES_TITLE = /\{Series[- ._]?(?:Clean)?Title(?:The)?(?:Year|WithoutYear)?(?::[^}]*)?\}/i;
const SEASON = /\{season(?::0+)?\}/i;
const MOVIE_TITLE = /\{Movie[- ._]?(?:Clean)?(?:Original)?Title(?:The|Year)?(?::[^}]*)?\}/i;
const ARTIST_NAME = /\{Artist[- ._]?(?:Clean)?Name(?:The)?(?::[^}]*)?\}/i;
const TRACK_NUMBER = /\{track(?::0+)?\}/i;
const TRACK_TITLE = /\{Track[- ._]?(?:Clean)?Title(?::[^}]*)?\}/i;
const MEDIUM = /\{medium(?::0+)?\}/i;
const ILLEGAL_LITERAL = /[<>:"|?*]/g;
const ILLEGAL_COLON_REPLACEMENT = /[\\/:*?"<>|]/;

type Check = (format: string) => boolean;

function literalText(format: string): string {
  return parseFormat(format)
    .filter((node) => node.kind === 'text')
    .map((node) => (node.kind === 'text' ? node.text : ''))
    .join('');
}

function checkFormat(
  failures: NamingValidationFailure[],
  propertyName: string,
  value: string | null | undefined,
  rule: Check,
  message: string,
): void {
  if (value === undefined) return;
  if (value === null || value.trim() === '') {
    failures.push({
      propertyName,
      errorMessage: `'${spaced(propertyName)}' must not be empty.`,
      attemptedValue: value,
      severity: 'error',
    });
    return;
  }
  const illegal = literalText(value).match(ILLEGAL_LITERAL);
  if (illegal) {
    failures.push({
      propertyName,
      errorMessage: `Contains illegal characters: ${[...new Set(illegal)].join('')}`,
      attemptedValue: value,
      severity: 'error',
    });
    return;
  }
  if (!rule(value)) failures.push({ propertyName, errorMessage: message, attemptedValue: value, severity: 'error' });
}

function spaced(propertyName: string): string {
  return propertyName.replace(/([a-z])([A-Z])/g, '$1 $2');
}

function checkColon(
  failures: NamingValidationFailure[],
  naming: { colonReplacementFormat?: number | string; customColonReplacementFormat?: string | null },
  allowCustom: boolean,
): void {
  const raw = naming.colonReplacementFormat;
  if (raw === undefined) return;
  const known = isKnownColonReplacement(raw) && (allowCustom || parseColonReplacement(raw) !== 'custom');
  if (!known) {
    failures.push({
      propertyName: 'ColonReplacementFormat',
      errorMessage: `'${String(raw)}' is not a valid colon replacement format.`,
      attemptedValue: raw,
      severity: 'error',
    });
    return;
  }
  if (
    parseColonReplacement(raw) === 'custom' &&
    ILLEGAL_COLON_REPLACEMENT.test(naming.customColonReplacementFormat ?? '')
  ) {
    failures.push({
      propertyName: 'CustomColonReplacementFormat',
      errorMessage: 'Contains illegal characters',
      attemptedValue: naming.customColonReplacementFormat,
      severity: 'error',
    });
  }
}

const seasonAndEpisode: Check = (f) => SEASON_AND_EPISODE.test(f);
const original: Check = (f) => ORIGINAL.test(f);

export function validateSeriesNaming(naming: SeriesNamingConfig): NamingValidationFailure[] {
  const failures: NamingValidationFailure[] = [];
  checkFormat(
    failures,
    'StandardEpisodeFormat',
    naming.standardEpisodeFormat,
    (f) => seasonAndEpisode(f) || original(f),
    'Must contain season and episode numbers OR Original Title',
  );
  checkFormat(
    failures,
    'DailyEpisodeFormat',
    naming.dailyEpisodeFormat,
    (f) => AIR_DATE.test(f) || seasonAndEpisode(f) || original(f),
    'Must contain Air Date OR Season and Episode OR Original Title',
  );
  checkFormat(
    failures,
    'AnimeEpisodeFormat',
    naming.animeEpisodeFormat,
    (f) => ABSOLUTE_NUMBER.test(f) || seasonAndEpisode(f) || original(f),
    'Must contain Absolute Episode number OR Season and Episode OR Original Title',
  );
  checkFormat(
    failures,
    'SeriesFolderFormat',
    naming.seriesFolderFormat,
    (f) => SERIES_TITLE.test(f),
    'Must contain series title',
  );
  checkFormat(
    failures,
    'SeasonFolderFormat',
    naming.seasonFolderFormat,
    (f) => SEASON.test(f),
    'Must contain season number',
  );
  checkFormat(failures, 'SpecialsFolderFormat', naming.specialsFolderFormat, () => true, '');
  if (naming.multiEpisodeStyle !== undefined && !isKnownMultiEpisodeStyle(naming.multiEpisodeStyle)) {
    failures.push({
      propertyName: 'MultiEpisodeStyle',
      errorMessage: `'Multi Episode Style' must be between 0 and 5. You entered ${String(naming.multiEpisodeStyle)}.`,
      attemptedValue: naming.multiEpisodeStyle,
      severity: 'error',
    });
  }
  checkColon(failures, naming, true);
  return failures;
}

export function validateMovieNaming(naming: MovieNamingConfig): NamingValidationFailure[] {
  const failures: NamingValidationFailure[] = [];
  checkFormat(
    failures,
    'StandardMovieFormat',
    naming.standardMovieFormat,
    (f) => MOVIE_TITLE.test(f) || original(f),
    'Must contain Movie Title OR Original Title',
  );
  checkFormat(
    failures,
    'MovieFolderFormat',
    naming.movieFolderFormat,
    (f) => MOVIE_TITLE.test(f),
    'Must contain movie title',
  );
  checkColon(failures, naming, false);
  return failures;
}

export function validateMusicNaming(naming: MusicNamingConfig): NamingValidationFailure[] {
  const failures: NamingValidationFailure[] = [];
  const track: Check = (f) => (TRACK_NUMBER.test(f) && TRACK_TITLE.test(f)) || original(f);
  checkFormat(
    failures,
    'StandardTrackFormat',
    naming.standardTrackFormat,
    track,
    'Must contain Track Title and Track number OR Original Title',
  );
  checkFormat(
    failures,
    'MultiDiscTrackFormat',
    naming.multiDiscTrackFormat,
    (f) => track(f) && (MEDIUM.test(f) || original(f)),
    'Must contain Track Title, Track number and Medium number OR Original Title',
  );
  checkFormat(
    failures,
    'ArtistFolderFormat',
    naming.artistFolderFormat,
    (f) => ARTIST_NAME.test(f),
    'Must contain Artist name',
  );
  if (
    naming.albumFolderFormat !== undefined &&
    naming.albumFolderFormat !== null &&
    albumFolderFormat(naming).trim() === ''
  ) {
    failures.push({
      propertyName: 'AlbumFolderFormat',
      errorMessage: "'Album Folder Format' must not be empty.",
      attemptedValue: naming.albumFolderFormat,
      severity: 'error',
    });
  }
  checkColon(failures, naming, true);
  return failures;
}

/**
 * Validates a `NamingConfigResource` of a kind as the anchors' `PUT config/naming` does: an empty list when valid,
 * else the 400 array naming each failing field. Fields absent from `naming` are not checked.
 */
export function validateNamingConfig(kind: 'series', naming: SeriesNamingConfig): NamingValidationFailure[];
export function validateNamingConfig(kind: 'movie', naming: MovieNamingConfig): NamingValidationFailure[];
export function validateNamingConfig(kind: 'music', naming: MusicNamingConfig): NamingValidationFailure[];
export function validateNamingConfig(
  kind: NamingKind,
  naming: SeriesNamingConfig | MovieNamingConfig | MusicNamingConfig,
): NamingValidationFailure[];
export function validateNamingConfig(
  kind: NamingKind,
  naming: SeriesNamingConfig | MovieNamingConfig | MusicNamingConfig,
): NamingValidationFailure[] {
  if (kind === 'series') return validateSeriesNaming(naming as SeriesNamingConfig);
  if (kind === 'movie') return validateMovieNaming(naming as MovieNamingConfig);
  return validateMusicNaming(naming as MusicNamingConfig);
}
