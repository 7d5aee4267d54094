import {
  byteLength,
  cleanFileName,
  ELLIPSIS,
  finishFileComponent,
  
  maxLengthFromFormat,
  trimEndChars,
  truncateBytes,
  truncateToken,
} from './clean';
import {
  ABSOLUTE_NUMBER,
  addAbsoluteTokens,
  addEpisodeToken,
  addSeasonEpisodeTokens,
  addSeasonToken,
  AIR_DATE,
  SEASON_AND_EPISODE,
} from './episode-numbering';
import {
  addCustomFormatTokens,
  addMediaFileTokens,
  addQualityTokens,
  addVideoMediaInfoTokens,
  originalTitle,
  setHandler,
} from './file-tokens';
import { cleaningOptions, DEFAULT_SERIES_NAMING, parseMultiEpisodeStyle, SeriesNamingConfig } from './naming-config';
import { BuildExtras, EpisodeFileResource, EpisodeResource, SeriesResource } from './resources';
import {
  HandlerTable,
  lazy,
  parseFormat,
  renderFormat,
  splitComponents,
  TokenHandlers,
  TokenMatch,
  tokensOf,
  usedTokenKeys,
} from './token-grammar';
import { renderFolderPattern, renderWithinLimit } from './render-components';
import { cleanTitle, cleanTitleThe, titleFirstCharacter, titleThe, titleWithoutYear, titleYear } from './titles';

/** Keys of the tokens that stand in for season-episode and absolute blocks (see episode-numbering). */
const SYNTHETIC_KEYS = Array.from({ length: 32 }, (_, i) => i + 1).flatMap((i) => [
  `seasonepisode${i}`,
  `absolutepattern${i}`,
]);

/** The longest file or folder name most filesystems accept, in bytes. */
export const MAX_FILE_NAME_BYTES = 255;

function addSeriesTokens(handlers: TokenHandlers, series: SeriesResource): void {
  const title = series.title ?? '';
  const year = series.year ?? 0;
  const truncated = (compute: () => string) => {
    const value = lazy(compute);
    return (m: TokenMatch) => truncateToken(value(), m.format);
  };
  setHandler(handlers, 'Series Title', (m) => truncateToken(title, m.format));
  setHandler(
    handlers,
    'Series CleanTitle',
    truncated(() => cleanTitle(title)),
  );
  setHandler(
    handlers,
    'Series TitleYear',
    truncated(() => titleYear(title, year)),
  );
  setHandler(
    handlers,
    'Series CleanTitleYear',
    truncated(() => cleanTitle(titleYear(title, year))),
  );
  setHandler(
    handlers,
    'Series TitleWithoutYear',
    truncated(() => titleWithoutYear(title)),
  );
  setHandler(
    handlers,
    'Series CleanTitleWithoutYear',
    truncated(() => cleanTitle(titleWithoutYear(title))),
  );
  setHandler(
    handlers,
    'Series TitleThe',
    truncated(() => titleThe(title)),
  );
  setHandler(
    handlers,
    'Series CleanTitleThe',
    truncated(() => cleanTitleThe(title)),
  );
  setHandler(
    handlers,
    'Series TitleTheYear',
    truncated(() => titleYear(titleThe(title), year)),
  );
  setHandler(
    handlers,
    'Series CleanTitleTheYear',
    truncated(() => cleanTitleThe(titleYear(title, year))),
  );
  setHandler(
    handlers,
    'Series TitleTheWithoutYear',
    truncated(() => titleWithoutYear(titleThe(title))),
  );
  setHandler(
    handlers,
    'Series CleanTitleTheWithoutYear',
    truncated(() => cleanTitleThe(titleWithoutYear(title))),
  );
  setHandler(handlers, 'Series TitleFirstCharacter', () => (title ? titleFirstCharacter(title) : ''));
  setHandler(handlers, 'Series Year', () => (year > 0 ? String(year) : ''));
}

function addIdTokens(handlers: TokenHandlers, series: SeriesResource): void {
  const id = (value: number | undefined) => () => (value && value > 0 ? String(value) : '');
  setHandler(handlers, 'ImdbId', () => series.imdbId ?? '');
  setHandler(handlers, 'TvdbId', id(series.tvdbId));
  setHandler(handlers, 'TmdbId', id(series.tmdbId));
  setHandler(handlers, 'TvMazeId', id(series.tvMazeId));
}

const TITLE_TRIM = ' .?';
const MULTI_PART_SUFFIX = /:?\s?(?:\(\d+\)|(?:Part|Pt\.?)\s?\d+)$/i;

/** One title per file; multi-episode files drop part suffixes like `(1)`/`Part 2` and repeated titles. */
export function episodeTitles(episodes: EpisodeResource[]): string[] {
  const trimmed = episodes.map((e) => trimEndChars(e.title ?? '', TITLE_TRIM));
  if (episodes.length === 1) return trimmed;
  const cleaned = [...new Set(trimmed.map((t) => t.replace(MULTI_PART_SUFFIX, '').trim()))];
  if (cleaned.every((t) => t.trim() === '')) return [...new Set(trimmed)];
  return cleaned;
}

