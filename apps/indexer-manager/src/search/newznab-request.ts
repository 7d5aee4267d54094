import type { SearchQuery, SearchType } from '@arrstack/newznab';

export type ProxyFunction = 'caps' | SearchType;

export class NewznabRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const FUNCTIONS: Record<string, ProxyFunction> = {
  caps: 'caps',
  search: 'search',
  tvsearch: 'tvsearch',
  movie: 'movie',
  music: 'music',
  book: 'book',
};

const ID_PARAMS = ['imdbid', 'tvdbid', 'tmdbid', 'tvmazeid', 'rid'] as const;

export interface ProxyRequest {
  fn: ProxyFunction;
  query: SearchQuery;
  /** No term and no ids: an RSS fetch rather than a query (Prowlarr counts these apart). */
  isRss: boolean;
}

function integer(raw: string | undefined, name: string, max = 1_000_000): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) > max) throw new NewznabRequestError(201, `Incorrect parameter (${name})`);
  return Number(raw);
}

/** Reads a Newznab request's query string (`t`, `q`, `cat`, ids…) into a client query, refusing malformed values. */
export function readNewznabRequest(params: Record<string, unknown>): ProxyRequest {
  const get = (name: string): string | undefined => {
    const raw = params[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    return typeof value === 'string' ? value : value === undefined || value === null ? undefined : String(value);
  };
  const t = get('t');
  if (!t) throw new NewznabRequestError(200, 'Missing parameter (t)');
  const fn = FUNCTIONS[t.toLowerCase()];
  if (!fn) throw new NewznabRequestError(202, `No such function (${t})`);
  if (fn === 'caps') return { fn, query: { type: 'search' }, isRss: false };

  const query: SearchQuery = { type: fn };
  const q = get('q')?.trim();
  if (q) query.q = q;
  const cat = get('cat');
  if (cat) {
    const parts = cat.split(',').map((c) => c.trim()).filter((c) => c !== '');
    if (!parts.every((c) => /^\d{1,6}$/.test(c))) throw new NewznabRequestError(201, 'Incorrect parameter (cat)');
    if (parts.length > 0) query.cat = parts.map(Number);
  }
  for (const id of ID_PARAMS) {
    const value = get(id)?.trim();
    if (!value) continue;
    if (id === 'imdbid') {
      if (!/^(tt)?\d{1,10}$/i.test(value)) throw new NewznabRequestError(201, 'Incorrect parameter (imdbid)');
      query.imdbid = value;
    } else {
      query[id] = integer(value, id, 2_147_483_647);
    }
  }
  const season = get('season')?.trim();
  if (season) {
    if (!/^[\w.-]{1,10}$/.test(season)) throw new NewznabRequestError(201, 'Incorrect parameter (season)');
    query.season = season;
  }
  const ep = get('ep')?.trim();
  if (ep) {
    if (!/^[\w./-]{1,10}$/.test(ep)) throw new NewznabRequestError(201, 'Incorrect parameter (ep)');
    query.ep = ep;
  }
  for (const text of ['artist', 'album', 'author', 'title'] as const) {
    const value = get(text)?.trim();
    if (value) query[text] = value.slice(0, 500);
  }
  const year = integer(get('year'), 'year', 9999);
  if (year !== undefined) query.year = year;
  const limit = integer(get('limit'), 'limit', 10_000);
  if (limit !== undefined) query.limit = limit;
  const offset = integer(get('offset'), 'offset');
  if (offset !== undefined) query.offset = offset;

  const hasIds = ID_PARAMS.some((id) => query[id] !== undefined);
  const hasTerms = Boolean(query.q || query.artist || query.album || query.author || query.title);
  return { fn, query, isRss: !hasIds && !hasTerms };
}
