import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  let scratch: string | undefined;

  const seriesIndexers = async (): Promise<SeriesIndexer[]> => (await sonarr.api.get('/api/v3/indexer').expect(200)).body;
  const sync = async () => {
    const queued = await prowlarr.api.post('/api/v1/command').send({ name: 'ApplicationIndexerSync' }).expect(201);
    return waitForCommand(prowlarr, queued.body.id);
  };

  beforeAll(async () => {
    [prowlarr, sonarr, upstream, torrents] = await Promise.all([
      startTestApp(AppModule, APP),
      // Offline metadata: the series below comes from its folder's tvshow.nfo.
      startTestApp(SeriesAppModule, SERIES_APP, { env: { TVMAZE_URL: '' } }),
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
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
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

  it("finds and grabs through the proxy: the series manager's EpisodeSearch reaches the fake via the indexer manager", async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sync-search-')));
    const root = path.join(scratch, 'tv');
    const nzbFolder = path.join(scratch, 'nzb');
    const show = path.join(root, 'Fake Show (2020)');
    fs.mkdirSync(path.join(show, 'Season 01'), { recursive: true });
    fs.mkdirSync(nzbFolder);
    fs.writeFileSync(path.join(show, 'tvshow.nfo'), '<tvshow><title>Fake Show</title><year>2020</year><uniqueid type="tvdb" default="true">100001</uniqueid></tvshow>');
    fs.writeFileSync(path.join(show, 'Season 01', 'Fake.Show.S01E01.SDTV.XviD-OLD.avi'), Buffer.alloc(1000));
    await sonarr.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    // The "Any" profile with upgrades on up to WEB 1080p, so the SDTV file on disk is worth replacing.
    const profile = (await sonarr.api.get('/api/v3/qualityprofile/1').expect(200)).body;
    const web1080 = profile.items.find((item: { quality?: { id: number }; items?: Array<{ quality: { id: number } }> }) => item.quality?.id === 3 || item.items?.some((member) => member.quality.id === 3));
    await sonarr.api.put('/api/v3/qualityprofile/1').send({ ...profile, upgradeAllowed: true, cutoff: web1080.id ?? web1080.quality.id }).expect(202);
    const series = (await sonarr.api.post('/api/v3/series').send({ path: show, qualityProfileId: 1 }).expect(201)).body;
    const [episode] = (await sonarr.api.get(`/api/v3/episode?seriesId=${series.id}`).expect(200)).body;
    await sonarr.api
      .post('/api/v3/downloadclient')
      .send({ name: 'Nzb folder', implementation: 'UsenetBlackhole', enable: true, priority: 1, tags: [], fields: [{ name: 'nzbFolder', value: nzbFolder }, { name: 'watchFolder', value: nzbFolder }] })
      .expect(201);
    upstream.clearRequests();

    const queued = await sonarr.api.post('/api/v3/command').send({ name: 'EpisodeSearch', episodeIds: [episode.id] }).expect(201);
    const done = await waitForCommand(sonarr, queued.body.id, 30_000);
    expect(done).toMatchObject({ status: 'completed', message: expect.stringMatching(/1 grabbed/) });

    const searches = upstream.requests.filter((r) => r.t === 'tvsearch');
    expect(searches.length).toBeGreaterThanOrEqual(1);
    expect(searches[0].params).toMatchObject({ tvdbid: '100001', season: '1', ep: '1' });
    expect(upstream.requests.some((r) => r.t === 'download')).toBe(true);
    expect(fs.readdirSync(nzbFolder)).toEqual([expect.stringContaining('Fake.Show.S01E01.1080p.WEB-DL.x264-FAKE')]);
  });

  it('removes the synced indexer from the series manager when it is deleted in the indexer manager', async () => {
    await prowlarr.api.delete(`/api/v1/indexer/${indexerId}`).expect(200);
    await sync();
    expect((await seriesIndexers()).filter((i) => i.name === 'Upstream (Prowlarr)')).toHaveLength(0);
  });
});
