import { parseEpisodeTitle } from './episode';
import { describeTvTable, rows } from '../test/tv-table';

describe('parseEpisodeTitle: specials and mini-series', () => {
  it.each([
    ['Series.Title.Part.1.of.6.720p.HDTV', 1],
    ['Series Title Part 3 720p HDTV', 3],
    ['Series.Title.Pt.2.1080p.WEB', 2],
    ['Series.Title.4of6.720p.HDTV', 4],
    ['Series Title 2 of 4 1080p', 2],
    ['Series.Title.Part.Two.720p', 2],
  ])('reads mini-series %s as season 1', (title, episode) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seasonNumber).toBe(1);
    expect(result?.episodeNumbers).toEqual([episode]);
    expect(result?.isMiniSeries).toBe(true);
  });

  it.each([
    ['Series.Title.S00E01.720p.HDTV', 0, [1]],
    ['Series Title - S00E12 - Christmas Special', 0, [12]],
  ])('reads season-zero special %s', (title, season, episodes) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seasonNumber).toBe(season);
    expect(result?.episodeNumbers).toEqual(episodes);
  });

  it('flags a scene season special (episode 0 of a real season)', () => {
    const result = parseEpisodeTitle('Series.Title.S05E00.720p.HDTV');
    expect(result?.isPossibleSceneSeasonSpecial).toBe(true);
    expect(result?.isPossibleSpecialEpisode).toBe(true);
  });
});

describeTvTable(
  'specials',
  rows([
    ['Series.Title.S00E01.Special.720p', { seriesTitle: 'Series Title', seasonNumber: 0, episodeNumbers: [1], special: false, isPossibleSpecialEpisode: false }],
    ['Series Title - S00E05 - Behind the Scenes', { seriesTitle: 'Series Title', seasonNumber: 0, episodeNumbers: [5] }],
    ['Series Title S00E01 720p', { seasonNumber: 0, episodeNumbers: [1], fullSeason: false }],
    ['Series.Title.S01E00.720p', { seasonNumber: 1, episodeNumbers: [0], isPossibleSpecialEpisode: true, isPossibleSceneSeasonSpecial: true }],
    ['Series.Title.S05E00.720p.HDTV', { seasonNumber: 5, episodeNumbers: [0], isPossibleSceneSeasonSpecial: true }],
    ['Series.Title.S01E01.720p.HDTV', { isPossibleSpecialEpisode: false, isPossibleSceneSeasonSpecial: false }],
    ['[Group] Series Title - 01 OVA [1080p]', { seriesTitle: 'Series Title', absoluteEpisodeNumbers: [1], special: true, isPossibleSpecialEpisode: true }],
    ['[Group] Series Title - 05 Special [720p]', { seriesTitle: 'Series Title', absoluteEpisodeNumbers: [5], special: true }],
    ['[Group] Series Title - 05 [720p]', { special: false, isPossibleSpecialEpisode: false }],
    ['[Group] Series Title - 12.5 [720p]', { specialAbsoluteEpisodeNumbers: [12.5], special: true }],
    ['[Group] Series Title - 06.5 [1080p][ABCD1234]', { seriesTitle: 'Series Title', specialAbsoluteEpisodeNumbers: [6.5], absoluteEpisodeNumbers: [] }],
    ['Series.Title.Part.1.of.6.720p.HDTV', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [1] }],
    ['Series Title Part 3 720p HDTV', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [3] }],
    ['Series.Title.Pt.2.1080p.WEB', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [2] }],
    ['Series.Title.4of6.720p.HDTV', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [4] }],
    ['Series Title 2 of 4 1080p', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [2] }],
    ['Series.Title.Part.Two.720p', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [2] }],
    ['Series Title Part 2 of 6 720p', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [2] }],
    ['Series.Title.E05.720p.HDTV', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [5] }],
    ['Series.Title.E01-E03.720p', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [1, 2, 3] }],
    ['Series.Title.Ep.05.720p', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [5] }],
    ['Series Title - Ep. 5', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [5] }],
    ['Series Title Episodio 5', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [5] }],
    ['Series Title ep01 1080p', { seriesTitle: 'Series Title', seasonNumber: 1, episodeNumbers: [1] }],
  ]),
);
