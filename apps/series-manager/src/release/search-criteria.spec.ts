import type { IndexerCapabilities } from '@arrstack/newznab';
import { buildSearchQuery, queryTitle, type SearchCriteria, type SeriesForSearch } from './search-criteria';

const caps = (tvParams: string[] | null): IndexerCapabilities => ({
  server: {},
  limits: {},
  searching: {
    search: { available: true, supportedParams: ['q'] },
    tvSearch: { available: tvParams !== null, supportedParams: tvParams ?? [] },
    movieSearch: { available: false, supportedParams: [] },
    musicSearch: { available: false, supportedParams: [] },
    bookSearch: { available: false, supportedParams: [] },
  },
  categories: [],
});

const series = (overrides: Partial<SeriesForSearch> = {}): SeriesForSearch => ({
  title: "Grey's Anatomy",
  seriesType: 'standard',
  tvdbId: 73762,
  tvMazeId: 67,
  tvRageId: 0,
  imdbId: 'tt0413573',
  ...overrides,
});

const episode = (overrides: Partial<Extract<SearchCriteria, { kind: 'episode' }>> = {}): SearchCriteria => ({
  kind: 'episode',
  series: series(),
  seasonNumber: 3,
  episodeNumber: 7,
  ...overrides,
});

describe('buildSearchQuery', () => {
  it.each<[string, SearchCriteria, string[] | null, Record<string, unknown>]>([
    ['TheTVDB id first, with season and episode', episode(), ['q', 'season', 'ep', 'tvdbid', 'tvmazeid', 'imdbid', 'rid'], { type: 'tvsearch', season: 3, ep: 7, tvdbid: 73762 }],
    ['TVmaze id without TheTVDB support', episode(), ['q', 'season', 'ep', 'tvmazeid', 'imdbid'], { type: 'tvsearch', season: 3, ep: 7, tvmazeid: 67 }],
    ['IMDb id with tt', episode({ series: series({ imdbId: '0413573' }) }), ['q', 'season', 'ep', 'imdbid'], { type: 'tvsearch', ep: 7, imdbid: 'tt0413573' }],
    ['a series without TheTVDB id uses the next', episode({ series: series({ tvdbId: 0 }) }), ['q', 'season', 'ep', 'tvdbid', 'imdbid'], { type: 'tvsearch', ep: 7, imdbid: 'tt0413573' }],
    ['the title when no id is supported', episode(), ['q', 'season', 'ep'], { type: 'tvsearch', season: 3, ep: 7, q: 'Greys Anatomy' }],
    ['a plain search without a TV search', episode(), null, { type: 'search', q: 'Greys Anatomy S03E07' }],
    ['a plain search when the TV search lacks ep', episode(), ['q', 'season'], { type: 'search', q: 'Greys Anatomy S03E07' }],
    ['a season search', { kind: 'season', series: series(), seasonNumber: 2 }, ['q', 'season', 'ep', 'tvdbid'], { type: 'tvsearch', season: 2, tvdbid: 73762 }],
    ['a season search by title', { kind: 'season', series: series(), seasonNumber: 2 }, null, { type: 'search', q: 'Greys Anatomy S02' }],
    ['a daily series by air date', episode({ series: series({ seriesType: 'daily' }), airDate: '2024-01-31' }), ['q', 'season', 'ep', 'tvdbid'], { type: 'tvsearch', season: '2024', ep: '01/31', tvdbid: 73762 }],
    ['a daily series by title and date', episode({ series: series({ seriesType: 'daily' }), airDate: '2024-01-31' }), null, { type: 'search', q: 'Greys Anatomy 2024 01 31' }],
    ['a special by series and episode title', episode({ seasonNumber: 0, episodeNumber: 3, episodeTitle: 'Under the Knife: Extras' }), ['q', 'season', 'ep', 'tvdbid'], { type: 'search', q: 'Greys Anatomy Under the Knife Extras' }],
    ['a special without a title like any episode', episode({ seasonNumber: 0, episodeNumber: 3, episodeTitle: 'TBA' }), ['q', 'season', 'ep', 'tvdbid'], { type: 'tvsearch', season: 0, ep: 3, tvdbid: 73762 }],
    ['anime by absolute number', episode({ series: series({ seriesType: 'anime' }), absoluteEpisodeNumber: 5 }), ['q', 'season', 'ep', 'tvdbid'], { type: 'search', q: 'Greys Anatomy 05' }],
  ])('%s', (_name, criteria, tvParams, expected) => {
    const query = buildSearchQuery(criteria, caps(tvParams), [5030, 5040]);
    expect(query).toMatchObject({ ...expected, cat: [5030, 5040] });
    for (const key of ['q', 'tvdbid', 'imdbid', 'tvmazeid', 'rid', 'ep']) if (!(key in expected)) expect(query).not.toHaveProperty(key);
  });

  it.each([
    ["Grey's Anatomy", 'Greys Anatomy'],
    ['Law & Order: SVU', 'Law and Order SVU'],
    ['Pokémon', 'Pokemon'],
  ])('queries %s as %s', (title, words) => {
    expect(queryTitle(title)).toBe(words);
  });
});
