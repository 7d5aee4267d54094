import { parseEpisodeTitle } from './episode';

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
