import type { ValidationFailure } from '@arrstack/core';
import type { SearchQuery, SearchType } from '@arrstack/newznab';

const TYPES: Record<string, SearchType> = { search: 'search', tvsearch: 'tvsearch', movie: 'movie', music: 'music', book: 'book' };

export interface SearchRequest {
  query: SearchQuery;
  /** undefined: every indexer. -1 and -2 (Prowlarr's "all usenet"/"all torrent") become protocol filters. */
  indexerIds?: number[];
  protocols?: Array<'usenet' | 'torrent'>;
}

function many(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return list.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

/** Reads `GET /search` parameters: query, type, indexerIds, categories, limit, offset. */
export function readSearchRequest(params: Record<string, unknown>): { value?: SearchRequest; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  const typeRaw = typeof params.type === 'string' && params.type !== '' ? params.type.toLowerCase() : 'search';
  const type = TYPES[typeRaw];
  if (!type) fail('type', "'type' must be one of search, tvsearch, movie, music, book.", params.type);
  const query: SearchQuery = { type: type ?? 'search' };
  if (typeof params.query === 'string' && params.query.trim() !== '') query.q = params.query.trim().slice(0, 500);

  const ids = many(params.indexerIds);
  let indexerIds: number[] | undefined;
  const protocols: Array<'usenet' | 'torrent'> = [];
  if (ids.length > 0) {
    if (!ids.every((id) => /^-?\d{1,9}$/.test(id))) fail('indexerIds', "'indexerIds' must be indexer ids.", params.indexerIds);
    else {
      const numbers = ids.map(Number);
      if (numbers.includes(-1)) protocols.push('usenet');
      if (numbers.includes(-2)) protocols.push('torrent');
      const positive = numbers.filter((n) => n > 0);
      if (positive.length > 0) indexerIds = positive;
    }
  }
  const categories = many(params.categories);
  if (categories.length > 0) {
    if (!categories.every((c) => /^\d{1,6}$/.test(c))) fail('categories', "'categories' must be category ids.", params.categories);
    else query.cat = categories.map(Number);
  }
  for (const key of ['limit', 'offset'] as const) {
    const raw = params[key];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) fail(key, `'${key}' must be a whole number.`, raw);
    else query[key] = Number(raw);
  }
  if (failures.length > 0) return { failures };
  return { value: { query, indexerIds, ...(protocols.length > 0 ? { protocols } : {}) }, failures };
}
