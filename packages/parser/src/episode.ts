import { parseLanguages } from './language';
import { parseQuality } from './quality';
import { parseReleaseGroup } from './release-group';
import { isRandomToken, looksLikeJunk, pathParts, sanitize, stripExtension, stripWebsitePrefix } from './text';
import { ParsedEpisodeInfo, ReleaseType, SeriesTitleInfo } from './types';

/** The numbering part of a release, before titles and quality are attached. */
interface Numbering {
  /** Index in the working text where the series title ends. */
  titleEnd: number;
  /** Index in the working text where the numbering ends. */
  end: number;
  seasonNumber: number;
  episodeNumbers: number[];
  absoluteEpisodeNumbers: number[];
  specialAbsoluteEpisodeNumbers: number[];
  airDate: string | null;
  dailyPart: number | null;
  fullSeason: boolean;
  isPartialSeason: boolean;
  seasonPart: number;
  isMultiSeason: boolean;
  isSeasonExtra: boolean;
  isSplitEpisode: boolean;
  isMiniSeries: boolean;
  special: boolean;
}

const MAX_EPISODES = 500;

function numbering(titleEnd: number, end: number, patch: Partial<Numbering>): Numbering {
  return {
    titleEnd,
    end,
    seasonNumber: 0,
    episodeNumbers: [],
    absoluteEpisodeNumbers: [],
    specialAbsoluteEpisodeNumbers: [],
    airDate: null,
    dailyPart: null,
    fullSeason: false,
    isPartialSeason: false,
    seasonPart: 0,
    isMultiSeason: false,
    isSeasonExtra: false,
    isSplitEpisode: false,
    isMiniSeries: false,
    special: false,
    ...patch,
  };
}

function range(first: number, last: number): number[] | null {
  if (last < first) return null;
  if (last - first >= MAX_EPISODES) return null;
  const out: number[] = [];
  for (let n = first; n <= last; n++) out.push(n);
  return out;
}

function numbersFrom(first: number, rest: string, pattern: RegExp): number[] {
  const all = [first];
  for (const m of rest.matchAll(pattern)) all.push(Number(m[1]));
  return all;
}

const B = '(?:^|[^\\p{L}\\p{N}])';

// S01E01, S01E01E02, S01E01-E03, S01E01-03, S01.E01, S01 E01, S01E01a, S01E01-S01E02
const SXXEYY = new RegExp(
  `${B}S(\\d{1,4})(?:[ ._-]|\\]\\[)?E(\\d{1,4})([a-d](?![\\p{L}]))?((?:(?:-(?:S\\d{1,4})?E?|[ ._]?[&+][ ._]?(?:S\\d{1,4})?E?|[ ._]?-[ ._]?(?:S\\d{1,4})?E|[ ._-]?(?:S\\d{1,4})?E)\\d{1,4}(?![\\dpi]))*)`,
  'iu',
);
const SXXEYY_MORE = /(?:-(?:S\d{1,4})?E?|[ ._]?[&+][ ._]?(?:S\d{1,4})?E?|[ ._]?-[ ._]?(?:S\d{1,4})?E|[ ._-]?(?:S\d{1,4})?E)(\d{1,4})/gi;

const SEASON_EPISODE_WORDS = new RegExp(
  `${B}(?:Season|Saison|Staffel|Temporada|Stagione)[ ._-]?(\\d{1,4})[ ._-]*(?:Episode|[EÉ]pisode|Episodio|Episódio|Folge|Cap[ií]tulo|Ep)[ ._-]?(\\d{1,4})((?:[ ._]?[-&][ ._]?(?:Episode|Ep)?[ ._-]?\\d{1,4})*)`,
  'iu',
);
const SEASON_EPISODE_WORDS_MORE = /[ ._]?[-&][ ._]?(?:Episode|Ep)?[ ._-]?(\d{1,4})/gi;

