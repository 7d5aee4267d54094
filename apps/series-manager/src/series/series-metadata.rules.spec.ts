import { ValidationError } from '@arrstack/core';
import { parseLookupTerm, providerIdOf } from './series-metadata.rules';

describe('lookup terms', () => {
  it.each([
    ['tvdb:81189', { id: { tvdbId: 81189 } }],
    ['TVDB: 81189', { id: { tvdbId: 81189 } }],
    ['tvdbid:81189', { id: { tvdbId: 81189 } }],
    ['tvmaze:169', { id: { tvMazeId: 169 } }],
    ['imdb:tt0903747', { id: { imdbId: 'tt0903747' } }],
    ['tt0903747', { id: { imdbId: 'tt0903747' } }],
    ['  breaking bad ', { text: 'breaking bad' }],
    ['Star Trek: Picard', { text: 'Star Trek: Picard' }],
  ])('reads %j', (term, expected) => {
    expect(parseLookupTerm(term)).toEqual(expected);
  });

  it.each([[''], ['   '], [undefined], [['a', 'b']], ['tvdb:abc'], ['tvdb:0'], ['tvmaze:-1'], ['tvdb:99999999999999999999'], ['imdb:0903747']])(
    'rejects %j with a 400',
    (term) => {
      expect(() => parseLookupTerm(term)).toThrow(ValidationError);
    },
  );
});

describe('provider id of a series', () => {
  it.each([
    [{ tvMazeId: 169, tvdbId: 81189, imdbId: 'tt1' }, { tvMazeId: 169 }],
    [{ tvMazeId: 0, tvdbId: 81189, imdbId: 'tt1' }, { tvdbId: 81189 }],
    [{ tvMazeId: 0, tvdbId: 0, imdbId: 'tt0903747' }, { imdbId: 'tt0903747' }],
    [{ tvMazeId: 0, tvdbId: 0, imdbId: null }, undefined],
  ])('picks %j → %j', (series, expected) => {
    expect(providerIdOf(series)).toEqual(expected);
  });
});
