import { parseEpisodeTitle } from '@arrstack/parser';
import { mapRelease, type EpisodeForMapping, type RequestedEpisodes, type SeriesForMapping } from './release-mapping';

const series = (overrides: Partial<SeriesForMapping> = {}): SeriesForMapping => ({
  id: 1,
  title: 'Fake Show',
  cleanTitle: 'fakeshow',
  tvdbId: 100001,
  seriesType: 'standard',
  alternateTitles: [{ title: 'Faux Spectacle' }],
  ...overrides,
});

const episodes: EpisodeForMapping[] = [
  { id: 11, seasonNumber: 1, episodeNumber: 1, absoluteEpisodeNumber: 1, airDate: '2024-01-30' },
  { id: 12, seasonNumber: 1, episodeNumber: 2, absoluteEpisodeNumber: 2, airDate: '2024-01-31' },
  { id: 21, seasonNumber: 2, episodeNumber: 1, absoluteEpisodeNumber: 3, airDate: '2025-01-01' },
];

const asked = (ids: number[], seasonNumber?: number): RequestedEpisodes => ({ episodeIds: new Set(ids), seasonNumber });

describe('mapRelease', () => {
  it.each<[string, string, Partial<SeriesForMapping>, RequestedEpisodes | undefined, number | undefined, number[], string | undefined]>([
    ['one episode', 'Fake.Show.S01E02.720p.HDTV.x264-GRP', {}, asked([12]), undefined, [12], undefined],
    ['two episodes', 'Fake.Show.S01E01E02.720p.HDTV.x264-GRP', {}, asked([12]), undefined, [11, 12], undefined],
    ['a season pack', 'Fake.Show.S01.720p.HDTV.x264-GRP', {}, asked([11, 12], 1), undefined, [11, 12], undefined],
    ['an alternate title', 'Faux.Spectacle.S02E01.720p.HDTV.x264-GRP', {}, undefined, undefined, [21], undefined],
    ['the indexer tvdb id over the title', 'Something.Else.S02E01.720p.HDTV.x264-GRP', {}, undefined, 100001, [21], undefined],
    ['a daily release by air date', 'Fake.Show.2024.01.31.720p.WEB.h264-GRP', { seriesType: 'daily' }, undefined, undefined, [12], undefined],
    ['anime by absolute number', '[SubsPlease] Fake Show - 03 (1080p)', { seriesType: 'anime' }, undefined, undefined, [21], undefined],
    ['not a release name', 'hello', {}, undefined, undefined, [], 'unparsable'],
    ['another series', 'Other.Show.S01E02.720p.HDTV.x264-GRP', {}, undefined, undefined, [], 'unknownSeries'],
    ['another series by tvdb id', 'Fake.Show.S01E02.720p.HDTV.x264-GRP', {}, undefined, 999, [], 'unknownSeries'],
    ['a sample', 'Fake.Show.S01E02.720p.HDTV.x264-GRP.sample', {}, undefined, undefined, [12], 'sample'],
    ['an episode that does not exist', 'Fake.Show.S01E09.720p.HDTV.x264-GRP', {}, undefined, undefined, [], 'noEpisodes'],
    ['an episode not asked for', 'Fake.Show.S01E01.720p.HDTV.x264-GRP', {}, asked([12]), undefined, [11], 'notRequested'],
    ['the wrong season in a season search', 'Fake.Show.S02E01.720p.HDTV.x264-GRP', {}, asked([11, 12], 1), undefined, [21], 'wrongSeason'],
  ])('%s', (_name, title, seriesOverrides, requested, tvdbId, ids, problem) => {
    const mapped = mapRelease(title, parseEpisodeTitle(title), series(seriesOverrides), episodes, requested, tvdbId);
    expect(mapped.episodes.map((e) => e.id)).toEqual(ids);
    expect(mapped.problem).toBe(problem);
  });
});
