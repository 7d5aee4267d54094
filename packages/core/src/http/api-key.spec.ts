import { ApiKeyHolder, isAnonymousRoute, presentedApiKey } from './api-key';

describe('presentedApiKey', () => {
  it.each([
    ['/api/v3/series?apikey=abc', {}, 'abc'],
    ['/api/v3/series', { 'x-api-key': 'def' }, 'def'],
    ['/api/v3/series', { authorization: 'Bearer ghi' }, 'ghi'],
    ['/api/v3/series', { authorization: 'bearer  jkl ' }, 'jkl'],
    ['/api/v3/series?apikey=first', { 'x-api-key': 'second' }, 'first'],
    ['/api/v3/series', { authorization: 'Basic abc' }, undefined],
    ['/api/v3/series', { 'x-forwarded-for': '127.0.0.1' }, undefined],
  ])('reads %s %j as %p', (url, headers, expected) => {
    expect(presentedApiKey(url, headers)).toBe(expected);
  });
});

describe('ApiKeyHolder', () => {
  it('matches only the current key', () => {
    const holder = new ApiKeyHolder();
    expect(holder.matches('a'.repeat(32))).toBe(false);
    holder.set('a'.repeat(32));
    expect(holder.matches('a'.repeat(32))).toBe(true);
    expect(holder.matches('a'.repeat(31))).toBe(false);
    holder.set('b'.repeat(32));
    expect(holder.matches('a'.repeat(32))).toBe(false);
    expect(holder.matches(undefined)).toBe(false);
    expect(holder.matches(`${'b'.repeat(31)}c`)).toBe(false);
    expect(holder.matches(`c${'b'.repeat(31)}`)).toBe(false);
    expect(holder.matches(`${'b'.repeat(31)}\u0162`)).toBe(false); // 'b' is 0x62: only the low byte agrees
    expect(holder.matches('')).toBe(false);
  });
});

describe('isAnonymousRoute', () => {
  it.each([
    ['GET', '/ping', true],
    ['HEAD', '/ping', true],
    ['POST', '/ping', false],
    ['GET', '/openapi.json', true],
    ['GET', '/docs', true],
    ['GET', '/docs/swagger-ui.css', true],
    ['GET', '/api', false],
    ['GET', '/api/v3/system/status', false],
    ['GET', '/pingpong', false],
  ])('%s %s is anonymous: %p', (method, path, expected) => {
    expect(isAnonymousRoute(method, path)).toBe(expected);
  });
});