// 1x01, 1x01-02, 1x01-1x02, 1x01_1x02
const NXNN = new RegExp(`${B}(\\d{1,2})x(\\d{1,3})(?![\\dpi])((?:(?:[-&_x][ ._]?(?:\\d{1,2}x)?|[ ._][-&][ ._]?\\d{1,2}x|[ ._][-&_](?=\\d{2}(?![\\dpi]))|[ ._]\\d{1,2}x)\\d{2,3}(?![\\dpi]))*)`, 'iu');
const NXNN_MORE = /(?:[-&_x][ ._]?(?:\d{1,2}x)?|[ ._][-&][ ._]?\d{1,2}x|[ ._][-&_](?=\d{2}(?![\dpi]))|[ ._]\d{1,2}x)(\d{2,3})/gi;

const DATE_YMD = new RegExp(`${B}((?:19|20)\\d{2})[-._ ](0[1-9]|1[0-2])[-._ ](0[1-9]|[12]\\d|3[01])(?![\\p{N}])`, 'u');
const DATE_DMY = new RegExp(`${B}(\\d{2})[-._ ](\\d{2})[-._ ]((?:19|20)\\d{2})(?![\\p{N}])`, 'u');
const DATE_COMPACT = new RegExp(`${B}((?:19|20)\\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])(?![\\p{N}])`, 'u');

const MULTI_SEASON = new RegExp(
  `${B}(?:S(\\d{1,4})[ ._]?(?:-|to|&)[ ._]?S?(\\d{1,4})|Seasons?[ ._-]?(\\d{1,4})[ ._]?(?:-|to|&|thru)[ ._]?(\\d{1,4}))(?![\\p{N}])(?![ ._-]?E\\d)`,
  'iu',
);
const SEASON = new RegExp(
  `${B}(?:S(\\d{1,4})|(?:Season|Saison|Temporada|Staffel|Stagione|Series)[ ._-]?(\\d{1,4}))(?![\\p{N}])(?![ ._-]?(?:E|x)\\d)`,
  'iu',
);
const PARTIAL = /^[ ._-]*\(?(?:Part|Pt|Vol|Volume)[ ._-]?(\d{1,2})\)?(?![\p{N}])/iu;
// Sonarr flags only EXTRAS and SUBPACK right after the season number.
const EXTRAS = /^[ ._-]*(?:Extras|Subpack)(?![\p{L}])/iu;

const WORD_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const MINI_PART = new RegExp(
  `${B}(?:Part|Pt|Chapter)[ ._-]?(\\d{1,2}|${WORD_NUMBERS.join('|')})(?:[ ._-]?of[ ._-]?(\\d{1,2}|${WORD_NUMBERS.join('|')}))?(?![\\p{L}\\p{N}])`,
  'iu',
);
const MINI_OF = new RegExp(`${B}(\\d{1,2})[ ._-]?of[ ._-]?(\\d{1,2})(?![\\p{N}])`, 'iu');
const EPISODE_ONLY = new RegExp(`${B}(?:E|Ep\\.?|Episode|Episodio)[ ._-]?(\\d{1,4})(?:[ ._]?-[ ._]?(?:E|Ep)?(\\d{1,4}))?(?![\\p{N}])`, 'iu');

// Anime: ` - 01`, `_-_01`, ` 01 `, `[01]`, `第01话`, ranges `01-12`, decimals `12.5`, versions `01v2`.
const ANIME_ABSOLUTE = new RegExp(
  `(?:[ ._]+-[ ._]+|[ ._]+|\\]\\[?|-|\\()(?:(?:Episode|Ep|E|#)[ ._]?)?(\\d{1,4}(?:\\.\\d)?)(?:v\\d)?(?:[ ._]?(?:-|~|to)[ ._]?(?:E|Ep)?(\\d{1,4})(?:v\\d)?)?(?=$|[ ._\\])\\[(-]|v\\d)`,
  'iu',
);
const CJK_EPISODE = /第?(\d{1,4})[话話集回](?:[ ._-]|$|\[|\])|\[(\d{1,4})(?:v\d)?\]/u;

