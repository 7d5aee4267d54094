import { parseEpisodePath } from './episode';
import { parseMoviePath } from './movie';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

describe('parseEpisodePath', () => {
  it.each([
    ['/tv/Series Title (2020)/Season 1/S01E01.mkv', 'Series Title (2020)', 1, [1]],
    ['/tv/Series Title/Season 16/S16E03 - The Potato.mkv', 'Series Title', 16, [3]],
    ['/tv/Series Title/Specials/S00E16 - Name - SD TV.avi', 'Series Title', 0, [16]],
    ['/tv/Series Title/Season 01/01 Pilot (1080p HD).mkv', 'Series Title', 1, [1]],
    ['/tv/Series Title/Season 1/02 Honor Thy Father (1080p HD).m4v', 'Series Title', 1, [2]],
    ['/tv/Series Title/Season 1/101 - Dirty Work.avi', 'Series Title', 1, [1]],
    ['C:\\Test\\Unsorted\\Series.Title.S01E01.720p.HDTV\\tbh-series.title.s01e01.720p.mkv', 'tbh-series title', 1, [1]],
    ['/downloads/Series.Title.S02E05.720p.HDTV.x264-GRP/abcdef0123456789abcdef.mkv', 'Series Title', 2, [5]],
  ])('reads %s', (path, series, season, episodes) => {
    const result = parseEpisodePath(path);
    expect(result?.seriesTitle).toBe(series);
    expect(result?.seasonNumber).toBe(season);
    expect(result?.episodeNumbers).toEqual(episodes);
  });

  it('takes quality and group from the folder when the file is obfuscated', () => {
    const result = parseEpisodePath('/downloads/Series.Title.S02E05.720p.HDTV.x264-GRP/abcdef0123456789abcdef.mkv');
    expect(result?.quality.quality.name).toBe('HDTV-720p');
    expect(result?.releaseGroup).toBe('GRP');
  });
});

describe('parseMoviePath', () => {
  it.each([
    ['/movies/Some.Movie.2018.720p.WEB-DL.AAC2.0.H.264-Mercury/0e895c37245186812cb08aab1529cf8ee389dd05.mkv', 'Some Movie', 'Mercury'],
    ['/movies/0e895c37245186812cb08aab1529cf8ee389dd05/Some.Movie.2018.720p.WEB-DL.AAC2.0.H.264-Mercury.mkv', 'Some Movie', 'Mercury'],
    ['/movies/Movie.2018.1080p.BluRay.x264-RADARR/Backup_72023S02-12.mkv', 'Movie', 'RADARR'],
  ])('reads %s', (path, title, group) => {
    const result = parseMoviePath(path);
    expect(result?.primaryMovieTitle).toBe(title);
    expect(result?.releaseGroup).toBe(group);
  });
});

