import { cleanFileName, finishFileComponent, finishFolderComponent, maxLengthFromFormat, truncateToken } from './clean';
import {
  addCustomFormatTokens,
  addMediaFileTokens,
  addQualityTokens,
  addVideoMediaInfoTokens,
  originalTitle,
  setHandler,
} from './file-tokens';
import { LANGUAGE_NAMES_BY_CODE } from './languages';
import { cleaningOptions, DEFAULT_MOVIE_NAMING, MovieNamingConfig } from './naming-config';
import { BuildExtras, MovieFileResource, MovieResource } from './resources';
import {
  countTokens,
  HandlerTable,
  renderFormat,
  splitComponents,
  TokenHandlers,
  TokenMatch,
  usedTokenKeys,
} from './token-grammar';
import { cleanTitle, cleanTitleThe, titleFirstCharacter, titleThe, titleYear } from './titles';

const UPPERCASE_EDITION_WORDS = /(?<![a-z0-9])(imax|3d|hdr|dv|sdr)(?![a-z0-9])/gi;
const ORDINALS = /(?<![a-z0-9])(\d+)(st|nd|rd|th)(?![a-z0-9])/gi;

/** Title case (a letter after anything but a letter or apostrophe starts a word), ordinals lower, IMAX/3D/HDR/DV/SDR upper. */
export function formatEditionTags(edition: string): string {
  const lower = edition.trim().toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i];
    const prev = i > 0 ? lower[i - 1] : '';
    const startsWord = prev === '' || !/[\p{L}'’]/u.test(prev);
    out += startsWord ? ch.toUpperCase() : ch;
  }
  return out
    .replace(ORDINALS, (_m, n: string, suffix: string) => n + suffix.toLowerCase())
    .replace(UPPERCASE_EDITION_WORDS, (m) => m.toUpperCase());
}

function translatedTitle(movie: MovieResource, format: string | undefined): string {
  const title = movie.title ?? '';
  if (!format || maxLengthFromFormat(format) !== 0) return title;
  for (const code of format.split('|')) {
    const language = LANGUAGE_NAMES_BY_CODE[code.trim().toUpperCase()];
    if (!language) continue;
    const found = (movie.x?.translations ?? []).find(
      (t) => t.title && t.language?.name?.toLowerCase() === language.toLowerCase(),
    );
    if (found?.title) return found.title;
  }
  return title;
}

function addMovieTokens(handlers: TokenHandlers, movie: MovieResource): void {
  const title = movie.title ?? '';
  const collection = movie.collection?.title ?? '';
  const truncated = (value: string) => (m: TokenMatch) => truncateToken(value, m.format);
  setHandler(handlers, 'Movie Title', (m) => truncateToken(translatedTitle(movie, m.format), m.format));
  setHandler(handlers, 'Movie CleanTitle', (m) =>
    truncateToken(cleanTitle(translatedTitle(movie, m.format)), m.format),
  );
  setHandler(handlers, 'Movie TitleThe', truncated(titleThe(title)));
  setHandler(handlers, 'Movie CleanTitleThe', truncated(cleanTitleThe(title)));
  setHandler(handlers, 'Movie TitleYear', truncated(titleYear(title, movie.year)));
  setHandler(handlers, 'Movie CleanTitleYear', truncated(cleanTitle(titleYear(title, movie.year))));
  setHandler(handlers, 'Movie TitleFirstCharacter', () => (title ? titleFirstCharacter(title) : ''));
  setHandler(handlers, 'Movie OriginalTitle', truncated(movie.originalTitle ?? ''));
  setHandler(handlers, 'Movie CleanOriginalTitle', truncated(cleanTitle(movie.originalTitle ?? '')));
  setHandler(handlers, 'Movie Collection', truncated(collection));
  setHandler(handlers, 'Movie CleanCollection', truncated(cleanTitle(collection)));
  setHandler(handlers, 'Movie CollectionThe', truncated(titleThe(collection)));
  setHandler(handlers, 'Movie CleanCollectionThe', truncated(cleanTitleThe(collection)));
  setHandler(handlers, 'Movie Certification', () => movie.certification ?? '');
  setHandler(handlers, 'Release Year', () => (movie.year && movie.year > 0 ? String(movie.year) : ''));
  setHandler(handlers, 'Movie Year', () => (movie.year && movie.year > 0 ? String(movie.year) : ''));
  setHandler(handlers, 'ImdbId', () => movie.imdbId ?? '');
  setHandler(handlers, 'TmdbId', () => (movie.tmdbId && movie.tmdbId > 0 ? String(movie.tmdbId) : ''));
}

function addMovieFileTokens(handlers: TokenHandlers, file: MovieFileResource, multipleTokens: boolean): void {
  addQualityTokens(handlers, file.quality);
  addVideoMediaInfoTokens(handlers, file.mediaInfo);
  addMediaFileTokens(handlers, file, !multipleTokens, 'Radarr');
  addCustomFormatTokens(handlers, file.customFormats);
  setHandler(handlers, 'Release Hash', () => file.x?.releaseHash ?? '');
  setHandler(handlers, 'Edition Tags', () =>
    file.edition && file.edition.trim() ? formatEditionTags(file.edition) : '',
  );
}

export interface BuildMovieFileNameInput {
  naming: MovieNamingConfig;
  movie: MovieResource;
  movieFile: MovieFileResource;
  x?: BuildExtras;
}

/** The movie's file name (path components joined with `/`), without extension. */
export function buildMovieFileName({ naming, movie, movieFile }: BuildMovieFileNameInput): string {
  const cleaning = cleaningOptions(naming);
  if (!naming.renameMovies) return cleanFileName(originalTitle(movieFile, true), cleaning).trim();
  const pattern = naming.standardMovieFormat ?? DEFAULT_MOVIE_NAMING.standardMovieFormat;
  const handlers = new HandlerTable(usedTokenKeys(pattern));
  addMovieTokens(handlers, movie);
  addMovieFileTokens(handlers, movieFile, countTokens(pattern) > 1);
  return splitComponents(pattern)
    .map((component) => finishFileComponent(renderFormat(component, handlers, cleaning)))
    .filter((component) => component.trim() !== '')
    .join('/');
}

export interface BuildMovieFolderNameInput {
  naming: MovieNamingConfig;
  movie: MovieResource;
  movieFile?: MovieFileResource | null;
}

/** The movie folder name (components joined with `/`); file tokens use the movie file when there is one. */
export function buildMovieFolderName({ naming, movie, movieFile }: BuildMovieFolderNameInput): string {
  const cleaning = cleaningOptions(naming);
  const pattern = naming.movieFolderFormat ?? DEFAULT_MOVIE_NAMING.movieFolderFormat;
  const handlers = new HandlerTable(usedTokenKeys(pattern));
  addMovieTokens(handlers, movie);
  const multipleTokens = countTokens(pattern) > 1;
  if (movieFile) {
    addMovieFileTokens(handlers, movieFile, multipleTokens);
  } else {
    const placeholder = `${movie.title ?? ''} ${movie.year ?? ''}`.trim();
    addMediaFileTokens(handlers, { sceneName: placeholder, relativePath: placeholder }, !multipleTokens, 'Radarr');
  }
  return splitComponents(pattern)
    .map((component) => finishFolderComponent(renderFormat(component, handlers, cleaning)))
    .filter((component) => component.trim() !== '')
    .join('/');
}
