import { Language } from './types';
import { MAX_TITLE_LENGTH, removeAccents } from './text';

function langs(entries: [number, string][]): readonly Language[] {
  return Object.freeze(entries.map(([id, name]) => Object.freeze({ id, name })));
}

/** Radarr's language catalogue (ids as its API reports them). */
export const MOVIE_LANGUAGES: readonly Language[] = langs([
  [-2, 'Original'], [-1, 'Any'], [0, 'Unknown'], [1, 'English'], [2, 'French'], [3, 'Spanish'], [4, 'German'],
  [5, 'Italian'], [6, 'Danish'], [7, 'Dutch'], [8, 'Japanese'], [9, 'Icelandic'], [10, 'Chinese'], [11, 'Russian'],
  [12, 'Polish'], [13, 'Vietnamese'], [14, 'Swedish'], [15, 'Norwegian'], [16, 'Finnish'], [17, 'Turkish'],
  [18, 'Portuguese'], [19, 'Flemish'], [20, 'Greek'], [21, 'Korean'], [22, 'Hungarian'], [23, 'Hebrew'],
  [24, 'Lithuanian'], [25, 'Czech'], [26, 'Hindi'], [27, 'Romanian'], [28, 'Thai'], [29, 'Bulgarian'],
  [30, 'Portuguese (Brazil)'], [31, 'Arabic'], [32, 'Ukrainian'], [33, 'Persian'], [34, 'Bengali'], [35, 'Slovak'],
  [36, 'Latvian'], [37, 'Spanish (Latino)'], [38, 'Catalan'], [39, 'Croatian'], [40, 'Serbian'], [41, 'Bosnian'],
  [42, 'Estonian'], [43, 'Tamil'], [44, 'Indonesian'], [45, 'Telugu'], [46, 'Macedonian'], [47, 'Slovenian'],
  [48, 'Malayalam'], [49, 'Kannada'], [50, 'Albanian'], [51, 'Afrikaans'], [52, 'Marathi'], [53, 'Tagalog'],
  [54, 'Urdu'], [55, 'Romansh'], [56, 'Mongolian'], [57, 'Georgian'],
]);

/** Sonarr's language catalogue (ids as its API reports them). */
export const SERIES_LANGUAGES: readonly Language[] = langs([
  [-2, 'Original'], [-1, 'Any'], [0, 'Unknown'], [1, 'English'], [2, 'French'], [3, 'Spanish'], [4, 'German'],
  [5, 'Italian'], [6, 'Danish'], [7, 'Dutch'], [8, 'Japanese'], [9, 'Icelandic'], [10, 'Chinese'], [11, 'Russian'],
  [12, 'Polish'], [13, 'Vietnamese'], [14, 'Swedish'], [15, 'Norwegian'], [16, 'Finnish'], [17, 'Turkish'],
  [18, 'Portuguese'], [19, 'Flemish'], [20, 'Greek'], [21, 'Korean'], [22, 'Hungarian'], [23, 'Hebrew'],
  [24, 'Lithuanian'], [25, 'Czech'], [26, 'Arabic'], [27, 'Hindi'], [28, 'Bulgarian'], [29, 'Malayalam'],
  [30, 'Ukrainian'], [31, 'Slovak'], [32, 'Thai'], [33, 'Portuguese (Brazil)'], [34, 'Spanish (Latino)'],
  [35, 'Romanian'], [36, 'Latvian'], [37, 'Persian'], [38, 'Catalan'], [39, 'Croatian'], [40, 'Serbian'],
  [41, 'Bosnian'], [42, 'Estonian'], [43, 'Tamil'], [44, 'Indonesian'], [45, 'Macedonian'], [46, 'Slovenian'],
  [47, 'Azerbaijani'], [48, 'Uzbek'], [49, 'Malay'], [50, 'Urdu'], [51, 'Romansh'], [52, 'Georgian'],
  [53, 'Telugu'], [54, 'Kannada'], [55, 'Albanian'], [56, 'Afrikaans'], [57, 'Marathi'], [58, 'Tagalog'],
  [59, 'Mongolian'], [60, 'Bengali'],
]);

