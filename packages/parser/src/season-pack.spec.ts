import { parseEpisodeTitle } from './episode';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

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

  it.each([['Series.Title.S01.EXTRAS.DVDRip.XviD-RUNNER'], ['Series.Title.S02.SUBPACK.720p']])('reads season extras %s', (title) => {
    expect(parseEpisodeTitle(title)?.isSeasonExtra).toBe(true);
  });
});

// Sonarr's SeasonParserFixture style.
const sp = (title: string, seriesTitle: string, seasonNumber: number, extra: Record<string, unknown> = {}): TvRowTuple => [
  title,
  { seriesTitle, seasonNumber, episodeNumbers: [], absoluteEpisodeNumbers: [], fullSeason: true, ...extra },
];
const partial = (title: string, seriesTitle: string, seasonNumber: number, seasonPart: number): TvRowTuple => [
  title,
  { seriesTitle, seasonNumber, seasonPart, episodeNumbers: [], absoluteEpisodeNumbers: [], fullSeason: false, isPartialSeason: true },
];
describeTvTable(
  'season-pack',
  rows([
    sp('30.Series.Season.04.HDTV.XviD-DIMENSION', '30 Series', 4),
    sp('Series.Title.S02.DVDRip.XviD-OSiTV', 'Series Title', 2),
    sp('The.Series.US.S03.720p.x264-DIMENSION', 'The Series US', 3),
    sp('Series Title - Season 1 [BluRay-1080p]', 'Series Title', 1),
    sp('Series.Title.S03.Complete.Season.1080p', 'Series Title', 3),
    sp('Series Title Staffel 2 German 1080p', 'Series Title', 2),
    sp('Series Title (2018) Season 1 [1080p]', 'Series Title (2018)', 1),
    sp('Series Title 2019 S01 720p', 'Series Title 2019', 1),
    sp('Series Title Saison 2 FRENCH 720p', 'Series Title', 2),
    sp('Series.Title.S01.COMPLETE.1080p.BluRay.x264-GRP', 'Series Title', 1),
    sp('Series.Title.Season.1.1080p', 'Series Title', 1),
    sp('Series.Title.S1.720p.WEB', 'Series Title', 1),
    sp('Series Title - S01 - 1080p', 'Series Title', 1),
    sp('Series.Title.S02.1080p.WEB-DL.DD5.1.H.264-NTb', 'Series Title', 2),
    sp('Series Title Season 10 720p', 'Series Title', 10),
    sp('Series.Title.S10.1080p.BluRay.x264-GRP', 'Series Title', 10),
    sp('[Judas] Series Title (Season 2) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)', 'Series Title', 2),
    sp('[Group] Series Title S01 [1080p]', 'Series Title', 1),
    sp('Series Title Temporada 3 720p', 'Series Title', 3),
    sp('Series Title Stagione 1 ITA 1080p', 'Series Title', 1),
    sp('Series Title Season 1-3 1080p BluRay', 'Series Title', 1, { isMultiSeason: true }),
    sp('Series.Title.S01-S03.1080p', 'Series Title', 1, { isMultiSeason: true }),
    sp('Series.Title.S01-03.1080p.BluRay', 'Series Title', 1, { isMultiSeason: true }),
    sp('Series.Title.Seasons.1-5.720p', 'Series Title', 1, { isMultiSeason: true }),
    sp('Series.Title.S01.S02.S03.1080p', 'Series Title', 1, { isMultiSeason: true }),
    sp('Series.Title.S01.Extras.DVDRip.XviD-GRP', 'Series Title', 1, { isSeasonExtra: true }),
    sp('Series.Title.S03.SUBPACK', 'Series Title', 3, { isSeasonExtra: true }),
    sp('Series Title S02 Extras', 'Series Title', 2, { isSeasonExtra: true }),
    sp('Series.Title.S02.Bonus.720p', 'Series Title', 2, { isSeasonExtra: false }),
    sp('Series.Title.S01.1080p.BluRay.x264-GRP.Extras', 'Series Title', 1, { isSeasonExtra: false }),
    sp('Series.Title.S01.Complete.720p', 'Series Title', 1),
    sp('Series Title - S01 - Complete', 'Series Title', 1),
    sp('Series.Title.S01P01.1080p', 'Series Title', 1),
    partial('Series Title (2019) - Season 1 Part 2 [1080p]', 'Series Title (2019)', 1, 2),
    partial('Series.Title.S01.Part1.1080p', 'Series Title', 1, 1),
    partial('Series Title Season 1 Vol 2', 'Series Title', 1, 2),
    partial('Series.Title.S02.Part.1.720p.HDTV.x264-GROUP', 'Series Title', 2, 1),
    partial('Series Title S02 Part 1 1080p WEB-DL', 'Series Title', 2, 1),
    partial('Series.Title.S01.Part.2.1080p.NF.WEB-DL', 'Series Title', 1, 2),
    partial('Series.Title.S03.Vol.1.1080p', 'Series Title', 3, 1),
    ['Series.Title.S02.1080p.WEB-DL.DD5.1.H.264-NTb', { releaseType: 'seasonPack', releaseGroup: 'NTb', quality: 'WEBDL-1080p' }],
    ['Series.Title.S01.1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1-GRP', { quality: 'Bluray-1080p Remux', qualitySource: 'blurayRaw' }],
    ['Series.Title.S01.2160p.UHD.BluRay.REMUX.HDR.HEVC-GRP', { quality: 'Bluray-2160p Remux', resolution: 2160 }],
  ]),
);
