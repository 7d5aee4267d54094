import { parseEpisodeTitle } from './episode';

describe('parseEpisodeTitle: multi-episode releases', () => {
  it.each([
    ['Series.Title.S01E01E02.720p.HDTV', 'Series Title', 1, [1, 2]],
    ['Series.Title.S01E01-E03.1080p.WEB-DL', 'Series Title', 1, [1, 2, 3]],
    ['Series.Title.S01E01-03.1080p.WEB-DL', 'Series Title', 1, [1, 2, 3]],
    ['Series.Title.S01E01.E02.720p', 'Series Title', 1, [1, 2]],
    ['Series Title - S01E01E02E03 - Names', 'Series Title', 1, [1, 2, 3]],
    ['Series.Title.S02E05-S02E06.720p', 'Series Title', 2, [5, 6]],
    ['Series.Title.S03E01-06.DUAL.Bluray.AC3.-HELLYWOOD.avi', 'Series Title', 3, [1, 2, 3, 4, 5, 6]],
    ['Series Title 1x01-1x02 Pilot', 'Series Title', 1, [1, 2]],
    ['Series.Title.2x03-04.HDTV', 'Series Title', 2, [3, 4]],
    ['Series Title S01E01 & E02 720p', 'Series Title', 1, [1, 2]],
    ['Series.Title.103.104.HDTV.XviD-LOL', 'Series Title', 1, [3, 4]],
    ['Series Title Season 1 Episode 1-2', 'Series Title', 1, [1, 2]],
  ])('reads %s', (title, series, season, episodes) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seriesTitle).toBe(series);
    expect(result?.seasonNumber).toBe(season);
    expect(result?.episodeNumbers).toEqual(episodes);
    expect(result?.releaseType).toBe('multiEpisode');
  });
});