// Whole words, matched without regard to case or accents.
const WORDS: [RegExp, string][] = [
  [/\b(?:english|ingles)\b/, 'English'],
  [/\b(?:french|truefrench|francais|vff|vfq|vfi|vf2)\b/, 'French'],
  [/\b(?:spanish|castellano|espanol)\b/, 'Spanish'],
  [/\b(?:german|swissgerman|deutsch|videomann)\b/, 'German'],
  [/\b(?:italian|italiano)\b/, 'Italian'],
  [/\bdanish\b/, 'Danish'],
  [/\b(?:dutch|nederlands)\b/, 'Dutch'],
  [/\bjapanese\b/, 'Japanese'],
  [/\bicelandic\b/, 'Icelandic'],
  [/\b(?:chinese|mandarin|cantonese)\b/, 'Chinese'],
  [/\brussian\b/, 'Russian'],
  [/\b(?:polish|pldub|dubpl|pl-dub|dub-pl|pllek|lekpl|pl-lek|lektor)\b/, 'Polish'],
  [/\bvietnamese\b/, 'Vietnamese'],
  [/\b(?:swedish|svenska)\b/, 'Swedish'],
  [/\b(?:norwegian|norsk)\b/, 'Norwegian'],
  [/\b(?:finnish|suomi)\b/, 'Finnish'],
  [/\bturkish\b/, 'Turkish'],
  [/\bportuguese\b/, 'Portuguese'],
  [/\bflemish\b/, 'Flemish'],
  [/\bgreek\b/, 'Greek'],
  [/\bkorean\b/, 'Korean'],
  [/\bhungarian\b/, 'Hungarian'],
  [/\b(?:hebrew|hebdubbed)\b/, 'Hebrew'],
  [/\blithuanian\b/, 'Lithuanian'],
  [/\bczech\b/, 'Czech'],
  [/\bhindi\b/, 'Hindi'],
  [/\b(?:romanian|rodubbed)\b/, 'Romanian'],
  [/\bthai\b/, 'Thai'],
  [/\b(?:bulgarian|bgaudio|bg\.audio|bg audio)\b/, 'Bulgarian'],
  [/\b(?:dublado|brazilian|pt-br|ptbr)\b/, 'Portuguese (Brazil)'],
  [/\barabic\b/, 'Arabic'],
  [/\bukrainian\b/, 'Ukrainian'],
  [/\b(?:persian|farsi)\b/, 'Persian'],
  [/\bbengali\b/, 'Bengali'],
  [/\bslovak\b/, 'Slovak'],
  [/\blatvian\b/, 'Latvian'],
  [/\blatino\b/, 'Spanish (Latino)'],
  [/\b(?:catalan|catala)\b/, 'Catalan'],
  [/\bcroatian\b/, 'Croatian'],
  [/\bserbian\b/, 'Serbian'],
  [/\bbosnian\b/, 'Bosnian'],
  [/\bestonian\b/, 'Estonian'],
  [/\btamil\b/, 'Tamil'],
  [/\bindonesian\b/, 'Indonesian'],
  [/\btelugu\b/, 'Telugu'],
  [/\bmacedonian\b/, 'Macedonian'],
  [/\bslovenian\b/, 'Slovenian'],
  [/\bmalayalam\b/, 'Malayalam'],
  [/\bkannada\b/, 'Kannada'],
  [/\balbanian\b/, 'Albanian'],
  [/\bafrikaans\b/, 'Afrikaans'],
  [/\bmarathi\b/, 'Marathi'],
  [/\b(?:tagalog|filipino)\b/, 'Tagalog'],
  [/\burdu\b/, 'Urdu'],
  [/\b(?:romansh|rumantsch|romansch)\b/, 'Romansh'],
  [/\b(?:mongolian|khalkha)\b/, 'Mongolian'],
  [/\bgeorgian\b/, 'Georgian'],
  [/\bazerbaijani\b/, 'Azerbaijani'],
  [/\buzbek\b/, 'Uzbek'],
  [/\bmalay\b/, 'Malay'],
  [/\b(?:original|orig)\b/, 'Original'],
];

