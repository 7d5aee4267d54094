/** Lower-case letters and digits only, without the small words Sonarr drops when matching titles. */
export function cleanTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\b(?:a|an|the|and|or|of)\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Lower-cased title without a leading article, for sorting. */
export function sortTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, '')
    .trim();
}

/** URL-friendly title: lower-case words joined by dashes. */
export function titleSlug(title: string, year?: number): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = base || 'series';
  return year ? `${slug}-${year}` : slug;
}

/** A folder name for a new series: the title without characters file systems reject. */
export function seriesFolderName(title: string, year?: number): string {
  const cleaned = title
    .replace(/[\\/<>?*|"]/g, '')
    .replace(/:/g, ' -')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  const name = cleaned || 'Series';
  return year ? `${name} (${year})` : name;
}

export interface FolderIdentity {
  title: string;
  year?: number;
  tvdbId?: number;
  tmdbId?: number;
  imdbId?: string;
}

/**
 * Identifies a series from its folder name: `Title (Year)`, `Title [Year]` or `Title Year` at the end, and
 * id tags as media servers write them (`{tvdb-81189}`, `[tvdbid-81189]`, `{imdb-tt0903747}`).
 */
export function identifyFolder(name: string): FolderIdentity {
  const identity: FolderIdentity = { title: '' };
  let rest = name;
  const tagPattern = /[[{(]\s*(tvdb|tvdbid|tmdb|tmdbid|imdb|imdbid)\s*[-=: ]\s*([a-z0-9]+)\s*[\]})]/gi;
  rest = rest.replace(tagPattern, (_match, kind: string, value: string) => {
    const key = kind.toLowerCase().replace(/id$/, '');
    if (key === 'tvdb' && /^\d+$/.test(value)) identity.tvdbId = Number(value);
    else if (key === 'tmdb' && /^\d+$/.test(value)) identity.tmdbId = Number(value);
    else if (key === 'imdb' && /^tt\d+$/i.test(value)) identity.imdbId = value.toLowerCase();
    return ' ';
  });
  const year = /^(.*?)[\s._-]*[([]?((?:19|20)\d{2})[)\]]?\s*$/.exec(rest.trim());
  if (year && year[1].trim() !== '') {
    identity.year = Number(year[2]);
    rest = year[1];
  }
  identity.title = rest.replace(/[._]+/g, ' ').replace(/\s+/g, ' ').trim() || name.trim();
  return identity;
}