const SCENE_DIGITS = new RegExp(`${B}(?!(?:19|20)\\d{2}(?![\\p{N}]))([1-9]\\d?)(\\d{2})(?:[ ._-](\\d{1,2})(\\d{2}))?(?=[ ._-])(?![ ._-]?(?:p|i)\\b)`, 'u');

function isAnimeStyle(text: string, hadGroup: boolean): boolean {
  return hadGroup || /\[[a-f0-9]{8}\]\s*$/i.test(text) || /_-_/.test(text);
}

function validDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  const tomorrow = Date.now() + 2 * 86400000;
  if (date.getTime() > tomorrow || y < 1970) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function wordNumber(v: string): number {
  const i = WORD_NUMBERS.indexOf(v.toLowerCase());
  return i >= 0 ? i + 1 : Number(v);
}

function matchStart(m: RegExpExecArray): number {
  // The leading boundary group may consume one separator character.
  const first = m[0][0];
  return /[\p{L}\p{N}]/u.test(first ?? '') ? m.index : m.index + 1;
}

// Spanish releases: `Title - Temporada 2 [HDTV 720p][Cap.201]`, `[Cap.201_202]`.
const CAP = /\[Cap[ ._]?(\d{1,2})(\d{2})(?:[_-](?:\d{1,2}?)(\d{2}))?\]/i;