// Language codes: matched without regard to case, but only as whole tokens, not next to "sub".
const CODES: [RegExp, string][] = [
  [/\b(?:eng)\b/, 'English'],
  [/\b(?:fra|fre)\b/, 'French'],
  [/\b(?:spa|esp)\b/, 'Spanish'],
  [/\b(?:ger|deu)\b/, 'German'],
  [/\bita\b/, 'Italian'],
  [/\b(?:jap|jpn)\b/, 'Japanese'],
  [/\b(?:rus)\b/, 'Russian'],
  [/\b(?:\dx)?ukr\b/, 'Ukrainian'],
  [/\bkor\b/, 'Korean'],
  [/\bhun\b/, 'Hungarian'],
  [/\bhin\b/, 'Hindi'],
  [/\b(?:lav|lat)\b/, 'Latvian'],
  [/\btel\b/, 'Telugu'],
  [/\bgeo\b/, 'Georgian'],
  [/\b(?:swe)\b/, 'Swedish'],
  [/\b(?:heb)\b/, 'Hebrew'],
  [/\b(?:pol)\b/, 'Polish'],
  [/\b(?:cze)\b/, 'Czech'],
];

// Short upper-case codes; in lower case these are ordinary words.
const UPPER_CODES: [RegExp, string][] = [
  [/\bEN\b/, 'English'],
  [/\bFR\b/, 'French'],
  [/\bES\b/, 'Spanish'],
  [/\bDE\b/, 'German'],
  [/\bIT\b/, 'Italian'],
  [/\bRU\b/, 'Russian'],
  [/\bPL\b/, 'Polish'],
  [/\bCZ\b/, 'Czech'],
  [/\bSK\b/, 'Slovak'],
  [/\bLT\b/, 'Lithuanian'],
  [/\bKA\b/, 'Georgian'],
  [/\bHU\b/, 'Hungarian'],
  [/\bVIE\b/, 'Vietnamese'],
  [/\bCAT\b/, 'Catalan'],
  [/\bJP\b/, 'Japanese'],
  [/\bNL\b(?![ .-]?subs?)/, 'Dutch'],
  [/\bLV\b|\blv\b/, 'Latvian'],
  [/\bVF\b/, 'French'],
];

const SUB_CONTEXT = /^[ .-]?subs?\b/i;
const SUB_BEFORE = /\bsubs?[ .-]?$/i;

const MOVIE_BY_NAME = new Map(MOVIE_LANGUAGES.map((l) => [l.name, l]));
const SERIES_BY_NAME = new Map(SERIES_LANGUAGES.map((l) => [l.name, l]));

function find(kind: 'series' | 'movie', name: string): Language | undefined {
  return (kind === 'series' ? SERIES_BY_NAME : MOVIE_BY_NAME).get(name);
}

