import { parseEpisodeTitle } from './episode';

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
