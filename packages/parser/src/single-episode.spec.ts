import { parseEpisodeTitle } from './episode';

describe('parseEpisodeTitle: single episodes', () => {
  it.each([
    ['Series.Title.S01E01.720p.HDTV.x264-DIMENSION', 'Series Title', 1, 1],
    ['Series.Title.S01E13.720p.HDTV.x264-DIMENSION', 'Series Title', 1, 13],
    ['Series Title - S02E04 - Episode Name [HDTV-720p]', 'Series Title', 2, 4],
    ['Series.Title.s03e05.hdtv.xvid-lol', 'Series Title', 3, 5],
    ['Series_Title_S04E05_720p_WEB-DL', 'Series Title', 4, 5],
    ['Series Title S05 E06 1080p WEB h264-GRP', 'Series Title', 5, 6],
    ['Series.Title.S05.E06.1080p.WEB.h264-GRP', 'Series Title', 5, 6],
    ['Series.Title.S1E1.HDTV', 'Series Title', 1, 1],
    ['Series.Title.S10E100.HDTV', 'Series Title', 10, 100],
    ['Series Title 1x01 Pilot', 'Series Title', 1, 1],
    ['Series.Title.3x07.HDTV.XviD-LOL', 'Series Title', 3, 7],
    ['Series Title - 10x11 - Episode [rl].avi', 'Series Title', 10, 11],
    ['Series.Title.2010.S01E01.720p.HDTV', 'Series Title 2010', 1, 1],
    ['Series.Title.(2010).S01E01.720p.HDTV', 'Series Title (2010)', 1, 1],
    ['The.Series.S01E01.Pilot.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb', 'The Series', 1, 1],
    ['Series.Title.US.S12E17.HR.WS.PDTV.X264-DIMENSION', 'Series Title US', 12, 17],
    ['Series Title - Season 1 Episode 5 - Name', 'Series Title', 1, 5],
    ['Series.Title.103.HDTV.XviD-LOL', 'Series Title', 1, 3],
    ['Series.Title.S00E05.Special.720p.HDTV', 'Series Title', 0, 5],
    ['Series Title S2024E05 1080p WEB', 'Series Title', 2024, 5],
    ['Series.Title.S01E001.1080p.WEB', 'Series Title', 1, 1],
    ['Series.Name.S01E05.Episode.Title.480p.WEB-DL.x264-mSD', 'Series Name', 1, 5],
    ['Series Title S01E05 German DL 1080p BluRay x264-GRP', 'Series Title', 1, 5],
    ['Series.Title!.S01E01.720p', 'Series Title!', 1, 1],
    ["Series.Title's.S01E01.720p", "Series Title's", 1, 1],
    ['Série Titre S01E02 FRENCH 720p HDTV', 'Série Titre', 1, 2],
    ['Сериал.S01E02.1080p.WEB-DL', 'Сериал', 1, 2],
    ['進撃の巨人 S01E02 1080p', '進撃の巨人', 1, 2],
  ])('reads %s', (title, series, season, episode) => {
    const result = parseEpisodeTitle(title);
    expect(result).not.toBeNull();
    expect(result?.seriesTitle).toBe(series);
    expect(result?.seasonNumber).toBe(season);
    expect(result?.episodeNumbers).toEqual([episode]);
    expect(result?.releaseType).toBe('singleEpisode');
  });

  it.each([
    ['Series.Title.S01E05a.720p.HDTV', 5],
    ['Series.Title.S01E05b.720p.HDTV', 5],
  ])('marks split episode %s', (title, episode) => {
    const result = parseEpisodeTitle(title);
    expect(result?.isSplitEpisode).toBe(true);
    expect(result?.episodeNumbers).toEqual([episode]);
  });

  it.each([
    ['S01E05.mkv', 1, 5],
    ['S07E23 - [HDTV-720p].mkv', 7, 23],
  ])('reads a title-less name %s', (title, season, episode) => {
    const result = parseEpisodeTitle(title);
    expect(result?.seriesTitle).toBe('');
    expect(result?.seasonNumber).toBe(season);
    expect(result?.episodeNumbers).toEqual([episode]);
  });

  it.each([
    ['Series.Title.S01E01.720p.HDTV.x264-DIMENSION', 'Series Title', 0],
    ['Series.Title.2018.S01E01.720p', 'Series Title', 2018],
    ['Series Title (2021) S02E03', 'Series Title', 2021],
  ])('fills seriesTitleInfo for %s', (title, withoutYear, year) => {
    const info = parseEpisodeTitle(title)?.seriesTitleInfo;
    expect(info?.titleWithoutYear).toBe(withoutYear);
    expect(info?.year).toBe(year);
  });
});
