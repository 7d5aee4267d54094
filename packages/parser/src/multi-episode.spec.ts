import { parseEpisodeTitle } from './episode';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

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

// Sonarr's MultiEpisodeParserFixture style: exact title, season, the episode set.
const me = (title: string, seriesTitle: string, seasonNumber: number, episodes: number[]): TvRowTuple => [
  title,
  { seriesTitle, seasonNumber, episodeNumbers: episodes, absoluteEpisodeNumbers: [], fullSeason: false },
];
describeTvTable(
  'multi-episode',
  rows([
    me('Series.Title.S03E01-06.DUAL.Bluray.AC3.-HELLYWOOD.avi', 'Series Title', 3, [1, 2, 3, 4, 5, 6]),
    me('Series.Title.S02E15-16', 'Series Title', 2, [15, 16]),
    me('Series.Title.S01E23-24.720p.HDTV', 'Series Title', 1, [23, 24]),
    me('Series Title - S01E01-02', 'Series Title', 1, [1, 2]),
    me('Series.Title.S05E01.E02.HDTV', 'Series Title', 5, [1, 2]),
    me('Series Title S01E01 E02', 'Series Title', 1, [1, 2]),
    me('Series.Title.1x01-02.HDTV', 'Series Title', 1, [1, 2]),
    me('Series.Title.S01E01-S01E02', 'Series Title', 1, [1, 2]),
    me('Series Title - 2x23 - 2x24', 'Series Title', 2, [23, 24]),
    me('Series.Title.102.103.HDTV', 'Series Title', 1, [2, 3]),
    me('Series Title 1x01 & 1x02', 'Series Title', 1, [1, 2]),
    me('Series.Title.S01E01E02E03', 'Series Title', 1, [1, 2, 3]),
    me('Series Title [S01E01-E02]', 'Series Title', 1, [1, 2]),
    me('Series.Title.S06E23.S06E24.720p', 'Series Title', 6, [23, 24]),
    me('Series.Title.S02E21-E22.720p.WEB-DL', 'Series Title', 2, [21, 22]),
    me('Series Title - S15E06-07 - City Sushi [HDTV-720p]', 'Series Title', 15, [6, 7]),
    me('Series.Title.S07E22E23.720p.HDTV', 'Series Title', 7, [22, 23]),
    me('Series.Title.S01E03-S01E04.720p', 'Series Title', 1, [3, 4]),
    me('Series Title (2012) - S01E01-E02 - Title', 'Series Title (2012)', 1, [1, 2]),
    me('Series.Title.S01E01-E10.1080p', 'Series Title', 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    me('Series.Title.S01E01.E02.E03.720p', 'Series Title', 1, [1, 2, 3]),
    me('Series Title - S01E01-E03 - Title', 'Series Title', 1, [1, 2, 3]),
    me('Series.Title.1x01x02.HDTV', 'Series Title', 1, [1, 2]),
    me('Series.Title.S01E05E06.German.720p.HDTV.x264-GRP', 'Series Title', 1, [5, 6]),
    me('Series.Title.S01E01.S01E02.720p', 'Series Title', 1, [1, 2]),
    me('Series.Title.S01E01-02.720p', 'Series Title', 1, [1, 2]),
    me('Series.Title.S03E01E02.1080p.BluRay.x264-DEMAND', 'Series Title', 3, [1, 2]),
    me('Series.Title.S10E01-E03.1080p.WEB.h264-GRP', 'Series Title', 10, [1, 2, 3]),
    me('Series Title - 1x01-1x02 - Pilot', 'Series Title', 1, [1, 2]),
    me('Series Title 2x01_2x02 Title', 'Series Title', 2, [1, 2]),
    me('Series.Title.S01E01+E02.720p', 'Series Title', 1, [1, 2]),
    me('Series.Title.S01E01&E02.720p', 'Series Title', 1, [1, 2]),
    me('Series.Title.1103.1104.HDTV.XviD-LOL', 'Series Title', 11, [3, 4]),
    me('Series.Title.1x05.1x06.HDTV', 'Series Title', 1, [5, 6]),
    me('Series Title - S01E05-06 - Title', 'Series Title', 1, [5, 6]),
    me('Series Title S01 E05-E06', 'Series Title', 1, [5, 6]),
    me('Series Title - Temporada 2 [HDTV 720p][Cap.201_202][AC3 5.1 Castellano]', 'Series Title', 2, [1, 2]),
    [ 'Series.Title.S01E01E02.720p.HDTV', { releaseType: 'multiEpisode' } ],
    [ 'Series.Title.S01E01.720p.HDTV', { releaseType: 'singleEpisode' } ],
  ]),
);
