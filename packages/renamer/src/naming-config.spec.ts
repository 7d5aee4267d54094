import { cleaningOptions, defaultNamingConfig, parseColonReplacement, parseMultiEpisodeStyle } from './naming-config';
import { cleanFileName, finishFileComponent, finishFolderComponent, truncateToken } from './clean';

describe('enum wire values', () => {
  it.each<[raw: unknown, expected: string]>([
    [0, 'delete'],
    [1, 'dash'],
    [2, 'spaceDash'],
    [3, 'spaceDashSpace'],
    [4, 'smart'],
    [5, 'custom'],
    ['delete', 'delete'],
    ['spaceDashSpace', 'spaceDashSpace'],
    ['SMART', 'smart'],
    ['3', 'spaceDashSpace'],
    [undefined, 'smart'],
    [null, 'smart'],
    [42, 'smart'],
    ['nonsense', 'smart'],
  ])('colon replacement %j is %s', (...[raw, expected]) => {
    expect(parseColonReplacement(raw)).toBe(expected);
  });

  it.each<[raw: unknown, expected: string]>([
    [0, 'extend'],
    [1, 'duplicate'],
    [2, 'repeat'],
    [3, 'scene'],
    [4, 'range'],
    [5, 'prefixedRange'],
    ['prefixedRange', 'prefixedRange'],
    ['Scene', 'scene'],
    ['1', 'duplicate'],
    [undefined, 'prefixedRange'],
    [7, 'prefixedRange'],
  ])('multi-episode style %j is %s', (...[raw, expected]) => {
    expect(parseMultiEpisodeStyle(raw)).toBe(expected);
  });
});

describe('defaults', () => {
  it('matches Sonarr', () => {
    expect(defaultNamingConfig('series')).toEqual({
      renameEpisodes: false,
      replaceIllegalCharacters: true,
      colonReplacementFormat: 4,
      customColonReplacementFormat: '',
      multiEpisodeStyle: 5,
      standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}',
      dailyEpisodeFormat: '{Series Title} - {Air-Date} - {Episode Title} {Quality Full}',
      animeEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}',
      seriesFolderFormat: '{Series Title}',
      seasonFolderFormat: 'Season {season}',
      specialsFolderFormat: 'Specials',
    });
  });

  it('matches Radarr', () => {
    expect(defaultNamingConfig('movie')).toEqual({
      renameMovies: false,
      replaceIllegalCharacters: true,
      colonReplacementFormat: 'smart',
      standardMovieFormat: '{Movie Title} ({Release Year}) {Quality Full}',
      movieFolderFormat: '{Movie Title} ({Release Year})',
    });
  });

  it('matches Lidarr', () => {
    const music = defaultNamingConfig('music');
    expect(music.standardTrackFormat).toBe(
      '{Album Title} ({Release Year})/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
    );
    expect(music.multiDiscTrackFormat).toBe(
      '{Album Title} ({Release Year})/{Medium Format} {medium:00}/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
    );
    expect(music.artistFolderFormat).toBe('{Artist Name}');
    expect(music.renameTracks).toBe(false);
  });

  it('returns a fresh copy each time', () => {
    const a = defaultNamingConfig('series');
    a.standardEpisodeFormat = 'changed';
    expect(defaultNamingConfig('series').standardEpisodeFormat).not.toBe('changed');
  });
});

describe('cleaning', () => {
  const smart = cleaningOptions({});
  it.each<[value: string, expected: string]>([
    ['a: b', 'a - b'],
    ['a:b', 'a-b'],
    ['a/b\\c', 'a+b+c'],
    ['<a>|"b"', 'ab'],
    ['what?', 'what!'],
    ['a*b', 'a-b'],
    ['..leading', 'leading'],
    ['  spaced  ', 'spaced'],
    ['trailing.', 'trailing.'],
  ])('cleans %j to %j', (...[value, expected]) => {
    expect(cleanFileName(value, smart)).toBe(expected);
  });

  it.each<[value: string, file: string, folder: string]>([
    ['a  b', 'a b', 'a b'],
    ['a..b__c--d', 'a.b_c-d', 'a.b_c-d'],
    ['name - ', 'name', 'name -'],
    ['name.', 'name', 'name'],
    ['.name.', '.name', 'name'],
    ['con.game', 'con_game', 'con_game'],
    ['COM1.x', 'COM1_x', 'COM1_x'],
    ['lpt9.x', 'lpt9_x', 'lpt9_x'],
    ['console.x', 'console.x', 'console.x'],
  ])('finishes %j as file %j and folder %j', (...[value, file, folder]) => {
    expect(finishFileComponent(value)).toBe(file);
    expect(finishFolderComponent(value)).toBe(folder);
  });

  it.each<[value: string, format: string | undefined, expected: string]>([
    ['The Fantastic Life of Mr. Sisko', '16', 'The Fantastic\uE000'],
    ['The Fantastic Life of Mr. Sisko', '-13', '\uE000Mr. Sisko'],
    ['Short', '16', 'Short'],
    ['Short', undefined, 'Short'],
    ['Short', 'abc', 'Short'],
    ['ÄÄÄÄÄÄÄÄ', '9', 'ÄÄÄ\uE000'],
  ])('truncates %j with %s', (...[value, format, expected]) => {
    expect(truncateToken(value, format)).toBe(expected);
  });
});
