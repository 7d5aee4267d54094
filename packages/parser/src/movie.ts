import { parseLanguages } from './language';
import { parseQuality } from './quality';
import { parseReleaseGroup } from './release-group';
import {
  baseName,
  isRandomToken,
  looksLikeJunk,
  pathParts,
  sanitize,
  stripExtension,
  stripWebsitePrefix,
} from './text';
import { cleanTitleText, splitAlternativeTitles } from './title';
import { ParsedMovieInfo } from './types';

/** A word-level view of the title: each token with its text and the separator that precedes it. */
interface Token {
  text: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /[^\s._\-()[\]{}]+(?:-[^\s._\-()[\]{}]+)*/gu;
  for (const m of text.matchAll(re)) tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
}

const YEAR = /^(?:18|19|20)\d{2}$/;

// Words that end the title part of a release name.
const STOP =
  /^(?:\d{3,4}[pi]|4k|uhd|2160p|blu-?ray|bluray\d+p?|bd|bdrip|brrip|bdremux|bd25|bd50|bdiso|remux|web|web-?dl|webdl|web-?rip|webrip|webmux|hdtv|pdtv|sdtv|dsr|tvrip|dvd|dvdrip|dvdr|dvd-?r|dvd5|dvd9|dvdscr|hdrip|hd-?cam|cam|camrip|hdts|telesync|ts|tsrip|hdtc|r5|x26[45]|h26[45]|xvid|divx|hevc|avc|aac\d?|ac3|ac3d|dts|dts-hd|dd5|ddp\d?|atmos|truehd|flac|mp3|proper|repack|rerip|internal|limited|complete|dubbed|subbed|multisubs?|korsubs?|hc|ws|dl|ml|multi|vostfr|nordic|dual|pal|ntsc|hdr|hdr10|dv|10bit|imax)$/i;
const STOP_CASED = /^(?:DL|ML|LIMITED|iNTERNAL|INTERNAL|COMPLETE|UNRATED|HC|TS|CAM)$/;

const LANGUAGE_WORD =
  /^(?:german|french|truefrench|english|spanish|italian|dutch|danish|swedish|norwegian|finnish|russian|polish|hungarian|czech|japanese|korean|chinese|hindi|tamil|telugu|malayalam|turkish|portuguese|greek|hebrew|arabic|nordic|flemish|swissgerman|castellano|latino|vff|vfq|vf2|multi|subfrench|ita|eng|ger)$/i;

