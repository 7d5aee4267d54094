import type { SearchQuery } from './types';

/** `baseUrl` + `apiPath`, with exactly one slash between them. */
export function apiEndpoint(baseUrl: string, apiPath = '/api'): URL {
  const base = baseUrl.replace(/\/+$/, '');
  const path = apiPath.trim() === '' ? '' : `/${apiPath.replace(/^\/+/, '')}`;
  return new URL(`${base}${path}`);
}

const QUERY_KEYS = [
  'q',
  'season',
  'ep',
  'imdbid',
  'tvdbid',
  'tmdbid',
  'tvmazeid',
  'rid',
  'artist',
  'album',
  'author',
  'title',
  'year',
  'limit',
  'offset',
] as const;

/**
 * The query string of a feed request: `t`, the set parameters in a fixed order, `cat` as a comma list,
 * `extended=1` (so indexers send every attribute) and the API key last.
 */
export function searchParams(query: SearchQuery, apiKey?: string): URLSearchParams {
  const params = new URLSearchParams({ t: query.type });
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  if (query.cat && query.cat.length > 0) params.set('cat', query.cat.join(','));
  params.set('extended', '1');
  if (apiKey) params.set('apikey', apiKey);
  return params;
}

/** The URL as text with any `apikey` value masked, for error messages and logs. */
export function redactUrl(url: string | URL): string {
  const text = typeof url === 'string' ? url : url.toString();
  return text.replace(/([?&](?:apikey|api_key|passkey)=)[^&#]*/gi, '$1(removed)');
}
