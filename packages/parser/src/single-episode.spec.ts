import { parseEpisodeTitle } from './episode';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

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

// Sonarr's SingleEpisodeParserFixture style: exact series title, season, one episode, no absolute, not a pack.
const se = (title: string, seriesTitle: string, seasonNumber: number, episode: number): TvRowTuple => [
  title,
  { seriesTitle, seasonNumber, episodeNumbers: [episode], absoluteEpisodeNumbers: [], fullSeason: false },
];
describeTvTable(
  'single-episode',
  rows([
    se('Series Title - S01E01 - Title', 'Series Title', 1, 1),
    se('Series.Title.S01E13.720p.HDTV.X264-DIMENSION', 'Series Title', 1, 13),
    se('Series.Title.S04E11.HDTV.XviD-LOL', 'Series Title', 4, 11),
    se('Series.Title.US.S01E07.HDTV.XviD-LOL', 'Series Title US', 1, 7),
    se('Series Title - S02E07 - Pilot', 'Series Title', 2, 7),
    se('Series.Title.2009.S04E03.HDTV.XviD-LOL', 'Series Title 2009', 4, 3),
    se('Series.Title.S02E01.720p.WEB-DL.DD5.1.H.264-BS', 'Series Title', 2, 1),
    se('Series_Title.S01E03.720p.HDTV.X264-DIMENSION', 'Series Title', 1, 3),
    se('Series Title - 4x05 - Title', 'Series Title', 4, 5),
    se('Series.Title.S04E06.720p.HDTV.x264-REWARD', 'Series Title', 4, 6),
    se('Series Title S03E03 Title', 'Series Title', 3, 3),
    se('Series.Title.103.HDTV.XviD-LOL', 'Series Title', 1, 3),
    se('Series.Title.1103.HDTV.XviD-LOL', 'Series Title', 11, 3),
    se('Series Title - 1x01 - Pilot', 'Series Title', 1, 1),
    se('Series_Title_-_S02E04_-_Foo.mkv', 'Series Title', 2, 4),
    se('Series.Title.S02E04.HDTV.DIVX', 'Series Title', 2, 4),
    se('Series Title S1E1 720p', 'Series Title', 1, 1),
    se('Series.Title.S01E01.Title.Kirby.Eats.a.Paper.Man', 'Series Title', 1, 1),
    se('[www.Torrenting.com] - Series.Title.S03E14.720p.HDTV.X264-DIMENSION', 'Series Title', 3, 14),
    se('Series.Title.S01.E01.HDTV.x264-GRP', 'Series Title', 1, 1),
    se('Series Title S01 E01 Something', 'Series Title', 1, 1),
    se('Series.Title.S01E01.Episode.Name.720p.DSNY.WEB-DL.DDP5.1.H.264-NTb', 'Series Title', 1, 1),
    se('Series Title (2019) - S01E01 - Episode Title [WEBDL-1080p]', 'Series Title (2019)', 1, 1),
    se('Series Title [1x01]', 'Series Title', 1, 1),
    se('Series.Title.S2016E01.1080p.WEB', 'Series Title', 2016, 1),
    se('Series Title S01E05 [1080p]', 'Series Title', 1, 5),
    se('Series Title - Temporada 2 [HDTV 720p][Cap.201][AC3 5.1 Castellano][www.pctnew.com]', 'Series Title', 2, 1),
    se('Series Title [HDTV 720p][Cap.1101]', 'Series Title', 11, 1),
    se('Series.Title.S01E05.German.720p.HDTV.x264-GRP', 'Series Title', 1, 5),
    se('Series.Title.S10E01.1080p.WEB.H264-CAKES', 'Series Title', 10, 1),
    se('Series.Title.S01E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb', 'Series Title', 1, 1),
    se('Series Title S05E01 1080p WEB h264-GRP', 'Series Title', 5, 1),
    se('series.title.s05e10.720p.hdtv.x264-killers', 'series title', 5, 10),
    se('SERIES.TITLE.S05E10.720P.HDTV.X264-KILLERS', 'SERIES TITLE', 5, 10),
    se('Series.Title.S01E01.PROPER.720p.HDTV.x264-GRP', 'Series Title', 1, 1),
    se('Series.Title.S01E01.REPACK.1080p.WEB.h264-GRP', 'Series Title', 1, 1),
    se('Series.Title.S01E01.INTERNAL.720p.HDTV.x264-GRP', 'Series Title', 1, 1),
    se('Series.Title.S01E01.720p.HDTV.x264-LOL[ettv]', 'Series Title', 1, 1),
    se('Series.Title.S01E01.720p.WEB.H264-GRP[rarbg]', 'Series Title', 1, 1),
    se('Series.Title.S12E17.HR.WS.PDTV.X264-DIMENSION', 'Series Title', 12, 17),
    se('Series Title 2x04 Episode Name', 'Series Title', 2, 4),
    se('Series Title 10x04 Episode Name', 'Series Title', 10, 4),
    se('Series.Title.S03E09.WS.PDTV.XviD-FUtV', 'Series Title', 3, 9),
    se('Series.Title.S20E10.720p.HDTV.x264-GRP', 'Series Title', 20, 10),
    se('Series.Title.S01E100.720p.HDTV', 'Series Title', 1, 100),
    se('Series Title S01E01 - Episode Name.mkv', 'Series Title', 1, 1),
    se('Series Title - S01E01 - Episode Name [Bluray-1080p].mkv', 'Series Title', 1, 1),
    se('Series Title (2020) S01E03 1080p', 'Series Title (2020)', 1, 3),
    se('Series.Title.2020.S01E03.1080p', 'Series Title 2020', 1, 3),
    se('Marvels.Agents.of.S.H.I.E.L.D.S01E06.720p.HDTV.X264-DIMENSION', 'Marvels Agents of S H I E L D', 1, 6),
    se('Series.Title.S01E02.Ep.Name.1080p.NF.WEB-DL.DDP5.1.x264-NTb', 'Series Title', 1, 2),
    se('Series.Title.S01E01.MULTi.1080p.WEB.H264-GRP', 'Series Title', 1, 1),
    se('Series Title S01E01 Title 720p HDTV', 'Series Title', 1, 1),
    se('Series.Title.s01e01.720p', 'Series Title', 1, 1),
    se('Série.Titre.S01E02.FRENCH.720p.HDTV', 'Série Titre', 1, 2),
    se('Series.Title!.S01E01.720p', 'Series Title!', 1, 1),
    se('Series & Title S01E01 720p', 'Series & Title', 1, 1),
    se('Series Title - S1E6 - Ep Name', 'Series Title', 1, 6),
    se('Series.Title.[S01E01].720p', 'Series Title', 1, 1),
    se('Series Title - [02x01] - Episode Title', 'Series Title', 2, 1),
    se('Series Title [S01][E01]', 'Series Title', 1, 1),
    se('Series_Title_2x03_Episode.avi', 'Series Title', 2, 3),
    se('9-1-1.S01E01.720p.HDTV', '9-1-1', 1, 1),
    se('24.S01E01.720p', '24', 1, 1),
    se('The.100.S01E01.720p', 'The 100', 1, 1),
    se('11.22.63.S01E01.720p', '11 22 63', 1, 1),
    se('1600.Penn.S01E01.720p', '1600 Penn', 1, 1),
    se('S.W.A.T.2017.S08E01.720p.HDTV.x264-SYNCOPY', 'S W A T 2017', 8, 1),
    se('Series.Title.S05E01.2019.720p', 'Series Title', 5, 1),
    se('The Series Title (2023) - S01E01 - Pilot (1080p AMZN WEB-DL x265 Silence)', 'The Series Title (2023)', 1, 1),
    se('Series.Title.2x05.HDTV.XviD-LOL', 'Series Title', 2, 5),
    se('Series Title 2x05.1080p', 'Series Title', 2, 5),
    se('Series Title - Season 2 Episode 10 - Name', 'Series Title', 2, 10),
    se('Series Title Season 02 Episode 10', 'Series Title', 2, 10),
    se('Series.Title.801.HDTV', 'Series Title', 8, 1),
    se('Series.Title.Season.1.Episode.1.HDTV', 'Series Title', 1, 1),
    se('Series Title Saison 1 Episode 01 FRENCH', 'Series Title', 1, 1),
    se('Series Title Saison 1 Épisode 01 FRENCH', 'Series Title', 1, 1),
    se('Series Title Staffel 1 Folge 5 German', 'Series Title', 1, 5),
    se('Series Title Temporada 1 Capitulo 5', 'Series Title', 1, 5),
    se('Series.Title.S01E1.720p', 'Series Title', 1, 1),
    se('Series Title - S01E01 - Title [1080p WEB-DL DD5.1 H264]', 'Series Title', 1, 1),
    se('1923.S01E01.1080p.WEB.h264-GRP', '1923', 1, 1),
    se('Сериал.S01E02.1080p.WEB-DL', 'Сериал', 1, 2),
    se('Сериал (2019) S01E02 WEB-DL 1080p', 'Сериал (2019)', 1, 2),
    se('진격의 거인 S01E02 1080p', '진격의 거인', 1, 2),
    se('El.Señor.S01E01.SPANiSH.720p', 'El Señor', 1, 1),
    se('Τίτλος.S01E01.720p', 'Τίτλος', 1, 1),
    se('www.Torrenting.com - Series.Title.S01E01.720p.HDTV', 'Series Title', 1, 1),
    se('[ www.TorrentDay.com ] - Series.Title.S01E01.720p.HDTV', 'Series Title', 1, 1),
    se('[TorrentCouch.com].Series.Title.S01E01.720p', 'Series Title', 1, 1),
    se('Series.Title.S01E01.720p.HDTV.x264-GRP.nzb', 'Series Title', 1, 1),
    ['Series.Title.2009.S04E03.HDTV.XviD-LOL', { seriesTitle: 'Series Title 2009', titleWithoutYear: 'Series Title', year: 2009 }],
    ['Series Title (2019) - S01E01 - Episode Title [WEBDL-1080p]', { titleWithoutYear: 'Series Title', year: 2019 }],
    ['Series.Title.S01E01.720p.HDTV', { titleWithoutYear: 'Series Title', year: 0, allTitles: ['Series Title'] }],
    ['Series.Title.S01E13.720p.HDTV.X264-DIMENSION', { seriesTitleClean: 'series title', releaseTitle: 'Series.Title.S01E13.720p.HDTV.X264-DIMENSION' }],
    ['Series.Title.S01E13.720p.HDTV.X264-DIMENSION', { seriesTitleClean: 'Series Title' }, 'ParseSeriesName'],
    ['THIS SHOULD NEVER PARSE', { seriesTitleClean: 'THIS SHOULD NEVER PARSE' }, 'ParseSeriesName'],
  ]),
);
