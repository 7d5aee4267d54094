/** Title transformations behind the `Title`, `CleanTitle`, `TitleThe`, `TitleYear`… token variants. */

const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ß: 'ss',
  ı: 'i',
};

/** Accents off (é → e) without breaking scripts whose letters decompose (Hangul recomposes). */
export function removeDiacritics(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}+/gu, '')
    .normalize('NFC');
}

function transliterate(value: string): string {
  return removeDiacritics(value).replace(/[ÆæØøŒœÐðÞþŁłĐđßı]/g, (ch) => LETTERS_WITHOUT_DECOMPOSITION[ch] ?? ch);
}

const ISOLATED_PUNCTUATION = /(?<=\s)[,<>/\\;:'"|`’~!?@$%^*\-_=](?=\s)/g;
const CONTRACTION_OR_TRAILING_PUNCTUATION = /['`’:?,](?=(?:(?:s|m|t|ve|ll|d|re)\s)|\s|$)/gi;
const BRACKETS = /[()[\]{}]/g;

/** Scene-style clean title: `&` → `and`, slashes → space, stray punctuation and brackets removed, accents removed. */
export function cleanTitle(title: string): string {
  let result = title.split('&').join('and');
  result = result.replace(/[/\\]/g, ' ');
  result = result
    .replace(ISOLATED_PUNCTUATION, '')
    .replace(CONTRACTION_OR_TRAILING_PUNCTUATION, '')
    .replace(BRACKETS, '');
  return removeDiacritics(result);
}

const TITLE_PREFIX = /^(The|An|A) (.*?)((?: *\([^)]+\))*)$/i;

/** `The Mist (2007)` → `Mist, The (2007)`. */
export function titleThe(title: string): string {
  const match = TITLE_PREFIX.exec(title);
  if (!match) return title;
  return `${match[2]}, ${match[1]}${match[3]}`;
}

export function cleanTitleThe(title: string): string {
  const match = TITLE_PREFIX.exec(title);
  if (!match) return cleanTitle(title);
  return `${cleanTitle(match[2]).trim()}, ${match[1]}${cleanTitle(match[3])}`;
}

const TRAILING_YEAR = /\(\d{4}\)$/;

/** Appends ` (year)` unless the title already ends with a year in brackets. */
export function titleYear(title: string, year: number | undefined): string {
  if (!year) return title;
  if (TRAILING_YEAR.test(title)) return title;
  return `${title} (${year})`;
}

export function titleWithoutYear(title: string): string {
  return title.replace(TRAILING_YEAR, '').trimEnd();
}

/**
 * The first letter or digit among the first two characters of the title with its article moved to the end,
 * upper case and accent-free; `_` when neither is one.
 */
export function titleFirstCharacter(title: string): string {
  const chars = Array.from(titleThe(title)).slice(0, 2);
  for (const ch of chars) {
    if (/[\p{L}\p{N}]/u.test(ch)) return Array.from(transliterate(ch.toUpperCase()))[0] ?? '_';
  }
  return '_';
}

/** The file name part of a path, without its extension (both separators; the last dot after the last separator). */
export function fileNameWithoutExtension(path: string): string {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(0, dot) : name;
}
