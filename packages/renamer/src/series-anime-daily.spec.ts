import { build, episode, EpisodeCase } from './series-naming.fixture';

type Row = [description: string, expected: string, c: EpisodeCase];

const anime = { seriesType: 'anime' };
const abs = (season: number, number: number, absolute: number, title = 'City Sushi') =>
  episode(season, number, title, { absoluteEpisodeNumber: absolute });
const animeFormat = (animeEpisodeFormat: string, style = 5) => ({ animeEpisodeFormat, multiEpisodeStyle: style });

describe('anime absolute numbers', () => {
  it.each<Row>([
    [
      'absolute only',
      'South Park - 100 - City Sushi',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        naming: animeFormat('{Series Title} - {absolute:000} - {Episode Title}'),
      },
    ],
    [
      'absolute padded to three',
      'South Park - 007 - City Sushi',
      {
        series: anime,
        episodes: [abs(1, 7, 7)],
        naming: animeFormat('{Series Title} - {absolute:000} - {Episode Title}'),
      },
    ],
    [
      'absolute padded to two',
      'South Park - 07',
      { series: anime, episodes: [abs(1, 7, 7)], naming: animeFormat('{Series Title} - {absolute:00}') },
    ],
    [
      'absolute unpadded',
      'South Park - 7',
      { series: anime, episodes: [abs(1, 7, 7)], naming: animeFormat('{Series Title} - {absolute}') },
    ],
    [
      'absolute wider than the padding',
      'South Park - 1001',
      { series: anime, episodes: [abs(1, 7, 1001)], naming: animeFormat('{Series Title} - {absolute:000}') },
    ],
    [
      'season, episode and absolute',
      'South Park - S15E06 - 100 - City Sushi',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        naming: animeFormat('{Series Title} - S{season:00}E{episode:00} - {absolute:000} - {Episode Title}'),
      },
    ],
    [
      'dotted',
      'South.Park.S15E06.100.City.Sushi',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        naming: animeFormat('{Series.Title}.S{season:00}E{episode:00}.{absolute:000}.{Episode.Title}'),
      },
    ],
    [
      'anime without absolute numbers uses the standard format',
      'South Park - S15E06 - City Sushi',
      {
        series: anime,
        episodes: [episode(15, 6)],
        naming: animeFormat('{Series Title} - {absolute:000} - {Episode Title}'),
      },
    ],
    [
      'anime with one episode missing its absolute number uses the standard format',
      'South Park - S15E06-E07 - City Sushi',
      {
        series: anime,
        episodes: [abs(15, 6, 100), episode(15, 7)],
        naming: animeFormat('{Series Title} - {absolute:000} - {Episode Title}'),
      },
    ],
    [
      'standard series ignore the anime format',
      'South Park - S15E06 - City Sushi',
      { episodes: [abs(15, 6, 100)], naming: animeFormat('{Series Title} - {absolute:000} - {Episode Title}') },
    ],
    [
      'standard series drop {absolute} from a standard format',
      'South Park - S15E06 City Sushi',
      {
        episodes: [abs(15, 6, 100)],
        naming: { standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} {absolute:000} {Episode Title}' },
      },
    ],
    [
      'release hash',
      'South Park - 100 [ABCD1234]',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        file: { x: { releaseHash: 'ABCD1234' } },
        naming: animeFormat('{Series Title} - {absolute:000} {[Release Hash]}'),
      },
    ],
    [
      'release hash missing',
      'South Park - 100',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        naming: animeFormat('{Series Title} - {absolute:000} {[Release Hash]}'),
      },
    ],
    [
      'release group in brackets first',
      '[SonarrTest] South Park - 100',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        naming: animeFormat('{[Release Group]} {Series Title} - {absolute:000}'),
      },
    ],
    [
      'anime proper renders as v2',
      'South Park - 100 HDTV-720p v2',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        file: { quality: { quality: { name: 'HDTV-720p' }, revision: { version: 2 } } },
        naming: animeFormat('{Series Title} - {absolute:000} {Quality Full}'),
      },
    ],
    [
      'anime v3',
      'South Park - 100 v3',
      {
        series: anime,
        episodes: [abs(15, 6, 100)],
        file: { quality: { quality: { name: 'HDTV-720p' }, revision: { version: 3 } } },
        naming: animeFormat('{Series Title} - {absolute:000} {Quality Proper}'),
      },
    ],
    [
      'standard proper stays Proper',
      'South Park - S15E06 Proper',
      {
        file: { quality: { quality: { name: 'HDTV-720p' }, revision: { version: 2 } } },
        naming: { standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} {Quality Proper}' },
      },
    ],
    [
      'standard repack',
      'South Park - S15E06 Repack',
      {
        file: { quality: { quality: { name: 'HDTV-720p' }, revision: { version: 2, isRepack: true } } },
        naming: { standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} {Quality Proper}' },
      },
    ],
    [
      'anime season zero with absolute numbers',
      'South Park - S00E01 - 001',
      {
        series: anime,
        episodes: [abs(0, 1, 1)],
        naming: animeFormat('{Series Title} - S{season:00}E{episode:00} - {absolute:000}'),
      },
    ],
  ])('%s', (...[, expected, c]) => {
    expect(build(c)).toBe(expected);
  });

  const multi = [abs(1, 1, 1), abs(1, 2, 2), abs(1, 3, 3)];
  it.each<[style: number, absoluteOnly: string, withSeason: string]>([
    [0, 'South Park - 001-002-003 - City Sushi', 'South Park - S01E01-02-03 - 001-002-003 - City Sushi'],
    [
      1,
      'South Park - 001 - 002 - 003 - City Sushi',
      'South Park - S01E01 - S01E02 - S01E03 - 001 - 002 - 003 - City Sushi',
    ],
    [2, 'South Park - 001-002-003 - City Sushi', 'South Park - S01E01E02E03 - 001-002-003 - City Sushi'],
    [3, 'South Park - 001-002-003 - City Sushi', 'South Park - S01E01-E02-E03 - 001-002-003 - City Sushi'],
    [4, 'South Park - 001-003 - City Sushi', 'South Park - S01E01-03 - 001-003 - City Sushi'],
    [5, 'South Park - 001-003 - City Sushi', 'South Park - S01E01-E03 - 001-003 - City Sushi'],
  ])('multi-episode anime in style %i', (...[style, absoluteOnly, withSeason]) => {
    expect(
      build({
        series: anime,
        episodes: multi,
        naming: animeFormat('{Series Title} - {absolute:000} - {Episode Title}', style),
      }),
    ).toBe(absoluteOnly);
    expect(
      build({
        series: anime,
        episodes: multi,
        naming: animeFormat('{Series Title} - S{season:00}E{episode:00} - {absolute:000} - {Episode Title}', style),
      }),
    ).toBe(withSeason);
  });

  it.each<[style: number, expected: string]>([
    [0, 'South.Park.001-002'],
    [1, 'South.Park.001.002'],
    [2, 'South.Park.001.002'],
    [3, 'South.Park.001-002'],
    [4, 'South.Park.001-002'],
    [5, 'South.Park.001-002'],
  ])('absolute at the end of a dotted format in style %i', (...[style, expected]) => {
    expect(
      build({
        series: anime,
        episodes: [abs(1, 1, 1), abs(1, 2, 2)],
        naming: animeFormat('{Series.Title}.{absolute:000}', style),
      }),
    ).toBe(expected);
  });
});

