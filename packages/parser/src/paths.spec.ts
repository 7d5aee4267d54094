import { parseEpisodePath } from './episode';
import { parseMoviePath } from './movie';

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