// Sonarr's PathParserFixture style: season and episodes from a full path (POSIX and Windows).
const pp = (path: string, seasonNumber: number, episodes: number[], extra: Record<string, unknown> = {}): TvRowTuple => [
  path,
  { seasonNumber, episodeNumbers: episodes, ...extra },
  'ParsePath',
];
describeTvTable(
  'paths',
  rows([
    pp('z:\\tv shows\\series title (2009)\\Season 3\\S03E05 - Title.mkv', 3, [5]),
    pp('z:\\tv shows\\series title\\Season 16\\S16E03 - The Potato.mkv', 16, [3]),
    pp('z:\\tv shows\\series title\\Season 1\\S01E03 - The Calm.mkv', 1, [3]),
    pp('Z:\\Unsorted\\series title.S01E10.720p.WEB-DL.DD5.1.H.264-NTb.mkv', 1, [10]),
    pp('E:\\Downloads\\tv\\Series.Title.S01E01.720p.HDTV\\ajifajjjeaeaeqwer_eppj.avi', 1, [1]),
    pp('C:\\Test\\Unsorted\\The.Series.S01E01.720p.HDTV\\tbh-the.series.s01e01.720p.mkv', 1, [1]),
    pp('D:\\shares\\TV Shows\\Series Title\\Season 1\\102 - Episode Title.avi', 1, [2]),
    pp('D:\\TV Shows\\Series Title\\Season 1\\01 - Pilot.mkv', 1, [1]),
    pp('/mnt/tv/Series Title/Season 2/S02E01.mkv', 2, [1]),
    pp('C:\\TV\\Series Title\\Season 03\\Series Title - 3x05 - Title.avi', 3, [5]),
    pp('/tv/Series Title (2020)/Season 1/S01E01.mkv', 1, [1], { seriesTitle: 'Series Title (2020)' }),
    pp('/tv/Series Title/Specials/S00E16 - Name - SD TV.avi', 0, [16]),
    pp('/tv/Series Title/Season 01/01 Pilot (1080p HD).mkv', 1, [1]),
    pp('/tv/Series Title/Season 1/101 - Dirty Work.avi', 1, [1]),
    pp('/tv/Series Title/Season 2/Series Title - S02E07 - Pilot [Bluray-1080p].mkv', 2, [7], { seriesTitle: 'Series Title', quality: 'Bluray-1080p' }),
    pp('/downloads/Series.Title.S02E05.720p.HDTV.x264-GRP/abcdef0123456789abcdef.mkv', 2, [5], { seriesTitle: 'Series Title', releaseGroup: 'GRP', quality: 'HDTV-720p' }),
    pp('/tv/Series Title/Season 1/Series.Title.S01E01E02.720p.mkv', 1, [1, 2]),
    pp('/downloads/Series.Title.2024.03.15.720p.HDTV.x264-GRP/series.title.2024.03.15.720p.mkv', 0, [], { airDate: '2024-03-15' }),
    pp('/anime/Series Title/[Group] Series Title - 05 [1080p].mkv', 0, [], { absoluteEpisodeNumbers: [5] }),
    pp('/tv/Series Title/Season 5/Series Title - S05E10 - Name WEBDL-1080p.mkv', 5, [10], { quality: 'WEBDL-1080p' }),
    // Sonarr's hashed and obfuscated releases: the folder or a reversed file name carries the release.
    ...([
      ['C:\\Test\\Some.Hashed.Release.S01E01.720p.WEB-DL.AAC2.0.H.264-Mercury\\0e895c37245186812cb08aab1529cf8ee389dd05.mkv', 'Some Hashed Release', 'WEBDL-720p', 'Mercury'],
      ['C:\\Test\\0e895c37245186812cb08aab1529cf8ee389dd05\\Some.Hashed.Release.S01E01.720p.WEB-DL.AAC2.0.H.264-Mercury.mkv', 'Some Hashed Release', 'WEBDL-720p', 'Mercury'],
      ['C:\\Test\\Fake.Dir.S01E01-Test\\yrucreM-462.H.0.2CAA.LD-BEW.p027.10E10S.esaeleR.dehsaH.emoS.mkv', 'Some Hashed Release', 'WEBDL-720p', 'Mercury'],
      ['C:\\Test\\Fake.Dir.S01E01-Test\\yrucreM-LN 1.5DD LD-BEW P0801 10E10S esaeleR dehsaH emoS.mkv', 'Some Hashed Release', 'WEBDL-1080p', 'Mercury'],
      ['C:\\Test\\Weeds.S01E10.DVDRip.XviD-SONARR\\AHFMZXGHEWD660.mkv', 'Weeds', 'DVD', 'SONARR'],
      ['C:\\Test\\Deadwood.S02E12.1080p.BluRay.x264-SONARR\\Backup_72023S02-12.mkv', 'Deadwood', 'Bluray-1080p', 'SONARR'],
      ['C:\\Test\\Grimm S04E08 Chupacabra 720p WEB-DL DD5 1 H 264-ECI\\123.mkv', 'Grimm', 'WEBDL-720p', 'ECI'],
      ['C:\\Test\\Grimm S04E08 Chupacabra 720p WEB-DL DD5 1 H 264-ECI\\abc.mkv', 'Grimm', 'WEBDL-720p', 'ECI'],
      ['C:\\Test\\Grimm S04E08 Chupacabra 720p WEB-DL DD5 1 H 264-ECI\\b00bs.mkv', 'Grimm', 'WEBDL-720p', 'ECI'],
      ['C:\\Test\\The.Good.Wife.S02E23.720p.HDTV.x264-NZBgeek/cgajsofuejsa501.mkv', 'The Good Wife', 'HDTV-720p', 'NZBgeek'],
      ['C:\\Test\\Series.Title.S02E24.720p.HDTV.H.264\\abc.xyz.af6021c37f7852.mkv', 'Series Title', 'HDTV-720p', null],
    ] as const).map(([path, seriesTitle, quality, releaseGroup]): TvRowTuple => [path, { seriesTitle, quality, releaseGroup }, 'ParsePath']),
    ['yrucreM-462.H.0.2CAA.LD-BEW.p027.10E10S.esaeleR.dehsaH.emoS.mkv', { seriesTitle: 'Some Hashed Release', seasonNumber: 1, episodeNumbers: [1], releaseGroup: 'Mercury' }, 'ParseTitle'],
  ]),
);