/**
 * Joins titles with ` + ` (or ` and `) within `maxBytes`: the whole list when it fits, else first…last, first…,
 * or the first title cut short with an ellipsis.
 */
export function joinEpisodeTitles(titles: string[], separator: string, maxBytes: number, format?: string): string {
  const formatMax = maxLengthFromFormat(format);
  if (formatMax > 0) maxBytes = Math.min(maxBytes, formatMax);
  const joined = titles.join(` ${separator} `);
  if (formatMax < 0) {
    const fromEnd = truncateToken(joined, format);
    return byteLength(fromEnd) <= maxBytes ? fromEnd : '';
  }
  if (byteLength(joined) <= maxBytes) return joined;
  if (maxBytes < 4) return '';
  const first = titles[0];
  const firstBytes = byteLength(first);
  if (titles.length >= 2) {
    const last = titles[titles.length - 1];
    if (firstBytes + byteLength(last) + 3 <= maxBytes) return `${trimEndChars(first, ' .')}${ELLIPSIS}${last}`;
  }
  if (titles.length > 1 && firstBytes + 3 <= maxBytes) return `${trimEndChars(first, ' .')}${ELLIPSIS}`;
  if (titles.length === 1 && firstBytes <= maxBytes) return first;
  return `${trimEndChars(truncateBytes(first, maxBytes - 3), ' .')}${ELLIPSIS}`;
}

function addEpisodeTitleTokens(handlers: TokenHandlers, episodes: EpisodeResource[], maxBytes: number | null): void {
  if (maxBytes === null) {
    setHandler(handlers, 'Episode Title', () => '');
    setHandler(handlers, 'Episode CleanTitle', () => '');
    return;
  }
  const titles = episodeTitles(episodes);
  setHandler(handlers, 'Episode Title', (m) => joinEpisodeTitles(titles, '+', maxBytes, m.format));
  setHandler(handlers, 'Episode CleanTitle', (m) =>
    joinEpisodeTitles(titles.map(cleanTitle), 'and', maxBytes, m.format),
  );
}

function addAirDateToken(handlers: TokenHandlers, episodes: EpisodeResource[]): void {
  const airDate = episodes[0].airDate;
  setHandler(handlers, 'Air Date', () =>
    airDate && airDate.trim() !== '' ? airDate.trim().split('-').join(' ') : 'Unknown',
  );
}

function seriesTypeOf(series: SeriesResource): string {
  return (series.seriesType ?? 'standard').toString().toLowerCase();
}

function hasEpisodeIdentifier(pattern: string, seriesType: string): boolean {
  const seasonAndEpisode = SEASON_AND_EPISODE.test(pattern);
  if (seriesType === 'daily') return seasonAndEpisode || AIR_DATE.test(pattern);
  if (seriesType === 'anime') return seasonAndEpisode || ABSOLUTE_NUMBER.test(pattern);
  return seasonAndEpisode;
}

const episodeTitleCache = new Map<string, boolean>();

function hasEpisodeTitle(component: string): boolean {
  let found = episodeTitleCache.get(component);
  if (found === undefined) {
    found = false;
    for (const match of tokensOf(parseFormat(component))) {
      if (match.key === 'episodetitle' || match.key === 'episodecleantitle') found = true;
    }
    if (episodeTitleCache.size > 500) episodeTitleCache.clear();
    episodeTitleCache.set(component, found);
  }
  return found;
}

export interface BuildEpisodeFileNameInput {
  naming: SeriesNamingConfig;
  series: SeriesResource;
  episodes: EpisodeResource[];
  episodeFile?: EpisodeFileResource | null;
  x?: BuildExtras;
}