function globalize(list: [RegExp, string][]): [RegExp, string][] {
  return list.map(([re, name]) => [new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'), name]);
}

const WORDS_G = globalize(WORDS);
const CODES_G = globalize(CODES);
const UPPER_CODES_G = globalize(UPPER_CODES);

// One pass that tells whether a list can match at all; most titles name no language.
function anyOf(list: [RegExp, string][]): RegExp {
  return new RegExp(list.map(([re]) => `(?:${re.source})`).join('|'), list[0][0].flags.replace('g', ''));
}
const WORDS_ANY = anyOf(WORDS);
const CODES_ANY = anyOf(CODES);
const UPPER_CODES_ANY = anyOf(UPPER_CODES);

function scan(text: string, patterns: [RegExp, string][], found: Map<string, number>, checkSubs: boolean): void {
  for (const [re, name] of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 6);
      const before = text.slice(Math.max(0, m.index - 6), m.index);
      const subtitleOnly = checkSubs && (SUB_CONTEXT.test(after) || SUB_BEFORE.test(before));
      const dtsEs = name === 'Spanish' && /dts-?$/i.test(before);
      if (!subtitleOnly && !dtsEs) {
        if (!found.has(name) || found.get(name)! > m.index) found.set(name, m.index);
        break;
      }
    }
  }
}

/** Language names found in a title, in the order the anchors report them (unknown when none). */
export function parseLanguageNames(title: string): string[] {
  const raw = typeof title === 'string' ? title.slice(0, MAX_TITLE_LENGTH) : '';
  const text = removeAccents(raw)
    .replace(/_/g, ' ')
    .replace(/\[?\bYTS\.[A-Z]{2}\b\]?/gi, ' ');
  const lower = text.toLowerCase();
  const found = new Map<string, number>();
  if (WORDS_ANY.test(lower)) scan(lower, WORDS_G, found, false);
  if (CODES_ANY.test(lower)) scan(lower, CODES_G, found, true);
  if (UPPER_CODES_ANY.test(text)) scan(text, UPPER_CODES_G, found, true);
  if (/\bsubfrench\b|\bvostfr\b/i.test(text) && found.get('French') !== undefined) {
    // VOSTFR and SUBFRENCH are French subtitles; only a French audio tag names the language.
    if (!/\b(?:french|truefrench|vff|vfq|vfi|vf2|fra|fre|vf)\b/i.test(text.replace(/\b(?:subfrench|vostfr)\b/gi, ''))) {
      found.delete('French');
    }
  }
  // Chinese fansub markers: `[CHS]`, `[CHT]`, `[BIG5]`, `[GB]`, 简/繁/字幕 (simplified, traditional, subtitles).
  if (!found.has('Chinese')) {
    const chinese = /\[(?:CH[ST]|BIG5|GB)\]|[简繁]|字幕/.exec(raw);
    if (chinese) found.set('Chinese', chinese.index);
  }
  if (!found.has('Hungarian') && /\bHUNDUB\b/i.test(text)) found.set('Hungarian', text.search(/\bHUNDUB\b/i));
  if (!found.has('Bulgarian')) {
    const bg = /\bBG\b(?![ .-]?subs?\b)/.exec(text);
    if (bg) found.set('Bulgarian', bg.index);
  }
  const names = [...found.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);
  if (found.has('German')) {
    const noWebDl = text.replace(/\bweb[ .-]?dl\b/gi, ' ');
    if (/\bDL\b/.test(noWebDl) && !names.includes('Original')) names.push('Original');
    if (/\bML\b/.test(noWebDl)) {
      if (!names.includes('Original')) names.push('Original');
      if (!names.includes('English')) names.push('English');
    }
  }
  const latino = names.indexOf('Spanish (Latino)');
  if (latino > 0) {
    names.splice(latino, 1);
    names.unshift('Spanish (Latino)');
  }
  return names.length > 0 ? names : ['Unknown'];
}

/**
 * Parses the audio languages a release title names, as `[{id, name}]` from Radarr's catalogue
 * (`movie`, the default) or Sonarr's (`series`). A title with no language gives `[Unknown]`.
 */
export function parseLanguages(title: string, mediaKind: 'series' | 'movie' = 'movie'): Language[] {
  const result: Language[] = [];
  for (const name of parseLanguageNames(title)) {
    const language = find(mediaKind, name);
    if (language) result.push({ id: language.id, name: language.name });
  }
  return result.length > 0 ? result : [{ id: 0, name: 'Unknown' }];
}
