import type { ProviderSeries } from '../../metadata/metadata-provider';
import { applyProviderSeries } from '../series-metadata.rules';
import { SeriesEntity } from '../series.entity';
import { toSeriesLookupResource } from './series-lookup.resource';

const show: ProviderSeries = {
  tvMazeId: 169,
  tvdbId: 81189,
  tvRageId: 18164,
  imdbId: 'tt0903747',
  title: 'Breaking Bad',
  year: 2008,
  overview: 'A teacher.',
  network: 'AMC',
  status: 'ended',
  airTime: '21:00',
  runtime: 60,
  firstAired: new Date('2008-01-20T00:00:00Z'),
  lastAired: new Date('2013-09-29T00:00:00Z'),
  genres: ['Drama'],
  images: [{ coverType: 'poster', url: 'https://img/p.jpg', remoteUrl: 'https://img/p.jpg' }],
  language: 'English',
  episodes: [
    { seasonNumber: 0, episodeNumber: 1, title: 'S', airDate: null, airDateUtc: null, overview: null, runtime: 5 },
    { seasonNumber: 2, episodeNumber: 1, title: 'B', airDate: null, airDateUtc: null, overview: null, runtime: 47 },
    { seasonNumber: 1, episodeNumber: 1, title: 'A', airDate: null, airDateUtc: null, overview: null, runtime: 47 },
  ],
};

describe('toSeriesLookupResource', () => {
  it('maps a provider series to an unadded Sonarr series with its seasons, specials unmonitored', () => {
    const resource = toSeriesLookupResource(show);
    expect(resource).toMatchObject({
      title: 'Breaking Bad',
      sortTitle: 'breaking bad',
      cleanTitle: 'breakingbad',
      titleSlug: 'breaking-bad',
      folder: 'Breaking Bad',
      ended: true,
      remotePoster: 'https://img/p.jpg',
      originalLanguage: { id: 1, name: 'English' },
      statistics: { seasonCount: 2, totalEpisodeCount: 0 },
    });
    expect(resource.seasons).toEqual([
      { seasonNumber: 0, monitored: false, images: [] },
      { seasonNumber: 1, monitored: true, images: [] },
      { seasonNumber: 2, monitored: true, images: [] },
    ]);
    expect('id' in resource).toBe(false);
  });

  it('has no seasons or poster when the provider gave none', () => {
    const resource = toSeriesLookupResource({ ...show, episodes: undefined, images: [] });
    expect(resource.seasons).toEqual([]);
    expect(resource.remotePoster).toBeUndefined();
  });
});

describe('applyProviderSeries', () => {
  function series(fields: Partial<SeriesEntity>): SeriesEntity {
    return Object.assign(new SeriesEntity(), { tvMazeId: 0, tvdbId: 0, tvRageId: 0, imdbId: null, year: 0, overview: null, network: null, status: 'continuing', airTime: null, runtime: 0, firstAired: null, lastAired: null, genres: [], title: 'Mine' }, fields);
  }

  it('fills missing ids and takes the descriptive fields', () => {
    const target = series({});
    applyProviderSeries(target, show);
    expect(target).toMatchObject({ tvMazeId: 169, tvdbId: 81189, tvRageId: 18164, imdbId: 'tt0903747', year: 2008, overview: 'A teacher.', network: 'AMC', status: 'ended', airTime: '21:00', runtime: 60, genres: ['Drama'], title: 'Mine' });
  });

  it('keeps the ids and year a series has, and what the provider leaves empty', () => {
    const target = series({ tvdbId: 1, imdbId: 'tt1', year: 2007, overview: 'Kept', network: 'Kept', genres: ['Kept'] });
    applyProviderSeries(target, { ...show, overview: null, network: null, genres: [], runtime: 0 });
    expect(target).toMatchObject({ tvdbId: 1, imdbId: 'tt1', year: 2007, overview: 'Kept', network: 'Kept', genres: ['Kept'], runtime: 0, tvMazeId: 169 });
  });
});