function findCap(text: string): Numbering | null {
  const c = CAP.exec(text);
  if (!c) return null;
  const titleEnd = /[ ._-]*(?:\(?Temporada|\[)/i.exec(text);
  const end = titleEnd && titleEnd.index > 0 ? titleEnd.index : c.index;
  const list = range(Number(c[2]), c[3] ? Number(c[3]) : Number(c[2]));
  if (!list) return null;
  return numbering(end, c.index + c[0].length, { seasonNumber: Number(c[1]), episodeNumbers: list });
}

function findStandard(text: string): Numbering | null {
  const cap = findCap(text);
  if (cap) return cap;
  const m = SXXEYY.exec(text);
  if (m) {
    const season = Number(m[1]);
    const episodes = numbersFrom(Number(m[2]), m[4] ?? '', SXXEYY_MORE);
    const list = range(Math.min(...episodes), Math.max(...episodes)) ?? null;
    if (!list) return null;
    const isSplit = Boolean(m[3]);
    return numbering(matchStart(m), m.index + m[0].length, {
      seasonNumber: season,
      episodeNumbers: episodes.length > 1 ? list : [episodes[0]],
      isSplitEpisode: isSplit,
    });
  }
  const w = SEASON_EPISODE_WORDS.exec(text);
  if (w) {
    const episodes = numbersFrom(Number(w[2]), w[3] ?? '', SEASON_EPISODE_WORDS_MORE);
    const list = range(Math.min(...episodes), Math.max(...episodes));
    if (!list) return null;
    return numbering(matchStart(w), w.index + w[0].length, { seasonNumber: Number(w[1]), episodeNumbers: list });
  }
  const x = NXNN.exec(text);
  if (x) {
    const episodes = numbersFrom(Number(x[2]), x[3] ?? '', NXNN_MORE);
    const list = range(Math.min(...episodes), Math.max(...episodes));
    if (!list) return null;
    return numbering(matchStart(x), x.index + x[0].length, { seasonNumber: Number(x[1]), episodeNumbers: list });
  }
  return null;
}

function findDaily(text: string): Numbering | null {
  let airDate: string | null = null;
  let m = DATE_YMD.exec(text);
  if (m) airDate = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (!airDate) {
    m = DATE_DMY.exec(text);
    if (m) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = Number(m[3]);
      airDate = a > 12 ? validDate(y, b, a) : validDate(y, a, b) ?? validDate(y, b, a);
    }
  }
  if (!airDate) {
    m = DATE_COMPACT.exec(text);
    if (m) airDate = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  if (!m || !airDate) return null;
  const end = m.index + m[0].length;
  const part = /^[ ._-]*(?:Part|Pt)[ ._-]?(\d{1,2})(?![\p{N}])/iu.exec(text.slice(end));
  return numbering(matchStart(m), end, { airDate, dailyPart: part ? Number(part[1]) : null });
}

function findSeason(text: string): Numbering | null {
  const multi = MULTI_SEASON.exec(text);
  if (multi) {
    const first = Number(multi[1] ?? multi[3]);
    const last = Number(multi[2] ?? multi[4]);
    if (last > first && last - first < 100) {
      return numbering(matchStart(multi), multi.index + multi[0].length, {
        seasonNumber: first,
        fullSeason: true,
        isMultiSeason: true,
      });
    }
  }
  const m = SEASON.exec(text);
  if (!m) return null;
  const season = Number(m[1] ?? m[2]);
  if (/^series$/i.test(m[0].replace(/[^a-z]/gi, '').replace(/\d/g, '')) && season > 50) return null;
  const end = m.index + m[0].length;
  const after = text.slice(end);
  const partial = PARTIAL.exec(after);
  if (partial) {
    return numbering(matchStart(m), end + partial[0].length, {
      seasonNumber: season,
      isPartialSeason: true,
      seasonPart: Number(partial[1]),
    });
  }
  // S01.S02.S03 lists several seasons.
  const list = /^(?:[ ._-]?S\d{1,4}(?![\p{N}]))+/iu.exec(after);
  if (list) {
    return numbering(matchStart(m), end + list[0].length, { seasonNumber: season, fullSeason: true, isMultiSeason: true });
  }
  const extras = EXTRAS.exec(after);
  return numbering(matchStart(m), end, {
    seasonNumber: season,
    fullSeason: true,
    isSeasonExtra: Boolean(extras),
    special: false,
  });
}

function findAnime(text: string, from: number): Numbering | null {
  const cjk = CJK_EPISODE.exec(text.slice(from));
  const region = text.slice(from);
  let best: RegExpExecArray | null = null;
  const re = new RegExp(ANIME_ABSOLUTE.source, 'giu');
  for (let m = re.exec(region); m; m = re.exec(region)) {
    if (m.index === 0 && from === 0) continue;
    const value = Number(m[1]);
    const before = region.slice(0, m.index);
    // Years in titles (`Title 2018 - 01`) and resolutions are not episode numbers.
    if (/^(?:19|20)\d{2}$/.test(m[1]) && !/-\s*$/.test(region.slice(0, m.index + m[0].indexOf(m[1])))) continue;
    if (/[([]\s*$/.test(before) && /\d{3,4}p/i.test(region.slice(m.index, m.index + 12))) continue;
    if (from === 0 && before.trim().length === 0) continue;
    if (value === 0 && m[1].length < 2) continue;
    // `Season 2 - 05`, `(Season 2)`: a season number, not an episode.
    if (/(?:Season|Saison|Series|S)[ ._]?$/i.test(region.slice(0, m.index + m[0].indexOf(m[1])))) {
      re.lastIndex = m.index + m[0].indexOf(m[1]) + m[1].length;
      continue;
    }
    // `2 - 05` is not a range unless the first number itself follows a dash (`Title - 01 - 12` stays a range).
    if (m[2] && /\d(?:v\d)?[ ._]+-/.test(m[0]) && !/^(?:[ ._]+-[ ._]+|-)/.test(m[0])) {
      re.lastIndex = m.index + m[0].indexOf(m[1]) + m[1].length;
      continue;
    }
    best = m;
    if (/ - |_-_/.test(m[0])) break;
  }
  if (best) {
    const start = from + best.index;
    const abs = best[1];
    if (abs.includes('.')) {
      return numbering(start, start + best[0].length, { specialAbsoluteEpisodeNumbers: [Number(abs)], special: true });
    }
    const first = Number(abs);
    const last = best[2] ? Number(best[2]) : first;
    const list = range(first, last);
    if (!list) return null;
    // `[Group] Title - 01 OVA`: an absolute number tagged as a special.
    const special = /^[ ._-]+(?:special|ova|ovd)(?![\p{L}])/iu.exec(text.slice(start + best[0].length));
    return numbering(start, start + best[0].length + (special ? special[0].length : 0), { absoluteEpisodeNumbers: list, special: Boolean(special) });
  }
  if (cjk) {
    const value = Number(cjk[1] ?? cjk[2]);
    const start = from + cjk.index;
    return numbering(start, start + cjk[0].length, { absoluteEpisodeNumbers: [value] });
  }
  return null;
}

function findMini(text: string): Numbering | null {
  const p = MINI_PART.exec(text);
  if (p) {
    return numbering(matchStart(p), p.index + p[0].length, {
      seasonNumber: 1,
      episodeNumbers: [wordNumber(p[1])],
      isMiniSeries: true,
    });
  }
  const o = MINI_OF.exec(text);
  if (o && Number(o[1]) <= Number(o[2])) {
    return numbering(matchStart(o), o.index + o[0].length, { seasonNumber: 1, episodeNumbers: [Number(o[1])], isMiniSeries: true });
  }
  const e = EPISODE_ONLY.exec(text);
  if (e && matchStart(e) > 0) {
    const list = range(Number(e[1]), e[2] ? Number(e[2]) : Number(e[1]));
    if (!list) return null;
    return numbering(matchStart(e), e.index + e[0].length, { seasonNumber: 1, episodeNumbers: list, isMiniSeries: true });
  }
  return null;
}

function findSceneDigits(text: string): Numbering | null {
  const m = SCENE_DIGITS.exec(text);
  if (!m || matchStart(m) === 0) return null;
  const tail = text.slice(m.index + m[0].length);
  if (!/^[ ._-]*(?:\d{3,4}[pi]|hdtv|pdtv|web|bluray|dvd|xvid|x264|proper|repack|internal|[-])/i.test(tail) && tail.trim() !== '') {
    return null;
  }
  const season = Number(m[1]);
  const first = Number(m[2]);
  const last = m[4] && Number(m[3]) === season ? Number(m[4]) : first;
  const list = range(first, last);
  if (!list) return null;
  return numbering(matchStart(m), m.index + m[0].length, { seasonNumber: season, episodeNumbers: list });
}

/** Sonarr's form of a series title: separators become spaces, tags and stray punctuation go. */
function cleanSeriesTitle(raw: string): string {
  let t = raw.replace(/[._]/g, ' ');
  t = t.replace(/^\s*(?:\[[^\]]*\]\s*)+/, (m) => (/\[(?:req|request)\]/i.test(m) ? '' : m));
  t = t.replace(/[\s\-–[(]+$/u, '').replace(/^[\s\-–]+/u, '');
  return t.trim();
}

/** Sonarr's `SeriesTitleInfo`: the title, the title without a trailing year, and the year. */
export function seriesTitleInfo(title: string): SeriesTitleInfo {
  const m = /^(.+?)[ ._-]*[([]?((?:19|20)\d{2})[)\]]?$/u.exec(title);
  const titleWithoutYear = m ? m[1].trim() : title;
  const year = m ? Number(m[2]) : 0;
  const allTitles = [title];
  for (const part of title.split(/\s+(?:\/|AKA)\s+/i)) if (part.trim() && part.trim() !== title) allTitles.push(part.trim());
  return { title, titleWithoutYear, year, allTitles };
}

function normalizeBrackets(text: string): string {
  return text.replace(/[【〔［]/gu, '[').replace(/[】〕］]/gu, ']').replace(/（/gu, '(').replace(/）/gu, ')');
}

// Chinese fansub layouts, rewritten to the plain anime form `[Group] Title - 05 ` as Sonarr does before parsing:
// groups that write `[Group] 中文 / Title - 05 [..]` or `[Group]Title[第05话][..]` get brackets first, then
// `[Group][中文][Title][05]`, `[Group] 中文 / Title [05]`, `[Group]★中文 Title[05END]`, `[Group][Title][2019][05]`.
const FANSUB_BRACKETLESS =
  /^\[([^\]]{0,80}?(?:LoliHouse|ZERO|Lilith-Raws|Skymoon-Raws|orion origin)[^\]]{0,80}?)\]([^[\]]{1,200}?)(?: - ([0-9-]{1,9})\s*|\[第?([0-9]{1,4}(?:-[0-9]{1,4})?)话?(?:END|完)?\])\[/u;
const FANSUB_LAYOUT =
  /^\[([^\]]{1,80})\](?:\s?★[^[ -]{1,80}\s?)?\[?(?:((?=[^\]]{0,200}?[\u4E00-\u9FCC])[^\]]{0,200}?)(?:\]\[|\s*[_/·]\s*))?([^\]]{1,200}?)\]?(?:\[\d{4}\])?\[([0-9]{1,4}(?:-[0-9]{1,4})?)(?:END|完)?\]/u;

function normalizeChineseFansub(text: string): string {
  let out = text.replace(FANSUB_BRACKETLESS, (_m, group: string, title: string, a?: string, b?: string) => `[${group}][${title}][${a ?? b}][`);
  out = out.replace(FANSUB_LAYOUT, (_m, group: string, _cjk: string | undefined, title: string, episode: string) => `[${group}] ${title.trim()} - ${episode} `);
  return out;
}

interface Prepared {
  text: string;
  group: string | null;
  hash: string | null;
}

function prepare(title: string): Prepared | null {
  let text = sanitize(title).trim();
  if (!text) return null;
  text = stripExtension(text).trim();
  if (looksLikeJunk(text)) return null;
  text = normalizeBrackets(stripWebsitePrefix(text).trim());
  text = text.replace(/^\[\s*(?:www\.)?[-a-z0-9]+(?:\.[-a-z0-9]+)*\.[a-z]{2,6}\s*\]\s*-?\s*/i, '');
  text = normalizeChineseFansub(text);
  text = text.replace(/^\((?:Hi10P?|10bit)\)[ ._-]*/i, '');
  const hashMatch = /\[([a-f0-9]{8})\](?=[^[\]]*$)/i.exec(text);
  const hash = hashMatch ? hashMatch[1].toUpperCase() === hashMatch[1] || /[a-f]/.test(hashMatch[1]) ? hashMatch[1] : null : null;
  let group: string | null = null;
  const lead = /^\[([^\]]+)\][ ._-]*/.exec(text);
  if (lead && !/^(?:\d{3,4}p|bd|web|tv|hevc|x26[45])$/i.test(lead[1])) {
    group = lead[1];
    text = text.slice(lead[0].length);
    // `[Group][Title][01]` fansub layout: unwrap the title bracket.
    const inner = /^\[([^\]]+)\](?=\s*\[)/.exec(text);
    if (inner) {
      let rest = text;
      while (/^\[[^\]]*[\u3000-\u9fff][^\]]*\](?=\s*\[)/u.test(rest) && /\[[^\]]*[A-Za-z]{3,}[^\]]*\]/.test(rest.replace(/^\[[^\]]*\]/, ''))) {
        rest = rest.replace(/^\[[^\]]*\]\s*/, '');
      }
      text = rest.replace(/^\[([^\]]+)\]/, '$1 ');
    }
  }
  return { text, group, hash };
}

