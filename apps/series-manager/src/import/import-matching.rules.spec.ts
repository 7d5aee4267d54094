import { parseEpisodePath } from '@arrstack/parser';
import { matchEpisodes, matchSeries } from './import-matching.rules';

const library = [
  { id: 1, title: 'Breaking Bad', year: 2008, alternateTitles: [] },
  { id: 2, title: 'The Office (US)', year: 2005, alternateTitles: [{ title: 'The Office' }] },
  { id: 3, title: 'Doctor Who', year: 2005, alternateTitles: [] },
  { id: 4, title: 'Doctor Who', year: 1963, alternateTitles: [] },
  { id: 5, title: 'Daily Show', year: 1996, alternateTitles: [] },
];

describe('series of a download', () => {
  it.each([
    ['Breaking.Bad.S01E01.720p.HDTV.x264-GRP.mkv', 1],
    ['/downloads/Breaking.Bad.S01E01.720p.HDTV.x264-GRP/a8f3e9d2c1.mkv', 1],
    ['The.Office.S02E03.720p.WEB-DL.mkv', 2],
    ['Doctor.Who.2005.S01E01.720p.HDTV.x264-GRP.mkv', 3],
    ['Doctor.Who.1963.S01E01.DVDRip.x264-GRP.mkv', 4],
    ['Unknown.Show.S01E01.720p.HDTV.x264-GRP.mkv', undefined],
  ])('%s → series %s', (name, id) => {
    const parsed = parseEpisodePath(name);
    expect(parsed).not.toBeNull();
    expect(matchSeries(parsed!, library)?.id).toBe(id);
  });
});

const episodes = [
  { id: 11, seasonNumber: 1, episodeNumber: 1, absoluteEpisodeNumber: 1, airDate: '2024-03-04' },
  { id: 12, seasonNumber: 1, episodeNumber: 2, absoluteEpisodeNumber: 2, airDate: '2024-03-05' },
  { id: 21, seasonNumber: 2, episodeNumber: 1, absoluteEpisodeNumber: 3, airDate: '2024-09-01' },
];

describe('episodes of a download', () => {
  it.each([
    ['single episode', 'Show.S01E02.720p.HDTV.x264-GRP.mkv', 'standard', [12]],
    ['multi-episode', 'Show.S01E01E02.720p.HDTV.x264-GRP.mkv', 'standard', [11, 12]],
    ['daily by air date', 'Show.2024.03.05.720p.HDTV.x264-GRP.mkv', 'daily', [12]],
    ['anime by absolute number', '[Group] Show - 03 [1080p].mkv', 'anime', [21]],
  ])('%s', (_name, file, seriesType, ids) => {
    const result = matchEpisodes(parseEpisodePath(file)!, seriesType, episodes);
    expect(result).toEqual({ episodes: ids.map((id) => expect.objectContaining({ id })) });
  });

  it.each([
    ['an episode the series does not have', 'Show.S01E05.720p.HDTV.x264-GRP.mkv', 'standard', 'Episodes not found in the series: S01E05'],
    ['one of two missing', 'Show.S02E01E02.720p.HDTV.x264-GRP.mkv', 'standard', 'Episodes not found in the series: S02E02'],
    ['no episode on that day', 'Show.2024.03.06.720p.HDTV.x264-GRP.mkv', 'daily', 'No episode of the series aired on 2024-03-06'],
    ['a season pack', 'Show.S01.720p.HDTV.x264-GRP.mkv', 'standard', 'A season pack name: the file itself does not say which episode it holds'],
  ])('rejects %s', (_name, file, seriesType, reason) => {
    expect(matchEpisodes(parseEpisodePath(file)!, seriesType, episodes)).toEqual({ reason });
  });
});
