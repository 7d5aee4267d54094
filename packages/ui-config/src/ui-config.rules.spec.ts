import { applyUiUpdate, defaultUiSettings } from './ui-config.rules';

describe('applyUiUpdate', () => {
  it('keeps fields the body leaves out', () => {
    const { next, failures } = applyUiUpdate('series', defaultUiSettings('series'), { theme: 'DARK' });
    expect(failures).toEqual([]);
    expect(next).toMatchObject({ theme: 'dark', firstDayOfWeek: 0, uiLanguage: 1 });
  });

  it.each([
    ['series', { firstDayOfWeek: 3 }, 'FirstDayOfWeek'],
    ['series', { theme: 'neon' }, 'Theme'],
    ['series', { uiLanguage: 'en' }, 'UiLanguage'],
    ['indexer', { uiLanguage: 5 }, 'UiLanguage'],
    ['movie', { movieRuntimeFormat: 'days' }, 'MovieRuntimeFormat'],
    ['series', { shortDateFormat: '' }, 'ShortDateFormat'],
  ] as const)('rejects %s %j naming %s', (kind, body, property) => {
    const { failures } = applyUiUpdate(kind, defaultUiSettings(kind), body);
    expect(failures.map((f) => f.propertyName)).toContain(property);
  });

  it('gives each anchor its own fields', () => {
    expect(defaultUiSettings('movie')).toHaveProperty('movieRuntimeFormat', 'hoursMinutes');
    expect(defaultUiSettings('music')).toHaveProperty('expandAlbumByDefault', false);
    expect(defaultUiSettings('indexer').uiLanguage).toBe('en');
    expect(defaultUiSettings('series')).not.toHaveProperty('movieRuntimeFormat');
  });

  it('accepts the runtime format by number', () => {
    expect(applyUiUpdate('movie', defaultUiSettings('movie'), { movieRuntimeFormat: 1 }).next.movieRuntimeFormat).toBe('minutes');
  });
});