const EDITION_SINGLE =
  /^(?:extended|despecialized|remastered|imax|2in1|restored|uncut|unrated|theatrical|criterion|uncensored|recut|fanedit|directors|director'?s|dc)$/i;
const EDITION_STARTER =
  /^(?:special|final|assembly|ultimate|diamond|signature|imperial|collectors|collector'?s|anniversary|open|fan|extended|director'?s|directors|theatrical|\d+(?:st|nd|rd|th)|limited|deluxe|definitive|platinum|remastered|uncut|unrated|imax|despecialized|restored|criterion|recut|international|rogue|redux|black|chrome|noir)$/i;
const EDITION_TAIL = /^(?:cut|edition|version|edit|matte|fanedit)$/i;

interface Edition {
  text: string;
  first: number;
  last: number;
}

function isEditionWord(token: string): boolean {
  return EDITION_SINGLE.test(token) || EDITION_STARTER.test(token) || EDITION_TAIL.test(token);
}

/** Finds the edition phrase among tokens, never at the very start of the title. */
function findEdition(tokens: Token[], from: number, limitToAfterYear: number): Edition | null {
  for (let i = from; i < tokens.length; i++) {
    if (!isEditionWord(tokens[i].text) && !(tokens[i].text.toLowerCase() === 'the' && i + 1 < tokens.length && EDITION_STARTER.test(tokens[i + 1].text))) continue;
    let j = i;
    let run: Token[] = [];
    if (tokens[j].text.toLowerCase() === 'the') j++;
    while (j < tokens.length && isEditionWord(tokens[j].text)) run.push(tokens[j++]);
    // `Ultimate Hunter Edition`: one free word between a starter and `Edition`, after the year.
    if (
      i >= limitToAfterYear &&
      run.length === 1 &&
      EDITION_STARTER.test(run[0].text) &&
      j + 1 < tokens.length &&
      /^edition$/i.test(tokens[j + 1].text) &&
      !STOP.test(tokens[j].text) &&
      !YEAR.test(tokens[j].text)
    ) {
      run = [run[0], tokens[j], tokens[j + 1]];
      j += 2;
    }
    const valid =
      run.some((t) => EDITION_SINGLE.test(t.text)) ||
      (run.length >= 2 && EDITION_TAIL.test(run[run.length - 1].text) && EDITION_STARTER.test(run[0].text)) ||
      (run.length >= 2 && /^open$/i.test(run[0].text) && /^matte$/i.test(run[1].text));
    if (valid && run.length > 0) {
      const single = run.length === 1 ? run[0].text : '';
      if (single && /^(?:limited|international|dc)$/i.test(single)) {
        i = j;
        continue;
      }
      return { text: run.map((t) => t.text).join(' '), first: tokens.indexOf(run[0]), last: tokens.indexOf(run[run.length - 1]) };
    }
    i = Math.max(i, j - 1);
  }
  return null;
}

interface TitleSplit {
  titleText: string;
  rest: string;
  year: number;
  edition: string | null;
  hasMarker: boolean;
}

function splitTitle(text: string): TitleSplit | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;

  // Year: a four-digit year not at the start, not followed directly by another year.
  let yearIndex = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (!YEAR.test(tokens[i].text)) continue;
    if (i === 0) {
      // `(1995) Movie Name` folder style.
      if (/^\(\s*$/.test(text.slice(0, tokens[0].start)) && tokens.length > 1) {
        const rest = text.slice(tokens[0].end).replace(/^\s*\)\s*/, '');
        return { titleText: rest, rest: '', year: Number(tokens[0].text), edition: null, hasMarker: true };
      }
      continue;
    }
    if (i + 1 < tokens.length && YEAR.test(tokens[i + 1].text) && !STOP.test(tokens[i + 1].text)) {
      const afterNext = tokens[i + 2];
      if (!afterNext || !YEAR.test(afterNext.text)) {
        yearIndex = i + 1;
        break;
      }
      continue;
    }
    yearIndex = i;
    break;
  }

  // First stop token (quality, language-with-quality, release tag) before the year.
  let stopIndex = -1;
  for (let i = 1; i < tokens.length; i++) {
    if (yearIndex >= 0 && i >= yearIndex) break;
    const t = tokens[i].text;
    const before = text.slice(tokens[i - 1].end, tokens[i].start);
    if (/[[{<]/.test(before) && i > 0) {
      stopIndex = i;
      break;
    }
    if (/\(/.test(before) && (STOP.test(t) || YEAR.test(t))) {
      stopIndex = i;
      break;
    }
    if ((STOP.test(t) && !/^(?:dl|ml|ws|hc|ts|cam|multi|dual|complete|limited|imax|proper|bd|web|dv|pal)$/i.test(t)) || STOP_CASED.test(t)) {
      stopIndex = i;
      break;
    }
    if (/^(?:s\d{1,2}e\d{1,3}|s\d{1,2})$/i.test(t)) return null;
  }

  const yearStart = yearIndex >= 0 ? yearIndex : tokens.length;
  let edition = findEdition(tokens, 1, yearStart);
  let end = Math.min(yearStart, stopIndex >= 0 ? stopIndex : tokens.length);
  if (edition && edition.first < end && edition.first > 0) end = edition.first;
  if (edition && edition.first === 0) edition = null;

  // Strip trailing language words from the title when the title ends at a quality or edition tag.
  let languageTrimmed = false;
  const endsAtYear = yearIndex >= 0 && end === yearIndex;
  while (end > 1 && LANGUAGE_WORD.test(tokens[end - 1].text)) {
    if (endsAtYear && end - 1 < 3) break;
    end--;
    languageTrimmed = true;
  }
  const hasMarker = yearIndex >= 0 || stopIndex >= 0 || edition !== null || languageTrimmed;
  if (end <= 0) return null;

  const lastTitleToken = tokens[end - 1];
  let titleEnd = lastTitleToken.end;
  // Keep a closing punctuation mark that belongs to the title: `(500)`, `Movie!`, `L.A.`.
  const tail = text.slice(titleEnd, tokens[end]?.start ?? text.length);
  const closing = /^[!?')]*\.?/.exec(tail);
  if (closing) titleEnd += closing[0].length;
  let titleText = text.slice(0, titleEnd);
  // An opening parenthesis before the year or quality is not part of the title.
  titleText = titleText.replace(/[\s([{-]+$/u, '');
  if (!/(?:^|[^\p{L}\p{N}])\p{L}\.\p{L}\.$/u.test(titleText)) titleText = titleText.replace(/[\s.([{-]+$/u, '');
  if (/\($/.test(text.slice(0, lastTitleToken.start).trimEnd()) && !/\)/.test(titleText.slice(lastTitleToken.start))) {
    titleText = titleText.slice(0, lastTitleToken.start).replace(/[\s.(]+$/, '');
  }
  return {
    titleText,
    rest: text.slice(titleEnd),
    year: yearIndex >= 0 ? Number(tokens[yearIndex].text) : 0,
    edition: edition ? edition.text : null,
    hasMarker,
  };
}

function stripAnimeGroup(text: string): { text: string; anime: boolean } {
  const m = /^\[([^\]]+)\]\s*/.exec(text);
  if (!m) return { text, anime: false };
  if (/^(?:bd|dolby vision|www\..+)$/i.test(m[1])) return { text: text.slice(m[0].length), anime: false };
  return { text: text.slice(m[0].length), anime: true };
}

/** Options of {@link parseMovieTitle}. */
export interface ParseMovieOptions {
  /** The title is a folder name rather than a release or file name. */
  isDir?: boolean;
}

/**
 * Parses a movie release or file name into Radarr's `ParsedMovieInfo`, or null when the title
 * is not a release (hashes, random strings, password notes, episode names).
 */
export function parseMovieTitle(title: string, options: ParseMovieOptions = {}): ParsedMovieInfo | null {
  void options;
  const original = sanitize(title);
  let text = original.trim();
  if (!text) return null;
  text = stripExtension(text).trim();
  if (looksLikeJunk(text)) return null;
  text = stripWebsitePrefix(text).trim();
  text = text.replace(/^\(\s*[-a-z0-9]+(?:\.[-a-z0-9]+)*\.[a-z]{2,6}\s*\)\s*/i, '');
  const anime = stripAnimeGroup(text);
  text = anime.text;

  const split = splitTitle(text);
  if (!split) return null;
  let titleText = split.titleText;
  if (anime.anime) {
    titleText = titleText.replace(/\s*\[[a-f0-9]{8}\]\s*$/i, '').replace(/\s+v\d\s*$/i, '');
  }
  let movieTitle = cleanTitleText(titleText)
    .replace(/\s+-$/, '')
    .trim();
  if (!movieTitle) return null;
  if (!split.hasMarker && !anime.anime) return null;
  const words = movieTitle.split(/\s+/);
  if (words.some((w) => isRandomToken(w)) && words.length <= 2) return null;

  const movieTitles = splitAlternativeTitles(movieTitle);
  movieTitle = movieTitles[0];
  const afterTitle = split.rest;
  const languages = parseLanguages(afterTitle, 'movie');
  const hashMatch = /\[([a-f0-9]{8})\](?:\.[a-z0-9]{2,4})?\s*$/i.exec(original);
  const imdb = /\b(tt\d{7,8})\b/.exec(original);
  const tmdb = /[[{]tmdb(?:id)?[-=](\d+)[\]}]/i.exec(original);

  return {
    movieTitles,
    originalTitle: original,
    releaseTitle: original,
    simpleReleaseTitle: text,
    quality: parseQuality(original, 'movie'),
    languages,
    releaseGroup: parseReleaseGroup(original),
    releaseHash: hashMatch ? hashMatch[1] : null,
    edition: split.edition ?? findTrailingEdition(afterTitle),
    year: split.year,
    imdbId: imdb ? imdb[1] : null,
    tmdbId: tmdb ? Number(tmdb[1]) : 0,
    hardcodedSubs: parseHardcodedSubs(original),
    movieTitle,
    primaryMovieTitle: movieTitle,
  };
}

function findTrailingEdition(rest: string): string | null {
  const tokens = tokenize(rest);
  const found = findEdition(tokens, 0, 0);
  return found ? found.text : null;
}

/** The hard-coded subtitle tag of a release, e.g. `KORSUB`, or `Generic Hardcoded Subs`. */
export function parseHardcodedSubs(title: string): string | null {
  const text = sanitize(title);
  const tagged = /\b([A-Z]{2,4}SUBS?)\b/.exec(text);
  if (tagged && !/^(?:MULTISUBS?|SOFTSUBS?|ESUBS?|NOSUBS?)$/.test(tagged[1])) return tagged[1];
  if (/\b(?:HC|SUBBED)\b/.test(text)) return 'Generic Hardcoded Subs';
  return null;
}

/**
 * Parses a full path: the file name first, then the folder and file name together, then the
 * folder name alone (for obfuscated or hashed file names).
 */
export function parseMoviePath(path: string): ParsedMovieInfo | null {
  const clean = sanitize(path);
  const parts = pathParts(clean.replace(/\\/g, '/'));
  if (parts.length === 0) return null;
  const file = baseName(clean.replace(/\\/g, '/'));
  const fromFile = parseMovieTitle(file);
  if (fromFile) return fromFile;
  for (let i = parts.length - 2; i >= 0; i--) {
    const folder = parts[i];
    const fromFolder = parseMovieTitle(folder, { isDir: true });
    if (fromFolder) {
      const fileQuality = parseQuality(file, 'movie');
      if (fromFolder.quality.quality.id === 0 && fileQuality.quality.id !== 0) fromFolder.quality = fileQuality;
      return fromFolder;
    }
  }
  return null;
}
