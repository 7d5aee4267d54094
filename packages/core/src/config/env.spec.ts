import { EnvValidationError, loadEnv } from './env';

const defaults = { defaultPort: 8989, defaultSchema: 'series', name: 'series-manager' };
const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' };

describe('TVMAZE_URL', () => {
  it('is left out when unset, so the app default applies', () => {
    expect(loadEnv(base, defaults).tvmazeUrl).toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['https://api.tvmaze.com/', 'https://api.tvmaze.com'],
    ['  https://mirror.example/tvmaze//  ', 'https://mirror.example/tvmaze'],
    ['', ''],
  ])('reads %j as %j', (value, expected) => {
    expect(loadEnv({ ...base, TVMAZE_URL: value }, defaults).tvmazeUrl).toBe(expected);
  });

  it.each([['api.tvmaze.com'], ['ftp://api.tvmaze.com'], ['http://']])('rejects %j', (value) => {
    expect(() => loadEnv({ ...base, TVMAZE_URL: value }, defaults)).toThrow(EnvValidationError);
  });
});
