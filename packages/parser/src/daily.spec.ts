import { parseEpisodeTitle } from './episode';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

describe('parseEpisodeTitle: daily shows', () => {
  it.each([
    ['Series.Title.2024.03.15.720p.HDTV.x264-GRP', 'Series Title', '2024-03-15'],
    ['Series Title - 2024-03-15 - Guest Name', 'Series Title', '2024-03-15'],
    ['Series Title 2024 03 15 1080p WEB h264-GRP', 'Series Title', '2024-03-15'],
    ['Series Title 15.03.2024 720p', 'Series Title', '2024-03-15'],
    ['Series.Title.03.15.2024.720p.WEB', 'Series Title', '2024-03-15'],
    ['2020.NZ.2011.12.02.PDTV.XviD-C4TV', '2020 NZ', '2011-12-02'],
    ['Series.Title.20240315.720p.WEB', 'Series Title', '2024-03-15'],
    ['Series Title 2023.12.31 Guest 1080p', 'Series Title', '2023-12-31'],
  ])('reads %s', (title, series, airDate) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seriesTitle).toBe(series);
    expect(result?.airDate).toBe(airDate);
    expect(result?.isDaily).toBe(true);
    expect(result?.episodeNumbers).toEqual([]);
  });

  it('reads the daily part', () => {
    expect(parseEpisodeTitle('Series Title - 2024-03-15 - Part 2')?.dailyPart).toBe(2);
  });

  it.each([['Series.Title.2099.01.01.720p.HDTV'], ['Series.Title.2024.02.30.720p.HDTV']])(
    'does not take an impossible or future date from %s',
    (title) => {
      expect(parseEpisodeTitle(title)?.airDate ?? null).toBeNull();
    },
  );
});

// Sonarr's DailyEpisodeParserFixture style: exact title and air date, no episode numbers, not a pack.
const dd = (title: string, seriesTitle: string, airDate: string, extra: Record<string, unknown> = {}): TvRowTuple => [
  title,
  { seriesTitle, airDate, episodeNumbers: [], absoluteEpisodeNumbers: [], fullSeason: false, ...extra },
];
describeTvTable(
  'daily',
  rows([
    dd('Series Title - 2011-11-29 - Guest Name [HDTV-720p]', 'Series Title', '2011-11-29'),
    dd('Series.Title.2012.01.31.720p.HDTV.x264-2HD', 'Series Title', '2012-01-31'),
    dd('Series_Title_2012_01_31', 'Series Title', '2012-01-31'),
    dd('Series Title 2012 01 31 HDTV', 'Series Title', '2012-01-31'),
    dd('Series.Title.2013.10.30.HDTV.x264-ALTEREGO', 'Series Title', '2013-10-30'),
    dd('Series Title - 2013-10-30 - Episode Title (1) [HDTV-720p]', 'Series Title', '2013-10-30'),
    dd('Series Title 2019 - 2019.10.30 - Title', 'Series Title 2019', '2019-10-30', { year: 2019 }),
    dd('Series Title - 30-10-2013', 'Series Title', '2013-10-30'),
    dd('Series Title - 10-30-2013', 'Series Title', '2013-10-30'),
    dd('Series.Title.30.10.2013.720p', 'Series Title', '2013-10-30'),
    dd('Series.Title.20131030.720p', 'Series Title', '2013-10-30'),
    dd('Series.Title.2010.11.24.Guest.Name.2010.720p', 'Series Title', '2010-11-24'),
    dd('Series Title 2009-12-02 Guest 720p', 'Series Title', '2009-12-02'),
    dd('Series.Title.2024.03.15.Guest.Name.1080p.WEB.h264-EDITH', 'Series Title', '2024-03-15'),
    dd('Series.Title.2019.12.25.Christmas.Special.720p', 'Series Title', '2019-12-25'),
    dd('Series Title (2010) - 2019-01-01 - Title', 'Series Title (2010)', '2019-01-01', { year: 2010 }),
    dd('The.Daily.Show.2024.03.15.Guest.Name.1080p.WEB.h264-EDITH', 'The Daily Show', '2024-03-15'),
    dd('Series.Title.2013.10.30.Part.1.720p', 'Series Title', '2013-10-30', { dailyPart: 1 }),
    dd('Series Title 2018 09 13 Part 2', 'Series Title', '2018-09-13', { dailyPart: 2 }),
    dd('Series.Title.2020.02.29.720p.WEB', 'Series Title', '2020-02-29'),
    dd('Series Title 01.02.2020 720p', 'Series Title', '2020-01-02'),
    dd('Series Title 13.02.2020 720p', 'Series Title', '2020-02-13'),
    ['Series.Title.1965.03.01.720p', { rejected: true }],
    ['Series.Title.2012.01.31.720p.HDTV.x264-2HD', { releaseGroup: '2HD', quality: 'HDTV-720p', isDaily: true, releaseType: 'unknown' }],
    ['Series.Title.2013.02.30.720p.HDTV', { airDate: null }],
    ['Series Title 2099-01-01 720p', { rejected: true }],
  ]),
);
