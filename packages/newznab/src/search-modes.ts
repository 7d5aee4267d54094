import type { IndexerCapabilities, SearchMode, SearchType } from './types';

const modeOf: Record<SearchType, keyof IndexerCapabilities['searching']> = {
  search: 'search',
  tvsearch: 'tvSearch',
  movie: 'movieSearch',
  music: 'musicSearch',
  book: 'bookSearch',
};

// For each mode: it is usable when it is available and takes one of `any`, plus every one of `all`.
const requirements: Record<SearchType, { any: string[]; all: string[] }> = {
  search: { any: ['q'], all: [] },
  tvsearch: { any: ['q', 'tvdbid', 'imdbid', 'tmdbid', 'tvmazeid', 'rid'], all: ['season', 'ep'] },
  movie: { any: ['q', 'imdbid', 'tmdbid', 'traktid'], all: [] },
  music: { any: ['q', 'artist', 'album'], all: [] },
  book: { any: ['q', 'author', 'title'], all: [] },
};

function usable(mode: SearchMode, need: { any: string[]; all: string[] }): boolean {
  return (
    mode.available &&
    need.any.some((param) => mode.supportedParams.includes(param)) &&
    need.all.every((param) => mode.supportedParams.includes(param))
  );
}

/**
 * The search functions an indexer can really serve, as Prowlarr's indexer test judges them: a TV search must
 * take season and episode besides a title or an id. An empty list fails the test ("no usable search mode").
 */
export function usableSearchTypes(caps: IndexerCapabilities): SearchType[] {
  return (Object.keys(modeOf) as SearchType[]).filter((type) =>
    usable(caps.searching[modeOf[type]], requirements[type]),
  );
}

/** Whether `param` (e.g. `tvdbid`) may be sent with `type` to this indexer. */
export function supportsParam(caps: IndexerCapabilities, type: SearchType, param: string): boolean {
  const mode = caps.searching[modeOf[type]];
  return mode.available && mode.supportedParams.includes(param.toLowerCase());
}
