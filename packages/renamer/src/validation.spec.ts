import { defaultNamingConfig, validateNamingConfig } from './index';

describe('validateNamingConfig', () => {
  it.each(['series', 'movie', 'music'] as const)('accepts the %s defaults', (kind) => {
    expect(validateNamingConfig(kind, defaultNamingConfig(kind))).toEqual([]);
  });

  it.each<[field: string, value: string, property: string, message: string]>([
    [
      'standardEpisodeFormat',
      '{Series Title} - {Episode Title}',
      'StandardEpisodeFormat',
      'Must contain season and episode numbers OR Original Title',
    ],
    [
      'standardEpisodeFormat',
      '{Series Title} - S{season:00}',
      'StandardEpisodeFormat',
      'Must contain season and episode numbers OR Original Title',
    ],
    [
      'standardEpisodeFormat',
      '{Series Title} - E{episode:00}',
      'StandardEpisodeFormat',
      'Must contain season and episode numbers OR Original Title',
    ],
    ['standardEpisodeFormat', '', 'StandardEpisodeFormat', "'Standard Episode Format' must not be empty."],
    [
      'standardEpisodeFormat',
      '{Series Title}: S{season:00}E{episode:00}',
      'StandardEpisodeFormat',
      'Contains illegal characters: :',
    ],
    [
      'standardEpisodeFormat',
      '{Series Title} S{season:00}E{episode:00}?*',
      'StandardEpisodeFormat',
      'Contains illegal characters: ?*',
    ],
    [
      'dailyEpisodeFormat',
      '{Series Title} - {Episode Title}',
      'DailyEpisodeFormat',
      'Must contain Air Date OR Season and Episode OR Original Title',
    ],
    [
      'animeEpisodeFormat',
      '{Series Title} - {Episode Title}',
      'AnimeEpisodeFormat',
      'Must contain Absolute Episode number OR Season and Episode OR Original Title',
    ],
    ['seriesFolderFormat', '{TvdbId}', 'SeriesFolderFormat', 'Must contain series title'],
    ['seasonFolderFormat', 'Season', 'SeasonFolderFormat', 'Must contain season number'],
    ['specialsFolderFormat', '', 'SpecialsFolderFormat', "'Specials Folder Format' must not be empty."],
  ])('refuses %s %j', (...[field, value, propertyName, errorMessage]) => {
    const failures = validateNamingConfig('series', { ...defaultNamingConfig('series'), [field]: value });
    expect(failures).toEqual([{ propertyName, errorMessage, attemptedValue: value, severity: 'error' }]);
  });

  it.each<[field: string, value: string]>([
    ['standardEpisodeFormat', '{Series Title} - {season}x{episode:00}'],
    ['standardEpisodeFormat', '{Original Title}'],
    ['standardEpisodeFormat', '{Series Title} {Original Filename}'],
    ['standardEpisodeFormat', 'Season {season}/{Series Title} - S{season:00}E{episode:00}'],
    ['dailyEpisodeFormat', '{Series Title} - {Air.Date}'],
    ['dailyEpisodeFormat', '{Series Title} - {Air Date}'],
    ['dailyEpisodeFormat', '{Series Title} - S{season:00}E{episode:00}'],
    ['animeEpisodeFormat', '{Series Title} - {absolute:000}'],
    ['animeEpisodeFormat', '{Series Title} - S{season:00}E{episode:00}'],
    ['seriesFolderFormat', '{Series TitleYear} [tvdbid-{TvdbId}]'],
    ['seriesFolderFormat', '{Series.CleanTitleTheYear}'],
    ['seasonFolderFormat', 'S{season:00}'],
    ['standardEpisodeFormat', '{Series Title} {Custom Formats:-AMZN} S{season:00}E{episode:00}'],
  ])('accepts %s %j', (...[field, value]) => {
    expect(validateNamingConfig('series', { ...defaultNamingConfig('series'), [field]: value })).toEqual([]);
  });

  it.each<[value: unknown, valid: boolean]>([
    [0, true],
    [5, true],
    ['scene', true],
    [6, false],
    [-1, false],
    ['nope', false],
  ])('multi-episode style %j valid: %s', (...[multiEpisodeStyle, valid]) => {
    const failures = validateNamingConfig('series', {
      ...defaultNamingConfig('series'),
      multiEpisodeStyle: multiEpisodeStyle as number,
    });
    expect(failures.map((f) => f.propertyName)).toEqual(valid ? [] : ['MultiEpisodeStyle']);
  });

  it('refuses a custom colon replacement with illegal characters', () => {
    const failures = validateNamingConfig('series', {
      ...defaultNamingConfig('series'),
      colonReplacementFormat: 5,
      customColonReplacementFormat: ':',
    });
    expect(failures.map((f) => f.propertyName)).toEqual(['CustomColonReplacementFormat']);
  });

  it('refuses custom colon replacement for movies, which Radarr does not have', () => {
    const failures = validateNamingConfig('movie', {
      ...defaultNamingConfig('movie'),
      colonReplacementFormat: 'custom',
    });
    expect(failures.map((f) => f.propertyName)).toEqual(['ColonReplacementFormat']);
  });

  it.each<[field: string, value: string, property: string]>([
    ['standardMovieFormat', '{Release Year} {Quality Full}', 'StandardMovieFormat'],
    ['movieFolderFormat', '({Release Year})', 'MovieFolderFormat'],
    ['movieFolderFormat', '', 'MovieFolderFormat'],
  ])('refuses movie %s %j', (...[field, value, property]) => {
    const failures = validateNamingConfig('movie', { ...defaultNamingConfig('movie'), [field]: value });
    expect(failures.map((f) => f.propertyName)).toEqual([property]);
  });

  it.each<[field: string, value: string]>([
    ['standardMovieFormat', '{Original Title}'],
    ['standardMovieFormat', '{Movie CleanTitle} {imdb-{ImdbId}}'],
    ['movieFolderFormat', '{Movie TitleFirstCharacter}/{Movie TitleThe} ({Release Year})'],
  ])('accepts movie %s %j', (...[field, value]) => {
    expect(validateNamingConfig('movie', { ...defaultNamingConfig('movie'), [field]: value })).toEqual([]);
  });

  it.each<[field: string, value: string, property: string]>([
    ['standardTrackFormat', '{Artist Name} - {Track Title}', 'StandardTrackFormat'],
    ['standardTrackFormat', '{Artist Name} - {track:00}', 'StandardTrackFormat'],
    ['multiDiscTrackFormat', '{Artist Name} - {track:00} - {Track Title}', 'MultiDiscTrackFormat'],
    ['artistFolderFormat', '{Album Title}', 'ArtistFolderFormat'],
  ])('refuses music %s %j', (...[field, value, property]) => {
    const failures = validateNamingConfig('music', { ...defaultNamingConfig('music'), [field]: value });
    expect(failures.map((f) => f.propertyName)).toEqual([property]);
  });

  it('skips fields that are absent', () => {
    expect(validateNamingConfig('series', {})).toEqual([]);
    expect(
      validateNamingConfig('series', { standardEpisodeFormat: '{Series Title}' }).map((f) => f.propertyName),
    ).toEqual(['StandardEpisodeFormat']);
  });
});