function finish(original: string, prepared: Prepared, found: Numbering, titleText: string): ParsedEpisodeInfo {
  const seriesTitle = cleanSeriesTitle(titleText);
  const info = seriesTitleInfo(seriesTitle);
  const afterTitle = prepared.text.slice(found.titleEnd);
  const absolute = found.absoluteEpisodeNumbers;
  const episodes = found.episodeNumbers;
  const releaseType: ReleaseType =
    episodes.length > 1 || absolute.length > 1
      ? 'multiEpisode'
      : episodes.length === 1 || absolute.length === 1
        ? 'singleEpisode'
        : found.fullSeason
          ? 'seasonPack'
          : 'unknown';
  const isPossibleSpecialEpisode =
    (found.airDate === null && seriesTitle === '' && (episodes.length === 0 || found.seasonNumber === 0)) ||
    (seriesTitle !== '' && found.special) ||
    (episodes.length === 1 && episodes[0] === 0);
  return {
    releaseTitle: original,
    seriesTitle,
    seriesTitleInfo: info,
    quality: parseQuality(original, 'series'),
    seasonNumber: found.seasonNumber,
    episodeNumbers: episodes,
    absoluteEpisodeNumbers: absolute,
    specialAbsoluteEpisodeNumbers: found.specialAbsoluteEpisodeNumbers,
    airDate: found.airDate,
    languages: parseLanguages(afterTitle, 'series'),
    fullSeason: found.fullSeason,
    isPartialSeason: found.isPartialSeason,
    isMultiSeason: found.isMultiSeason,
    isSeasonExtra: found.isSeasonExtra,
    isSplitEpisode: found.isSplitEpisode,
    isMiniSeries: found.isMiniSeries,
    special: found.special,
    releaseGroup: prepared.group ?? parseReleaseGroup(original),
    releaseHash: prepared.hash,
    seasonPart: found.seasonPart,
    dailyPart: found.dailyPart,
    isDaily: found.airDate !== null,
    isAbsoluteNumbering: absolute.length > 0,
    isPossibleSpecialEpisode,
    isPossibleSceneSeasonSpecial: found.seasonNumber !== 0 && episodes.length === 1 && episodes[0] === 0,
    releaseType,
  };
}

