import { parseEpisodeTitle } from './episode';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

describe('parseEpisodeTitle: anime absolute numbering', () => {
  it.each([
    ['[SubsPlease] Anime Title - 01 (1080p) [B1F227CF].mkv', 'Anime Title', [1], 'SubsPlease'],
    ['[HorribleSubs] Show Title - 32 [1080p]', 'Show Title', [32], 'HorribleSubs'],
    ['[SubDESU]_Show_Title_DxD_07_(1280x720_x264-AAC)_[6B7FD717]', 'Show Title DxD', [7], 'SubDESU'],
    ['[Chihiro]_Show_Title!!_-_06_[848x480_H.264_AAC][859EEAFA]', 'Show Title!!', [6], 'Chihiro'],
    ['[Group] Anime Title - 01-12 [BD 1080p]', 'Anime Title', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'Group'],
    ['[Erai-raws] Anime Title - 1001 [1080p]', 'Anime Title', [1001], 'Erai-raws'],
    ['[Group] Anime Title - 05v2 [720p]', 'Anime Title', [5], 'Group'],
    ['[Group] Anime Title 2nd Season - 05 [720p]', 'Anime Title 2nd Season', [5], 'Group'],
    ['[Group] Anime Title - 012 [1080p][ABCD1234]', 'Anime Title', [12], 'Group'],
    ['[Group] Anime Title Episode 05 [720p]', 'Anime Title', [5], 'Group'],
    ['[NOGRP][国漫][诛仙][Movie Title 2022][19][HEVC][GB][4K]', 'Movie Title 2022', [19], 'NOGRP'],
    ['【Group】Anime Title - 03 [1080p]', 'Anime Title', [3], 'Group'],
  ])('reads %s', (title, series, absolute, group) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seriesTitle).toBe(series);
    expect(result?.absoluteEpisodeNumbers).toEqual(absolute);
    expect(result?.releaseGroup).toBe(group);
    expect(result?.isAbsoluteNumbering).toBe(true);
  });

  it.each([
    ['[Group] Anime Title - S01E05 - 005 [720p]', 1, [5], [5]],
    ['[Group] Anime Title - S02E01 - 013 [1080p]', 2, [1], [13]],
  ])('reads season numbering with absolute %s', (title, season, episodes, absolute) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seasonNumber).toBe(season);
    expect(result?.episodeNumbers).toEqual(episodes);
    expect(result?.absoluteEpisodeNumbers).toEqual(absolute);
  });

  it.each([
    ['[Group] Anime Title - 12.5 [720p]', [12.5]],
    ['[Group] Anime Title - 07.5 [1080p][ABCDEF12]', [7.5]],
  ])('reads a decimal special %s', (title, specials) => {
    const result = parseEpisodeTitle(title);
    expect(result?.specialAbsoluteEpisodeNumbers).toEqual(specials);
    expect(result?.absoluteEpisodeNumbers).toEqual([]);
  });

  it.each([
    ['[SubsPlease] Anime Title - 01v2 (1080p) [B1F227CF]', 2],
    ['[SubsPlease] Anime Title - 01 v3 (1080p) [B1F227CF]', 3],
    ['[SubsPlease] Anime Title - 01 (1080p) [B1F227CF]', 1],
  ])('reads the version of %s', (title, version) => {
    expect(parseEpisodeTitle(title)?.quality.revision.version).toBe(version);
  });

  it('keeps the CRC as release hash', () => {
    expect(parseEpisodeTitle('[SubsPlease] Anime Title - 01 (1080p) [B1F227CF].mkv')?.releaseHash).toBe('B1F227CF');
  });
});