/** The episode file name (path components joined with `/`), without extension. */
export function buildEpisodeFileName({ naming, series, episodes, episodeFile, x }: BuildEpisodeFileNameInput): string {
  if (!episodes || episodes.length === 0) throw new Error('buildEpisodeFileName needs at least one episode');
  const file = episodeFile ?? {};
  const cleaning = cleaningOptions(naming);
  if (!naming.renameEpisodes) return cleanFileName(originalTitle(file, true), cleaning).trim();

  const sorted = [...episodes].sort(
    (a, b) => (a.seasonNumber ?? 0) - (b.seasonNumber ?? 0) || (a.episodeNumber ?? 0) - (b.episodeNumber ?? 0),
  );
  const seriesType = seriesTypeOf(series);
  const anime = seriesType === 'anime';
  let pattern = naming.standardEpisodeFormat ?? DEFAULT_SERIES_NAMING.standardEpisodeFormat;
  if (seriesType === 'daily' && (sorted[0].seasonNumber ?? 0) > 0) {
    pattern = naming.dailyEpisodeFormat ?? DEFAULT_SERIES_NAMING.dailyEpisodeFormat;
  }
  if (anime && sorted.every((e) => e.absoluteEpisodeNumber != null)) {
    pattern = naming.animeEpisodeFormat ?? DEFAULT_SERIES_NAMING.animeEpisodeFormat;
  }
  const style = parseMultiEpisodeStyle(naming.multiEpisodeStyle);
  const useCurrentFileName = (file.id ?? 0) === 0 || !hasEpisodeIdentifier(pattern, seriesType);

  const handlers = new HandlerTable(usedTokenKeys(pattern, SYNTHETIC_KEYS));
  addSeriesTokens(handlers, series);
  addIdTokens(handlers, series);
  addSeasonToken(handlers, sorted[0].seasonNumber ?? 0);
  addEpisodeToken(handlers, sorted);
  addAirDateToken(handlers, sorted);
  addMediaFileTokens(handlers, file, useCurrentFileName, 'Sonarr');
  addQualityTokens(handlers, file.quality, { anime });
  addVideoMediaInfoTokens(handlers, file.mediaInfo);
  addCustomFormatTokens(handlers, file.customFormats);
  setHandler(handlers, 'Release Hash', () => file.x?.releaseHash ?? '');

  const components = splitComponents(pattern);
  const extensionBytes = byteLength(x?.extension ?? '');
  const out: string[] = [];
  components.forEach((raw, i) => {
    let component = addSeasonEpisodeTokens(raw, handlers, sorted, style);
    component = addAbsoluteTokens(component, handlers, anime, sorted, style);
    let rendered: string;
    if (hasEpisodeTitle(component)) {
      const limit = MAX_FILE_NAME_BYTES - (i === components.length - 1 ? extensionBytes : 0);
      rendered = renderWithinLimit(component, handlers, cleaning, limit, (maxBytes) => addEpisodeTitleTokens(handlers, sorted, maxBytes));
    } else {
      rendered = renderFormat(component, handlers, cleaning);
    }
    const finished = finishFileComponent(rendered);
    if (finished.trim() !== '') out.push(finished);
  });
  return out.join('/');
}

function renderFolder(pattern: string, handlers: TokenHandlers, naming: SeriesNamingConfig): string {
  return renderFolderPattern(pattern, handlers, cleaningOptions(naming));
}

export interface BuildSeriesFolderNameInput {
  naming: SeriesNamingConfig;
  series: SeriesResource;
}

export function buildSeriesFolderName({ naming, series }: BuildSeriesFolderNameInput): string {
  const handlers: TokenHandlers = new Map();
  addSeriesTokens(handlers, series);
  addIdTokens(handlers, series);
  return renderFolder(naming.seriesFolderFormat ?? DEFAULT_SERIES_NAMING.seriesFolderFormat, handlers, naming);
}

export interface BuildSeasonFolderNameInput {
  naming: SeriesNamingConfig;
  series: SeriesResource;
  seasonNumber: number;
}

/** The season folder, or the specials folder for season 0. */
export function buildSeasonFolderName({ naming, series, seasonNumber }: BuildSeasonFolderNameInput): string {
  const handlers: TokenHandlers = new Map();
  addSeriesTokens(handlers, series);
  addIdTokens(handlers, series);
  addSeasonToken(handlers, seasonNumber);
  const format =
    seasonNumber === 0
      ? (naming.specialsFolderFormat ?? DEFAULT_SERIES_NAMING.specialsFolderFormat)
      : (naming.seasonFolderFormat ?? DEFAULT_SERIES_NAMING.seasonFolderFormat);
  return renderFolder(format, handlers, naming);
}

export interface BuildEpisodeFilePathInput extends BuildEpisodeFileNameInput {
  /** The file's extension, `.mkv`; defaults to `x.extension`, then to the extension of the current file. */
  extension?: string;
}

function currentExtension(file: EpisodeFileResource | null | undefined): string {
  const name = (file?.relativePath || file?.path || '').split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/**
 * The episode file's path relative to the series folder, as the rename preview lists it: the season (or specials)
 * folder when the series uses season folders, then the file name with its extension.
 */
export function buildEpisodeFilePath(input: BuildEpisodeFilePathInput): string {
  const extension = input.extension ?? input.x?.extension ?? currentExtension(input.episodeFile);
  const fileName = buildEpisodeFileName({ ...input, x: { ...input.x, extension } }) + extension;
  if (!input.series.seasonFolder) return fileName;
  const seasonNumber = Math.min(...input.episodes.map((e) => e.seasonNumber ?? 0));
  const folder = buildSeasonFolderName({ naming: input.naming, series: input.series, seasonNumber });
  return folder ? `${folder}/${fileName}` : fileName;
}
