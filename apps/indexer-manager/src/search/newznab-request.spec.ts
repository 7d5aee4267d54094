import { NewznabRequestError, readNewznabRequest } from './newznab-request';

describe('readNewznabRequest', () => {
  it('reads a TV search with ids, season and categories', () => {
    const request = readNewznabRequest({ t: 'tvsearch', q: ' Show ', cat: '5000,5040', tvdbid: '123', season: '1', ep: '2', limit: '50', offset: '100' });
    expect(request).toEqual({
      fn: 'tvsearch',
      query: { type: 'tvsearch', q: 'Show', cat: [5000, 5040], tvdbid: 123, season: '1', ep: '2', limit: 50, offset: 100 },
      isRss: false,
    });
  });

  it.each([
    [{ t: 'search' }, true],
    [{ t: 'search', cat: '2000' }, true],
    [{ t: 'search', q: 'x' }, false],
    [{ t: 'movie', imdbid: 'tt0000001' }, false],
    [{ t: 'music', artist: 'A' }, false],
  ])('tells RSS from queries: %j → %s', (params, isRss) => {
    expect(readNewznabRequest(params).isRss).toBe(isRss);
  });

  it('reads caps', () => {
    expect(readNewznabRequest({ t: 'CAPS' }).fn).toBe('caps');
  });

  it.each([
    [{}, 200],
    [{ t: 'details' }, 202],
    [{ t: 'search', cat: '50a0' }, 201],
    [{ t: 'search', limit: '-1' }, 201],
    [{ t: 'tvsearch', tvdbid: 'abc' }, 201],
    [{ t: 'movie', imdbid: 'nm123' }, 201],
    [{ t: 'tvsearch', season: '1 OR 1=1' }, 201],
  ])('refuses %j with Newznab code %s', (params, code) => {
    expect(() => readNewznabRequest(params)).toThrow(NewznabRequestError);
    try {
      readNewznabRequest(params);
    } catch (error) {
      expect((error as NewznabRequestError).code).toBe(code);
    }
  });
});
