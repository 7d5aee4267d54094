import { parseEpisodeTitle } from './episode';

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
