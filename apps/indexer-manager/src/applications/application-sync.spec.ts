import type { IndexerEntity } from '../indexers/indexer.entity';
import { APPLICATION_DEFINITIONS } from './application-definitions';
import { desiredRemoteIndexer, mergeRemote, pointsAt, tagsMatch } from './application-sync';

const indexer = (overrides: Partial<IndexerEntity> = {}): IndexerEntity =>
  ({
    id: 4,
    name: 'Tracker',
    implementation: 'Torznab',
    protocol: 'torrent',
    settings: { baseUrl: 'http://t', 'torrentBaseSettings.seedRatio': 2 },
    enable: true,
    redirect: false,
    priority: 12,
    appProfileId: 1,
    downloadClientId: 0,
    tags: [],
    capabilities: null,
    added: new Date(),
    ...overrides,
  }) as IndexerEntity;
const profile = { id: 1, name: 'p', enableRss: false, enableAutomaticSearch: true, enableInteractiveSearch: true, minimumSeeders: 3 };
const settings = { prowlarrUrl: 'http://prowlarr:9696', baseUrl: 'http://sonarr:8989', apiKey: 'k', syncCategories: [5000, 5040], animeSyncCategories: [5070] };

describe('desiredRemoteIndexer', () => {
  it('points a Torznab indexer at this service with the profile applied', () => {
    const remote = desiredRemoteIndexer(indexer(), profile, APPLICATION_DEFINITIONS.Sonarr, settings, 'ours')!;
    expect(remote).toMatchObject({ name: 'Tracker (Prowlarr)', implementation: 'Torznab', enableRss: false, enableAutomaticSearch: true, priority: 12 });
    const fields = Object.fromEntries(remote.fields.map((f) => [f.name, f.value]));
    expect(fields).toEqual({
      baseUrl: 'http://prowlarr:9696/4/',
      apiPath: '/api',
      apiKey: 'ours',
      categories: [5000, 5040],
      animeCategories: [5070],
      minimumSeeders: 3,
      'seedCriteria.seedRatio': 2,
    });
  });

  it('intersects with the indexer caps and skips an indexer with nothing in common', () => {
    const caps = { server: {}, limits: {}, searching: {} as never, categories: [{ id: 2000, name: 'Movies', subCategories: [] }] };
    expect(desiredRemoteIndexer(indexer({ capabilities: caps }), profile, APPLICATION_DEFINITIONS.Sonarr, settings, 'k')).toBeUndefined();
  });

  it('disables every search kind for a disabled indexer', () => {
    const remote = desiredRemoteIndexer(indexer({ enable: false, protocol: 'usenet', implementation: 'Newznab' }), profile, APPLICATION_DEFINITIONS.Radarr, { ...settings, syncCategories: [5000] }, 'k')!;
    expect([remote.enableRss, remote.enableAutomaticSearch, remote.enableInteractiveSearch, remote.implementation]).toEqual([false, false, false, 'Newznab']);
    expect(remote.fields.some((f) => f.name === 'animeCategories')).toBe(false);
  });
});

describe('mergeRemote', () => {
  it('replaces our fields and keeps the app\'s own', () => {
    const existing = {
      id: 9,
      name: 'old',
      enableRss: true,
      enableAutomaticSearch: true,
      enableInteractiveSearch: true,
      priority: 1,
      implementation: 'Newznab',
      configContract: 'NewznabSettings',
      protocol: 'usenet',
      fields: [{ name: 'baseUrl', value: 'x' }, { name: 'additionalParameters', value: '&extra=1' }],
      tags: [5],
      downloadClientId: 3,
    };
    const desired = { ...existing, id: undefined, name: 'new', priority: 7, fields: [{ name: 'baseUrl', value: 'y' }, { name: 'apiKey', value: 'k' }], tags: [] };
    const merged = mergeRemote(existing, desired);
    expect(merged).toMatchObject({ id: 9, name: 'new', priority: 7, tags: [5], downloadClientId: 3 });
    expect(merged.fields).toEqual([{ name: 'baseUrl', value: 'y' }, { name: 'additionalParameters', value: '&extra=1' }, { name: 'apiKey', value: 'k' }]);
  });
});

describe('matching', () => {
  it.each([
    [[], [1], true],
    [[1], [], false],
    [[1, 2], [2], true],
  ])('tags app %j indexer %j → %s', (app, idx, expected) => {
    expect(tagsMatch(app, idx)).toBe(expected);
  });

  it('recognises a remote indexer pointing here', () => {
    const remote = { fields: [{ name: 'baseUrl', value: 'http://prowlarr:9696/4' }] } as never;
    expect(pointsAt(remote, 'http://prowlarr:9696/', 4)).toBe(true);
    expect(pointsAt(remote, 'http://prowlarr:9696', 5)).toBe(false);
  });
});
