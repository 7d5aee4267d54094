import { parseEpisodeTitle } from './episode';

describe('parseEpisodeTitle: season packs', () => {
  it.each([
    ['Series.Title.S01.1080p.BluRay.x264-GRP', 'Series Title', 1],
    ['Series Title Season 2 720p WEB-DL', 'Series Title', 2],
    ['Series.Title.Season.03.1080p.WEB', 'Series Title', 3],
    ['Series Title S04 COMPLETE 1080p', 'Series Title', 4],
    ['Series.Title.S10.720p.HDTV.x264', 'Series Title', 10],
    ['Series Title - Saison 1 - FRENCH 720p', 'Series Title', 1],
    ['Series.Title.2010.S02.1080p.WEB-DL', 'Series Title 2010', 2],
  ])('reads %s', (title, series, season) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seriesTitle).toBe(series);
    expect(result?.seasonNumber).toBe(season);
    expect(result?.fullSeason).toBe(true);
    expect(result?.episodeNumbers).toEqual([]);
    expect(result?.releaseType).toBe('seasonPack');
  });

  it.each([
    ['Series.Title.S01-S03.720p.BluRay', 1],
    ['Series Title S01-03 1080p WEB', 1],
    ['Series.Title.Seasons.1-4.720p', 1],
    ['Series.Title.S02.S03.S04.720p', 2],
  ])('reads multi-season pack %s', (title, season) => {
    const result = parseEpisodeTitle(title);
    expect(result?.isMultiSeason).toBe(true);
    expect(result?.seasonNumber).toBe(season);
  });

  it.each([
    ['Series.Title.S02.Part.1.720p', 2, 1],
    ['Series Title S03 Part 2 1080p WEB', 3, 2],
    ['Series.Title.S01.Vol.2.1080p', 1, 2],
  ])('reads partial season %s', (title, season, part) => {
    const result = parseEpisodeTitle(title);
    expect(result?.isPartialSeason).toBe(true);
    expect(result?.seasonNumber).toBe(season);
    expect(result?.seasonPart).toBe(part);
  });

  it.each([['Series.Title.S01.EXTRAS.DVDRip.XviD-RUNNER'], ['Series Title S05 Bonus 720p']])('reads season extras %s', (title) => {
    expect(parseEpisodeTitle(title)?.isSeasonExtra).toBe(true);
  });
});
