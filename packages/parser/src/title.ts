// Shared pieces for turning the title part of a release name into display text.

const ACRONYM = /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}(?:\p{L}(?![\p{L}\p{N}]))?/gu;
const ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr)\.(?=\p{Lu})/gu;

/**
 * Turns dot or underscore separated words into spaced words, keeping acronyms (`R.I.P.D.`,
 * `L.A.`) and abbreviations (`Dr.`) intact. Runs of spaces are kept as they were.
 */
export function cleanTitleText(raw: string): string {
  const text = raw.replace(/_/g, ' ').replace(/(?<![\p{L}])a\.k\.a\.?(?=[\s.]|$)/giu, 'AKA');
  const kept: { start: number; end: number }[] = [];
  for (const m of text.matchAll(ACRONYM)) kept.push({ start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(ABBREVIATION)) kept.push({ start: m.index, end: m.index + m[0].length });
  kept.sort((a, b) => a.start - b.start);
  let out = '';
  let pos = 0;
  for (const range of kept) {
    if (range.start < pos) continue;
    out += text.slice(pos, range.start).replace(/\./g, ' ');
    out += text.slice(range.start, range.end);
    const next = text[range.end];
    if (next !== undefined && next !== ' ' && next !== '.' && text[range.end - 1] === '.') out += ' ';
    pos = range.end;
  }
  out += text.slice(pos).replace(/\./g, ' ');
  return out.trim();
}

/** Sonarr's form of a series title: dots and underscores become spaces. */
export function spaceSeparators(raw: string): string {
  return raw.replace(/[._]/g, ' ').trim();
}

/** Loose form used for comparisons: lower case, no accents, no punctuation. */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Splits `A AKA B` and `A / B` into the full title followed by each part. */
export function splitAlternativeTitles(title: string): string[] {
  const aka = /^(.+?)\s+\(?aka\s+(.+?)\)?$/i.exec(title);
  if (aka && aka[1].trim() && aka[2].trim()) {
    return [title, aka[1].trim(), aka[2].trim()];
  }
  const slash = title.split(/\s+\/\s+/);
  if (slash.length > 1 && slash.every((s) => s.trim().length > 0)) return [title, ...slash.map((s) => s.trim())];
  return [title];
}
