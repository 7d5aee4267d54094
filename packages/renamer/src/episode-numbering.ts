import { MultiEpisodeStyle } from './naming-config';
import { EpisodeResource } from './resources';
import { formatNumber, TokenHandlers, tokenKey } from './token-grammar';

/**
 * Season-episode blocks (`S{season:00}E{episode:00}`, `{season}x{episode:00}`) and absolute numbers are rewritten
 * before token substitution so a multi-episode file renders in the configured style (`S01E01-E03`, `001-003`…).
 */
const SEASON_EPISODE =
  /(?<before>(?<=\})[- ._]+?)?(?<block>s?\{season(?::0+)?\}(?<episodeSeparator>[- ._]?[ex])(?<episode>\{episode(?::0+)?\}))(?<after>[- ._]+?(?=\{))?/gi;
const ABSOLUTE = /(?<before>(?<=\})[- ._]+?)?(?<block>\{absolute(?::0+)?\})(?<after>[- ._]+?(?=\{))?/gi;

interface BlockFormat {
  block: string;
  separator: string;
  episodeSeparator: string;
  episodePattern: string;
}

const blockCaches = new Map<RegExp, Map<string, BlockFormat[]>>();

function blocks(regex: RegExp, pattern: string): BlockFormat[] {
  let cache = blockCaches.get(regex);
  if (!cache) blockCaches.set(regex, (cache = new Map()));
  const cached = cache.get(pattern);
  if (cached) return cached;
  const found = findBlocks(regex, pattern);
  if (cache.size > 500) cache.clear();
  cache.set(pattern, found);
  return found;
}

function findBlocks(regex: RegExp, pattern: string): BlockFormat[] {
  const found: BlockFormat[] = [];
  for (const m of pattern.matchAll(regex)) {
    const g = m.groups ?? {};
    if (found.some((f) => f.block === g.block)) continue;
    found.push({
      block: g.block,
      separator: g.after ?? g.before ?? '',
      episodeSeparator: g.episodeSeparator ?? '',
      episodePattern: g.episode ?? '',
    });
  }
  return found;
}

type BlockPart = string | { number: 'season' | 'episode' | 'absolute'; format: string | undefined };

const NUMBER_TOKEN = /\{(season|episode|absolute)(?::(0+))?\}/gi;
const compiledBlocks = new Map<string, BlockPart[]>();

/** A block split once into literal text and number slots, so rendering it is concatenation. */
function compileBlock(text: string): BlockPart[] {
  let parts = compiledBlocks.get(text);
  if (!parts) {
    parts = [];
    let last = 0;
    for (const m of text.matchAll(NUMBER_TOKEN)) {
      if (m.index > last) parts.push(text.slice(last, m.index));
      parts.push({ number: m[1].toLowerCase() as 'season' | 'episode' | 'absolute', format: m[2] });
      last = m.index + m[0].length;
    }
    if (last < text.length) parts.push(text.slice(last));
    if (compiledBlocks.size > 500) compiledBlocks.clear();
    compiledBlocks.set(text, parts);
  }
  return parts;
}

function renderBlock(text: string, season: number, episode: EpisodeResource, only: 'episode' | 'absolute'): string {
  let out = '';
  for (const part of compileBlock(text)) {
    if (typeof part === 'string') out += part;
    else if (part.number === 'season' && only === 'episode') out += formatNumber(season, part.format);
    else if (part.number === only) {
      const value = only === 'episode' ? episode.episodeNumber : episode.absoluteEpisodeNumber;
      out += formatNumber(value ?? 0, part.format);
    } else out += `{${part.number}${part.format ? ':' + part.format : ''}}`;
  }
  return out;
}

/** The first block for the first episode, then `next` for each further one; seasons are the first episode's. */
function repeatBlock(first: string, next: string, episodes: EpisodeResource[]): string {
  const season = episodes[0].seasonNumber ?? 0;
  let out = '';
  episodes.forEach((episode, i) => {
    out += renderBlock(i === 0 ? first : next, season, episode, 'episode');
  });
  return out;
}

function firstAndLast<T>(items: T[]): T[] {
  return items.length > 1 ? [items[0], items[items.length - 1]] : [items[0]];
}

function seasonEpisodeText(format: BlockFormat, episodes: EpisodeResource[], style: MultiEpisodeStyle): string {
  const { block, separator, episodeSeparator, episodePattern } = format;
  switch (style) {
    case 'duplicate':
      return repeatBlock(block, separator + block, episodes);
    case 'repeat':
      return repeatBlock(block, episodeSeparator + episodePattern, episodes);
    case 'scene':
      return repeatBlock(block, '-' + episodeSeparator + episodePattern, episodes);
    case 'range':
      return repeatBlock(block, '-' + episodePattern, firstAndLast(episodes));
    case 'prefixedRange':
      return repeatBlock(block, '-' + episodeSeparator + episodePattern, firstAndLast(episodes));
    default:
      return repeatBlock(block, '-' + episodePattern, episodes);
  }
}

/** Replaces each season-episode block of `pattern` with a synthetic token whose handler renders the style. */
export function addSeasonEpisodeTokens(
  pattern: string,
  handlers: TokenHandlers,
  episodes: EpisodeResource[],
  style: MultiEpisodeStyle,
): string {
  if (!/\{season/i.test(pattern)) return pattern;
  let result = pattern;
  blocks(SEASON_EPISODE, pattern).forEach((format, i) => {
    const name = `Season Episode${i + 1}`;
    const text = seasonEpisodeText(format, episodes, style);
    result = result.split(format.block).join(`{${name}}`);
    handlers.set(tokenKey(name), () => text);
  });
  return result;
}

function repeatAbsolute(first: string, next: string, episodes: EpisodeResource[]): string {
  let out = '';
  episodes.forEach((episode, i) => {
    out += renderBlock(i === 0 ? first : next, 0, episode, 'absolute');
  });
  return out;
}

function absoluteText(format: BlockFormat, episodes: EpisodeResource[], style: MultiEpisodeStyle): string {
  const { block } = format;
  const separator = format.separator.trim() === '' ? '-' : format.separator;
  switch (style) {
    case 'duplicate':
      return repeatAbsolute(block, separator + block, episodes);
    case 'repeat':
      return repeatAbsolute(block, (separator.trim() || ' ') + block, episodes);
    case 'range':
    case 'prefixedRange':
      return repeatAbsolute(block, '-' + block, firstAndLast(episodes));
    default:
      return repeatAbsolute(block, '-' + block, episodes);
  }
}

/**
 * Absolute numbers render only for anime with every episode numbered; otherwise the `{absolute}` token is dropped
 * (its surrounding text stays, as the anchors do).
 */
export function addAbsoluteTokens(
  pattern: string,
  handlers: TokenHandlers,
  anime: boolean,
  episodes: EpisodeResource[],
  style: MultiEpisodeStyle,
): string {
  if (!/\{absolute/i.test(pattern)) return pattern;
  const numbered = anime && episodes.every((e) => e.absoluteEpisodeNumber != null);
  let result = pattern;
  blocks(ABSOLUTE, pattern).forEach((format, i) => {
    if (!numbered) {
      result = result.split(format.block).join('');
      return;
    }
    const name = `Absolute Pattern${i + 1}`;
    const text = absoluteText(format, episodes, style);
    result = result.split(format.block).join(`{${name}}`);
    handlers.set(tokenKey(name), () => text);
  });
  return result;
}

export function addSeasonToken(handlers: TokenHandlers, seasonNumber: number): void {
  handlers.set('season', (m) => formatNumber(seasonNumber, m.format));
}

/** `{episode}` outside a season-episode block: the number, or `first-last` for several episodes. */
export function addEpisodeToken(handlers: TokenHandlers, episodes: EpisodeResource[]): void {
  handlers.set('episode', (m) => {
    const first = formatNumber(episodes[0].episodeNumber ?? 0, m.format);
    if (episodes.length === 1) return first;
    return `${first}-${formatNumber(episodes[episodes.length - 1].episodeNumber ?? 0, m.format)}`;
  });
}

export const SEASON_AND_EPISODE =
  /\{season(?::0+)?\}[\s\S]*\{episode(?::0+)?\}|\{episode(?::0+)?\}[\s\S]*\{season(?::0+)?\}/i;
export const AIR_DATE = /\{Air[- ._]?Date\}/i;
export const ABSOLUTE_NUMBER = /\{absolute(?::0+)?\}/i;