// Sonarr's AbsoluteEpisodeNumberParserFixture style: title, absolute number(s), season/episode when present.
const ab = (title: string, seriesTitle: string, absolute: number[], seasonNumber = 0, episodes: number[] = []): TvRowTuple => [
  title,
  { seriesTitle, absoluteEpisodeNumbers: absolute, seasonNumber, episodeNumbers: episodes, fullSeason: false },
];
describeTvTable(
  'anime',
  rows([
    ab('[SubDESU]_Show_Title_DxD_07_(1280x720_x264-AAC)_[6B7FD717]', 'Show Title DxD', [7]),
    ab('[Chihiro]_Show_Title!!_-_06_[848x480_H.264_AAC][859EEAFA]', 'Show Title!!', [6]),
    ab('[Underwater]_Show_Title_-_12_(720p)_[5C7BC4F9]', 'Show Title', [12]),
    ab('[HorribleSubs]_Show_Title_-_33_[720p]', 'Show Title', [33]),
    ab('[HorribleSubs] Show-Title - 13 [1080p].mkv', 'Show-Title', [13]),
    ab('[Doremi].Show.Title.5.Go.Go!.31.[1280x720].[C65D4B1F].mkv', 'Show Title 5 Go Go!', [31]),
    ab('[Doremi].Show.Title.5.Go.Go!.31[1280x720].[C65D4B1F]', 'Show Title 5 Go Go!', [31]),
    ab('[K-F] Series Title 214', 'Series Title', [214]),
    ab('[K-F] Series Title S10E14 214', 'Series Title', [214], 10, [14]),
    ab('[K-F] Series Title 10x14 214', 'Series Title', [214], 10, [14]),
    ab('[K-F] Series Title 214 10x14', 'Series Title', [214], 10, [14]),
    ab('Series Title - 031 - The Resolution to Kill [Lunar].avi', 'Series Title', [31]),
    ab('[ACX]Series Title 01 Episode Name [Kosaka] [9C57891E].mkv', 'Series Title', [1]),
    ab('[S-T-D] Series Title! - 06 (1280x720 10bit AAC) [59B3F2EA].mkv', 'Series Title!', [6]),
    ab('Series Title - 010 (720p) [27AAA0A0].mkv', 'Series Title', [10]),
    ab('Initial_Series_Title - 01 DVD - Central Anime', 'Initial Series Title', [1]),
    ab('Initial_Series_Title_-_01(DVD)_-_(Central_Anime)[5AF6F1E4].mkv', 'Initial Series Title', [1]),
    ab('Series Title - 07 (1280x720 Hi10P AAC)[18B9E8A4].mkv', 'Series Title', [7]),
    ab('[Hatsuyuki]_Series_Title_-_363_[848x480][ADE35E38]', 'Series Title', [363]),
    ab('[DeadFish] Series Title - 01 [BD][720p][AAC]', 'Series Title', [1]),
    ab('[Ohys-Raws] Series Title (2019) - 01 (TBS 1280x720 x264 AAC).mp4', 'Series Title (2019)', [1]),
    ab('[Erai-raws] Series - 0955 ~ 1005 [1080p]', 'Series', Array.from({ length: 51 }, (_, i) => 955 + i)),
    ab('[Group] Series Title - 01-02 [720p]', 'Series Title', [1, 2]),
    ab('[FFF] Series Title!! - 01 [1080p][ABCDEF12]', 'Series Title!!', [1]),
    ab('[Group] Series Title 13 [720p]', 'Series Title', [13]),
    ab('[SubsPlease] Series Title S2 - 01 (1080p) [ABCD1234].mkv', 'Series Title S2', [1]),
    ab('[SubsPlease] Series Title Season 2 - 01 (1080p)', 'Series Title Season 2', [1]),
    ab('[Group] Series Title (01-12) [1080p]', 'Series Title', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    ab('[Group] Series Title S01E01 - 001 [1080p]', 'Series Title', [1], 1, [1]),
    ab('[Group] Series Title - S02E01 - 013 [1080p]', 'Series Title', [13], 2, [1]),
    ab('[QaS] Series Title 2 - 01 [BD 1080p]', 'Series Title 2', [1]),
    ab('[Group] 86 - Eighty Six - 05 [1080p]', '86 - Eighty Six', [5]),
    ab('[Group] 3D Series - 05 [720p]', '3D Series', [5]),
    ab('[Group] Series Title 2nd Season - 13 [1080p]', 'Series Title 2nd Season', [13]),
    ab('[Group] Series Title II - 05 [720p]', 'Series Title II', [5]),
    ab('[Group] Series Title - 05 [1080p HEVC][Dual Audio]', 'Series Title', [5]),
    ab('[Group] Series Title - 05', 'Series Title', [5]),
    ab('Series Title - 05 [1080p]', 'Series Title', [5]),
    ab('[Group] Series Title - 05 (1920x1080)', 'Series Title', [5]),
    ab('[SubsPlease] Anime Title - 1071 (1080p) [ABCD1234]', 'Anime Title', [1071]),
    ab('[Erai-raws] Series Title - 05 [1080p][Multiple Subtitle]', 'Series Title', [5]),
    ab('[Group][Series Title][05][1080p][GB]', 'Series Title', [5]),
    ab('[Group][國漫][Series Title][05][1080p]', 'Series Title', [5]),
    ab('[Group] Series Title - 05v2 [720p]', 'Series Title', [5]),
    ab('[Group] Series Title - 012 [1080p][ABCD1234]', 'Series Title', [12]),
    ab('【Group】Series Title - 03 [1080p]', 'Series Title', [3]),
    ab('[Taka] Series Title - 14 [720p] [F12E5E6A].mkv', 'Series Title', [14]),
    ab('[Vivid] Series Title - 01 [1080p][ABCD1234]', 'Series Title', [1]),
    ab('[Lazy-Fansub] Series Title - 01 [1080p]', 'Series Title', [1]),
    ab('[Group][中文标题][Series Title][05][1080p]', 'Series Title', [5]),
    ab('[Group] 中文标题 / Series Title [05][1080p]', 'Series Title', [5]),
    ab('[Group][中文标题_Series Title][05][1080p]', 'Series Title', [5]),
    ab('[Group][Series Title][05END][1080p]', 'Series Title', [5]),
    ab('[Group][Series Title][2019][05][1080p]', 'Series Title', [5]),
    ab('[Group][Series Title][05-06][1080p]', 'Series Title', [5, 6]),
    ab('[Group][中文标题][Series Title][第05话][1080p]', 'Series Title', [5]),
    ab('[LoliHouse] 中文标题 / Series Title - 05 [WebRip 1080p HEVC-10bit AAC][简繁内封字幕]', 'Series Title', [5]),
    ab('[Lilith-Raws] Series Title - 05 [Baha][WEB-DL][1080p][AVC AAC][CHT][MP4]', 'Series Title', [5]),
    ab('[ZERO] 中文标题 / Series Title [05][1080p]', 'Series Title', [5]),
    ab('[Group]★中文标题 Series Title[05][1080p]', 'Series Title', [5]),
    ab('[Hatsuyuki]Series_Title-01[1280x720][122E6EF8]', 'Series Title', [1]),
    ab('[Hatsuyuki]Series_Title_-_01[1280x720][122E6EF8]', 'Series Title', [1]),
    ab('[Exiled-Destiny] Series Title Ep01 (D2201EC5).mkv', 'Series Title', [1]),
    ab('[Exiled-Destiny]_Series_Title_Ep01_(D2201EC5).mkv', 'Series Title', [1]),
    ab('[Kametsu] Series Title - 01 (BD 1080p Hi10 FLAC) [ABCD1234].mkv', 'Series Title', [1]),
    ab('[Hatsuyuki-Kaitou]_Series_Title_-_12_[1920x1080][BF6A0A7B]', 'Series Title', [12]),
    ab('Series Title (2012) - 01 [720p] [ABCD1234].mkv', 'Series Title (2012)', [1]),
    ab('[Commie] Series Title - 01 [5F4A1C26]', 'Series Title', [1]),
    ab('[Group] Series Title - 1x01 - 001 [720p]', 'Series Title', [1], 1, [1]),
    ab('Series Title - 1x01 - 001 - Title', 'Series Title', [1], 1, [1]),
    ab('[Group] Series Title - S01E05 - 005 [720p]', 'Series Title', [5], 1, [5]),
    ab('[Group] Series Title 001 [720p]', 'Series Title', [1]),
    ab('[Group] Series Title - 001-003 [720p]', 'Series Title', [1, 2, 3]),
    ab('[Group] Series Title 01-03 [720p]', 'Series Title', [1, 2, 3]),
    ab('[Group] Series Title Ep 1-12 [1080p]', 'Series Title', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    ab('[Group] Series Title E01-E12 [1080p]', 'Series Title', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    ab('[Group] Series Title Episode 1 [1080p]', 'Series Title', [1]),
    ab('[Group] Series Title - 01 [1080p] [ENG SUB]', 'Series Title', [1]),
    ab('[Group] Series Title - 05 - Episode Title [1080p]', 'Series Title', [5]),
    ab('[Group] Series Title (TV) - 05 [1080p]', 'Series Title (TV)', [5]),
    ab('[Group] Series Title - 105 [1080p]', 'Series Title', [105]),
    ab('[Group] Series Title: Subtitle - 05 [1080p]', 'Series Title: Subtitle', [5]),
    ab('(Hi10)_Series_Title_-_01_(BD_1080p)_[Hatsuyuki]', 'Series Title', [1]),
    ['(Hi10)_Series_Title_-_01_(BD_1080p)_[Hatsuyuki]', { releaseGroup: 'Hatsuyuki', quality: 'Bluray-1080p' }],
    ['[LoliHouse] 中文标题 / Series Title - 05 [WebRip 1080p HEVC-10bit AAC][简繁内封字幕]', { releaseGroup: 'LoliHouse', quality: 'WEBRip-1080p' }],
    ['[Group] Series Title - 05v2 [720p]', { revision: { version: 2 } }],
    ['[Group] Series Title - 05v3 [720p]', { revision: { version: 3 } }],
    ['[SubsPlease] Anime Title - 01 (1080p) [B1F227CF].mkv', { releaseGroup: 'SubsPlease', releaseHash: 'B1F227CF' }],
    ['[Group] Series Title - 05 [1080p]', { quality: 'HDTV-1080p', qualitySource: 'television', resolution: 1080 }],
    ['[Group] Series Title - 05 [720p]', { quality: 'HDTV-720p', qualitySource: 'television', resolution: 720 }],
    ['[Group] Series Title - 05 [480p]', { quality: 'SDTV', qualitySource: 'television', resolution: 480 }],
    ['[Group] Series Title - 05 [BD 1080p]', { quality: 'Bluray-1080p', qualitySource: 'bluray' }],
    ['[Group] Series Title - 05 [BDRip 1080p]', { quality: 'Bluray-1080p' }],
    ['[Group] Series Title - 05 [WEB 1080p]', { quality: 'WEBDL-1080p', qualitySource: 'web' }],
    ['[Group] Series Title - 05 [1080p WEBRip]', { quality: 'WEBRip-1080p', qualitySource: 'webRip' }],
    ['[Group] Series Title - 12.5 [720p]', { seriesTitle: 'Series Title', specialAbsoluteEpisodeNumbers: [12.5], absoluteEpisodeNumbers: [] }],
  ]),
);
