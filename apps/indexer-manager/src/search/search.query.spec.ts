import { readSearchRequest } from './search.query';

describe('readSearchRequest', () => {
  it('reads a TV search over chosen indexers and categories', () => {
    expect(readSearchRequest({ query: ' show ', type: 'TvSearch', indexerIds: ['1', '2'], categories: '5000,5040', limit: '50' }).value).toEqual({
      query: { type: 'tvsearch', q: 'show', cat: [5000, 5040], limit: 50 },
      indexerIds: [1, 2],
    });
  });

  it('defaults to a plain search over every indexer', () => {
    expect(readSearchRequest({}).value).toEqual({ query: { type: 'search' }, indexerIds: undefined });
  });

  it('turns -1 and -2 into protocol filters', () => {
    expect(readSearchRequest({ indexerIds: '-2' }).value).toMatchObject({ indexerIds: undefined, protocols: ['torrent'] });
  });

  it.each([[{ type: 'details' }], [{ indexerIds: 'x' }], [{ categories: 'tv' }], [{ limit: '-5' }]])('rejects %j', (params) => {
    expect(readSearchRequest(params).failures).toHaveLength(1);
  });
});
