import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { startFakeIndexer, type FakeIndexer } from '@arrstack/newznab/testing';
import { AppModule as SeriesAppModule } from '@arrstack/series-manager/dist/app.module';
import { APP as SERIES_APP } from '@arrstack/series-manager/dist/app-info';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { fieldValue, indexerBody } from '../support/indexers';

interface SeriesIndexer {
  id: number;
  name: string;
  implementation: string;
  protocol: string;
  enableRss: boolean;
  priority: number;
  fields: Array<{ name: string; value?: unknown }>;
  [other: string]: unknown;
}

// Both real apps over real HTTP: the indexer manager pushes its indexers into the series manager's Sonarr API.
describe('sync into a running series manager (e2e)', () => {
  let prowlarr: TestApp;
  let sonarr: TestApp;
  let upstream: FakeIndexer;
  let torrents: FakeIndexer;
  let indexerId: number;
  let torrentId: number;

  const seriesIndexers = async (): Promise<SeriesIndexer[]> => (await sonarr.api.get('/api/v3/indexer').expect(200)).body;
  const sync = async () => {
    const queued = await prowlarr.api.post('/api/v1/command').send({ name: 'ApplicationIndexerSync' }).expect(201);
    return waitForCommand(prowlarr, queued.body.id);
  };

  beforeAll(async () => {
    [prowlarr, sonarr, upstream, torrents] = await Promise.all([
      startTestApp(AppModule, APP),
      startTestApp(SeriesAppModule, SERIES_APP),
      startFakeIndexer({ apiKey: 'upstream-key', delayMs: 0 }),
      startFakeIndexer({ apiKey: 'torrent-key', delayMs: 0, torznab: true }),
    ]);
    indexerId = (await prowlarr.api.post('/api/v1/indexer').send(indexerBody(upstream, { name: 'Upstream', priority: 12 })).expect(201)).body.id;
    torrentId = (
      await prowlarr.api
        .post('/api/v1/indexer')
        .send(indexerBody(torrents, { name: 'Torrents', implementation: 'Torznab' }, { 'torrentBaseSettings.seedRatio': 2, 'torrentBaseSettings.packSeedTime': 90 }))
        .expect(201)
    ).body.id;
    await prowlarr.api
      .post('/api/v1/applications')
      .send({
        name: 'Series manager',
        implementation: 'Sonarr',
        configContract: 'SonarrSettings',
        syncLevel: 'fullSync',
        tags: [],
        fields: [
          { name: 'prowlarrUrl', value: prowlarr.url },
          { name: 'baseUrl', value: sonarr.url },
          { name: 'apiKey', value: sonarr.apiKey },
        ],
      })
      .expect(201);
  });

  afterAll(async () => {
    await Promise.all([prowlarr?.close(), sonarr?.close(), upstream?.close(), torrents?.close()]);
  });

  it('lists the synced indexer in the series manager, pointing at the indexer manager proxy', async () => {
    const command = await sync();
    expect(command.status).toBe('completed');
    const synced = (await seriesIndexers()).filter((i) => i.name === 'Upstream (Prowlarr)');
    expect(synced).toHaveLength(1);
    const [indexer] = synced;
    expect(indexer).toMatchObject({ implementation: 'Newznab', protocol: 'usenet', enableRss: true, priority: 12, supportsSearch: true });
    expect(fieldValue(indexer, 'baseUrl')).toBe(`${prowlarr.url}/${indexerId}`);
    expect(fieldValue(indexer, 'apiPath')).toBe('/api');
    expect(fieldValue(indexer, 'apiKey')).toBe(prowlarr.apiKey);
    expect(fieldValue(indexer, 'categories')).toEqual(expect.arrayContaining([5000, 5040]));
    expect(fieldValue(indexer, 'categories')).not.toContain(5070);
  });

  it('syncs a Torznab indexer with its seed criteria', async () => {
    const [indexer] = (await seriesIndexers()).filter((i) => i.name === 'Torrents (Prowlarr)');
    expect(indexer).toMatchObject({ implementation: 'Torznab', configContract: 'TorznabSettings', protocol: 'torrent' });
    expect(fieldValue(indexer, 'baseUrl')).toBe(`${prowlarr.url}/${torrentId}`);
    expect(fieldValue(indexer, 'minimumSeeders')).toBe(1);
    expect(fieldValue(indexer, 'seedCriteria.seedRatio')).toBe(2);
    expect(fieldValue(indexer, 'seedCriteria.seasonPackSeedTime')).toBe(90);
  });

  it('does not duplicate the indexer on a second sync', async () => {
    await sync();
    expect((await seriesIndexers()).filter((i) => i.name === 'Upstream (Prowlarr)')).toHaveLength(1);
  });

  it('searches through the synced definition: the series manager reaches the fake via the indexer manager', async () => {
    const [synced] = (await seriesIndexers()).filter((i) => i.name === 'Upstream (Prowlarr)');
    upstream.clearRequests();
    const before = (await prowlarr.api.get(`/api/v1/history?indexerIds=${indexerId}&pageSize=100`).expect(200)).body.totalRecords as number;

    const res = await sonarr.api.post('/api/v3/indexer/test').send(synced);
    expect({ status: res.status, body: res.text }).toEqual({ status: 200, body: '{}' });

    const searches = upstream.requests.filter((r) => r.t === 'search');
    expect(searches.length).toBeGreaterThanOrEqual(1);
    expect(searches.every((r) => r.apikey === 'upstream-key')).toBe(true);
    const history = (await prowlarr.api.get(`/api/v1/history?indexerIds=${indexerId}&pageSize=100`).expect(200)).body;
    expect(history.totalRecords).toBeGreaterThan(before);
    const newest = history.records[0] as { indexerId: number; successful: boolean; eventType: string; data: Record<string, string> };
    expect(newest).toMatchObject({ indexerId, successful: true });
    expect(['indexerQuery', 'indexerRss']).toContain(newest.eventType);
    expect(newest.data.source).toBe('Sonarr');
  });

  it('removes the synced indexer from the series manager when it is deleted in the indexer manager', async () => {
    await prowlarr.api.delete(`/api/v1/indexer/${indexerId}`).expect(200);
    await sync();
    expect((await seriesIndexers()).filter((i) => i.name === 'Upstream (Prowlarr)')).toHaveLength(0);
  });
});