const daily = { seriesType: 'daily', title: 'The Daily Show with Jon Stewart' };
const dated = (date: string | null, title = 'Kristen Stewart', season = 2012, number = 1213) =>
  episode(season, number, title, { airDate: date });

describe('daily air dates', () => {
  it.each<Row>([
    [
      'Air-Date',
      'The Daily Show with Jon Stewart - 2012-12-13 - Kristen Stewart',
      { series: daily, episodes: [dated('2012-12-13')] },
    ],
    [
      'lower-case air-date',
      'The Daily Show with Jon Stewart - 2012-12-13 - Kristen Stewart',
      {
        series: daily,
        episodes: [dated('2012-12-13')],
        naming: { dailyEpisodeFormat: '{Series Title} - {air-date} - {Episode Title}' },
      },
    ],
    [
      'Air.Date',
      'The.Daily.Show.with.Jon.Stewart.2012.12.13.Kristen.Stewart',
      {
        series: daily,
        episodes: [dated('2012-12-13')],
        naming: { dailyEpisodeFormat: '{Series.Title}.{Air.Date}.{Episode.Title}' },
      },
    ],
    [
      'Air Date with spaces',
      'The Daily Show with Jon Stewart - 2012 12 13 - Kristen Stewart',
      {
        series: daily,
        episodes: [dated('2012-12-13')],
        naming: { dailyEpisodeFormat: '{Series Title} - {Air Date} - {Episode Title}' },
      },
    ],
    [
      'Air_Date',
      'The_Daily_Show_with_Jon_Stewart_2012_12_13',
      { series: daily, episodes: [dated('2012-12-13')], naming: { dailyEpisodeFormat: '{Series_Title}_{Air_Date}' } },
    ],
    [
      'unknown air date',
      'The Daily Show with Jon Stewart - Unknown - Kristen Stewart',
      { series: daily, episodes: [dated(null)] },
    ],
    [
      'daily specials use the standard format',
      'The Daily Show with Jon Stewart - S00E01 - Kristen Stewart',
      { series: daily, episodes: [dated('2012-12-13', 'Kristen Stewart', 0, 1)] },
    ],
    [
      'standard series ignore the daily format',
      'The Daily Show with Jon Stewart - S2012E1213 - Kristen Stewart',
      { series: { title: daily.title }, episodes: [dated('2012-12-13')] },
    ],
    [
      'daily with season and episode in its format',
      'The Daily Show with Jon Stewart - 2012-12-13 - S2012E1213',
      {
        series: daily,
        episodes: [dated('2012-12-13')],
        naming: { dailyEpisodeFormat: '{Series Title} - {Air-Date} - S{season:00}E{episode:00}' },
      },
    ],
    [
      'daily multi-episode takes the first air date',
      'The Daily Show with Jon Stewart - 2012-12-13 - Part One + Part Two',
      {
        series: daily,
        episodes: [dated('2012-12-13', 'Part One', 2012, 1213), dated('2012-12-14', 'Part Two', 2012, 1214)],
      },
    ],
    [
      'air date and quality',
      'The Daily Show with Jon Stewart - 2012-12-13 - Kristen Stewart HDTV-720p',
      {
        series: daily,
        episodes: [dated('2012-12-13')],
        naming: { dailyEpisodeFormat: '{Series Title} - {Air-Date} - {Episode Title} {Quality Full}' },
      },
    ],
    [
      'air date in brackets',
      'The Daily Show with Jon Stewart [2012-12-13]',
      { series: daily, episodes: [dated('2012-12-13')], naming: { dailyEpisodeFormat: '{Series Title} {[Air-Date]}' } },
    ],
    [
      'air date then title in dotted lower case',
      'the.daily.show.with.jon.stewart.2012.12.13',
      { series: daily, episodes: [dated('2012-12-13')], naming: { dailyEpisodeFormat: '{series.title}.{air.date}' } },
    ],
    [
      'daily title with colon',
      'Last Week Tonight - 2020-01-01 - Guest - Someone',
      {
        series: { seriesType: 'daily', title: 'Last Week Tonight' },
        episodes: [dated('2020-01-01', 'Guest: Someone', 2020, 1)],
      },
    ],
  ])('%s', (...[, expected, c]) => {
    expect(build(c)).toBe(expected);
  });
});
