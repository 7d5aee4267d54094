import { supportsParam, usableSearchTypes } from './search-modes';
import type { IndexerCapabilities, SearchMode } from './types';

const off: SearchMode = { available: false, supportedParams: [] };
function caps(searching: Partial<IndexerCapabilities['searching']>): IndexerCapabilities {
  return {
    server: {},
    limits: {},
    categories: [],
    searching: { search: off, tvSearch: off, movieSearch: off, musicSearch: off, bookSearch: off, ...searching },
  };
}
const on = (...supportedParams: string[]): SearchMode => ({ available: true, supportedParams });

describe('usableSearchTypes', () => {
  it.each<[string, Partial<IndexerCapabilities['searching']>, string[]]>([
    ['nothing available', {}, []],
    ['generic q', { search: on('q') }, ['search']],
    ['generic search without q', { search: on() }, []],
    ['tv with q, season and ep', { tvSearch: on('q', 'season', 'ep') }, ['tvsearch']],
    ['tv with tvdbid, season and ep', { tvSearch: on('tvdbid', 'season', 'ep') }, ['tvsearch']],
    ['tv without ep', { tvSearch: on('q', 'season') }, []],
    ['tv listed but unavailable', { tvSearch: { available: false, supportedParams: ['q', 'season', 'ep'] } }, []],
    ['movie by imdbid only', { movieSearch: on('imdbid') }, ['movie']],
    ['music by artist', { musicSearch: on('artist') }, ['music']],
    ['book by q', { bookSearch: on('q') }, ['book']],
    [
      'every mode',
      {
        search: on('q'),
        tvSearch: on('q', 'season', 'ep'),
        movieSearch: on('q'),
        musicSearch: on('q'),
        bookSearch: on('q'),
      },
      ['search', 'tvsearch', 'movie', 'music', 'book'],
    ],
  ])('%s', (_case, searching, expected) => {
    expect(usableSearchTypes(caps(searching))).toEqual(expected);
  });
});

describe('supportsParam', () => {
  it.each([
    ['tvsearch', 'tvdbid', true],
    ['tvsearch', 'TVDBID', true],
    ['tvsearch', 'imdbid', false],
    ['movie', 'imdbid', false],
  ] as const)('%s with %s → %s', (type, param, expected) => {
    expect(
      supportsParam(
        caps({
          tvSearch: on('q', 'tvdbid', 'season', 'ep'),
          movieSearch: { available: false, supportedParams: ['imdbid'] },
        }),
        type,
        param,
      ),
    ).toBe(expected);
  });
});