function locate(prepared: Prepared): Numbering | null {
  const text = prepared.text;
  const anime = isAnimeStyle(text, prepared.group !== null);
  const standard = findStandard(text);
  if (standard) {
    // `Title - 1x01 - 001 - Name`: a three-digit absolute number right after the season numbering.
    const trailing = /^[ ._]+-[ ._]+(\d{3})(?=$|[ ._[(-])/.exec(text.slice(standard.end));
    if (!anime && trailing && standard.episodeNumbers.length === 1) standard.absoluteEpisodeNumbers = [Number(trailing[1])];
    if (anime) {
      const after = findAnime(text, standard.end);
      if (after && after.absoluteEpisodeNumbers.length > 0 && /^(?:[ ._]*-|[ ._]+\d{2,4}(?:v\d)?(?=$|[ ._[(]))/.test(text.slice(standard.end))) {
        standard.absoluteEpisodeNumbers = after.absoluteEpisodeNumbers;
      } else {
        // `[Group] Title 214 10x14`: the absolute number right before the season numbering.
        const lead = /[ ._]+(\d{2,4})[ ._-]*$/.exec(text.slice(0, standard.titleEnd));
        if (lead && lead.index > 0 && !/^(?:19|20)\d{2}$/.test(lead[1])) {
          standard.absoluteEpisodeNumbers = [Number(lead[1])];
          standard.titleEnd = lead.index;
        }
      }
    }
    return standard;
  }
  const daily = findDaily(text);
  if (daily && daily.titleEnd > 0) return daily;
  if (anime) {
    const abs = findAnime(text, 0);
    if (abs) {
      const season = SEASON.exec(text.slice(0, abs.titleEnd));
      void season;
      return abs;
    }
  }
  const season = findSeason(text);
  if (season) return season;
  const mini = findMini(text);
  if (mini) return mini;
  const dashed = / - (\d{2,4})(?:v\d)?(?=$|[ ._[(])/u.exec(text);
  if (dashed && !/^(?:19|20)\d{2}$/.test(dashed[1])) {
    return numbering(dashed.index, dashed.index + dashed[0].length, { absoluteEpisodeNumbers: [Number(dashed[1])] });
  }
  const scene = findSceneDigits(text);
  if (scene) return scene;
  if (daily) return daily;
  return null;
}

/**
 * Parses a TV release or file name into Sonarr's `ParsedEpisodeInfo`: single and multi-episode
 * numbering, season packs, daily air dates, anime absolute numbers and mini-series parts. Returns
 * null for names that are not releases.
 */
// Obfuscated names written backwards (`…p027.10E10S.esaeleR.dehsaH.emoS.mkv`).
const REVERSED_TITLE = /[-._ ](?:p027|p0801|\d{2,3}E\d{2}S)[-._ ]/i;

function unreverse(title: string): string {
  if (!REVERSED_TITLE.test(title)) return title;
  const base = stripExtension(title);
  return [...base].reverse().join('') + title.slice(base.length);
}

export function parseEpisodeTitle(title: string): ParsedEpisodeInfo | null {
  const original = unreverse(sanitize(title).trim());
  const prepared = prepare(original);
  if (!prepared) return null;
  const found = locate(prepared);
  if (!found) return null;
  const titleText = prepared.text.slice(0, found.titleEnd);
  if (/[\p{L}]/u.test(titleText) && titleText.split(/[\s._-]+/).some((w) => isRandomToken(w)) && titleText.split(/[\s._]+/).length <= 2) {
    return null;
  }
  return finish(original, prepared, found, titleText);
}

/** Sonarr's series-title helper: the parsed series title, or the whole input when nothing parses. */
export function parseSeriesName(title: string): string {
  const parsed = parseEpisodeTitle(title);
  if (parsed && parsed.seriesTitle) return parsed.seriesTitle;
  return cleanSeriesTitle(stripExtension(sanitize(title).trim()));
}

const SEASON_FOLDER = /^(?:Season|Saison|Staffel|Temporada|Series|S)[ ._-]*(\d{1,4})(?![\p{N}])/iu;

/**
 * Parses a full path: the file name first, then folder and file name together, then the season
 * folder with a leading episode number, then the folder name.
 */
export function parseEpisodePath(path: string): ParsedEpisodeInfo | null {
  const clean = sanitize(path).replace(/\\/g, '/');
  const parts = pathParts(clean);
  if (parts.length === 0) return null;
  const file = parts[parts.length - 1];
  const folder = parts.length > 1 ? parts[parts.length - 2] : '';
  const seasonFolder = SEASON_FOLDER.exec(folder) ?? (/^specials?$/i.test(folder) ? ['', '0'] : null);
  const showFolder = seasonFolder ? (parts.length > 2 ? parts[parts.length - 3] : '') : folder;

  const fromFile = parseEpisodeTitle(file);
  if (fromFile && (fromFile.episodeNumbers.length > 0 || fromFile.airDate || fromFile.absoluteEpisodeNumbers.length > 0)) {
    if (!fromFile.seriesTitle && showFolder) {
      fromFile.seriesTitle = cleanSeriesTitle(showFolder);
      fromFile.seriesTitleInfo = seriesTitleInfo(fromFile.seriesTitle);
    }
    return fromFile;
  }
  if (seasonFolder) {
    const season = Number(seasonFolder[1]);
    const lead = /^(\d{1,4})(?:[ ._-]|$)/.exec(stripExtension(file));
    if (lead) {
      let episode = Number(lead[1]);
      if (lead[1].length >= 3 && lead[1].startsWith(String(season))) episode = Number(lead[1].slice(String(season).length));
      const synthetic = `${showFolder} S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')} ${stripExtension(file).slice(lead[0].length)}`;
      const parsed = parseEpisodeTitle(synthetic);
      if (parsed) {
        parsed.releaseTitle = file;
        parsed.quality = parseQuality(file, 'series');
        parsed.releaseGroup = parseReleaseGroup(file);
        return parsed;
      }
    }
  }
  if (folder) {
    const fromFolder = parseEpisodeTitle(folder);
    if (fromFolder && (fromFolder.episodeNumbers.length > 0 || fromFolder.airDate || fromFolder.fullSeason)) {
      const fileQuality = parseQuality(file, 'series');
      if (fromFolder.quality.quality.id === 0) fromFolder.quality = fileQuality;
      return fromFolder;
    }
    const combined = parseEpisodeTitle(`${folder} ${file}`);
    if (combined && (combined.episodeNumbers.length > 0 || combined.airDate)) return combined;
    if (fromFolder) return fromFolder;
  }
  return fromFile;
}
