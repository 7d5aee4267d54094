import { errorFromNewznabCode, IndexerError, type IndexerErrorKind } from './errors';
import { parseRetryAfter } from './newznab-client';

describe('errorFromNewznabCode', () => {
  it.each<[number, string | undefined, IndexerErrorKind]>([
    [100, 'Incorrect user credentials', 'auth'],
    [101, 'Account suspended', 'auth'],
    [102, undefined, 'auth'],
    [107, undefined, 'auth'],
    [200, 'Missing parameter (apikey)', 'auth'],
    [200, 'Missing parameter (q)', 'api'],
    [201, 'Incorrect parameter', 'api'],
    [202, undefined, 'api'],
    [300, 'No such item.', 'api'],
    [429, undefined, 'requestLimit'],
    [500, 'Request limit reached', 'requestLimit'],
    [501, 'Download limit reached', 'requestLimit'],
    [910, 'API Disabled', 'api'],
    [900, undefined, 'server'],
    [999, 'Daily limit reached, come back tomorrow', 'requestLimit'],
  ])('maps %i %j to %s', (code, description, kind) => {
    const error = errorFromNewznabCode(code, description);
    expect(error).toBeInstanceOf(IndexerError);
    expect(error.kind).toBe(kind);
    expect(error.code).toBe(code);
  });

  it('fills a missing description from the specification', () => {
    expect(errorFromNewznabCode(101, undefined).message).toContain('Account suspended');
  });

  it('names the subclass', () => {
    expect(errorFromNewznabCode(100, 'x').name).toBe('IndexerAuthError');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it.each([
    ['120', 120],
    [' 5 ', 5],
    ['Wed, 01 Jan 2025 00:01:00 GMT', 60],
    ['Tue, 31 Dec 2024 00:00:00 GMT', 0],
    ['soon', undefined],
    [undefined, undefined],
  ])('reads %j', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds);
  });
});
