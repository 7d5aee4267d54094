import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { NewznabClient } from '@arrstack/newznab';
import { startFakeIndexer, type FakeIndexer } from '@arrstack/newznab/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { startFakeArr, type FakeArr, type FakeArrIndexer } from '../support/fake-arr';
import { indexerBody } from '../support/indexers';

const value = (indexer: FakeArrIndexer, name: string) => indexer.fields.find((f) => f.name === name)?.value;

// Sync rules are tested against a small fake Sonarr-shaped server; series-manager-sync.e2e-spec.ts runs them against the real series manager.
describe('applications and ApplicationIndexerSync (e2e)', () => {
  let app: TestApp;
  let nzb: FakeIndexer;
  let tor: FakeIndexer;
  let movies: FakeIndexer;
  let sonarr: FakeArr;
  const ids: Record<string, number> = {};

  const appBody = (overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({
    name: 'Sonarr',
    implementation: 'Sonarr',
    configContract: 'SonarrSettings',
    syncLevel: 'fullSync',
    tags: [],
    fields: Object.entries({ prowlarrUrl: app.url, baseUrl: sonarr.url, apiKey: sonarr.apiKey, ...fields }).map(([name, v]) => ({ name, value: v })),
    ...overrides,
  });
  const sync = async () => {
    const queued = await app.api.post('/api/v1/command').send({ name: 'ApplicationIndexerSync' }).expect(201);
    return waitForCommand(app, queued.body.id);
  };
  const ours = () => [...sonarr.indexers.values()].filter((i) => String(i.name).endsWith('(Prowlarr)'));

  beforeAll(async () => {
    [app, nzb, tor, movies, sonarr] = await Promise.all([
      startTestApp(AppModule, APP),
      startFakeIndexer({ apiKey: 'up-nzb' }),
      startFakeIndexer({ apiKey: 'up-tor', torznab: true }),
      startFakeIndexer({
        caps: {
          server: {},
          limits: {},
          searching: {
            search: { available: true, supportedParams: ['q'] },
            tvSearch: { available: false, supportedParams: [] },
            movieSearch: { available: true, supportedParams: ['q', 'imdbid'] },
            musicSearch: { available: false, supportedParams: [] },
            bookSearch: { available: false, supportedParams: [] },
          },
          categories: [{ id: 2000, name: 'Movies', subCategories: [{ id: 2040, name: 'Movies/HD', subCategories: [] }] }],
        },
      }),
      startFakeArr({ apiKey: 'sonarr-key' }),
    ]);
    ids.nzb = (await app.api.post('/api/v1/indexer').send(indexerBody(nzb, { name: 'NZB', priority: 10 })).expect(201)).body.id;
    ids.tor = (await app.api.post('/api/v1/indexer').send(indexerBody(tor, { name: 'TOR', implementation: 'Torznab' }, { 'torrentBaseSettings.seedRatio': 2 })).expect(201)).body.id;
    ids.movies = (await app.api.post('/api/v1/indexer').send(indexerBody(movies, { name: 'Movies only' })).expect(201)).body.id;
    sonarr.indexers.set(100, { id: 100, name: 'Own indexer', fields: [{ name: 'baseUrl', value: 'http://elsewhere' }], tags: [] });
  });

  afterAll(async () => {
    await Promise.all([app?.close(), nzb?.close(), tor?.close(), movies?.close(), sonarr?.close()]);
  });

  it('serves Sonarr, Radarr and Lidarr templates with sync categories', async () => {
    const res = await app.api.get('/api/v1/applications/schema').expect(200);
    expect(res.body.map((r: { implementation: string }) => r.implementation)).toEqual(['Sonarr', 'Radarr', 'Lidarr']);
    const sonarrSchema = res.body[0];
    expect(sonarrSchema.fields.map((f: { name: string }) => f.name)).toEqual(['prowlarrUrl', 'baseUrl', 'apiKey', 'syncCategories', 'animeSyncCategories']);
    expect(sonarrSchema.fields.find((f: { name: string }) => f.name === 'syncCategories').value).toContain(5040);
    expect(res.body[1].fields.find((f: { name: string }) => f.name === 'syncCategories').value).toContain(2000);
    expect(sonarrSchema.syncLevel).toBe('fullSync');
  });

  it('tests the connection and names a bad key or an unreachable app', async () => {
    const ok = await app.api.post('/api/v1/applications/test').send(appBody()).expect(200);
    expect(ok.text).toBe('{}');
    const badKey = await app.api.post('/api/v1/applications/test').send(appBody({}, { apiKey: 'nope' })).expect(400);
    expect(badKey.body[0]).toMatchObject({ propertyName: 'ApiKey', errorMessage: 'API Key is invalid' });
    const gone = await app.api.post('/api/v1/applications/test').send(appBody({}, { baseUrl: 'http://127.0.0.1:9' })).expect(400);
    expect(gone.body[0].propertyName).toBe('BaseUrl');
    const invalid = await app.api.post('/api/v1/applications/test').send(appBody({ syncLevel: 'sometimes' }, { prowlarrUrl: '' })).expect(400);
    expect(invalid.body.map((f: { propertyName: string }) => f.propertyName).sort()).toEqual(['SyncLevel', 'prowlarrUrl']);
  });

  it('creates the app and a full sync pushes each matching indexer pointing at this service\'s proxy', async () => {
    const created = await app.api.post('/api/v1/applications').send(appBody()).expect(201);
    ids.app = created.body.id;
    expect(created.body).toMatchObject({ name: 'Sonarr', implementation: 'Sonarr', syncLevel: 'fullSync' });
    const command = await sync();
    expect(command.status).toBe('completed');
    const pushed = ours();
    expect(pushed.map((i) => i.name).sort()).toEqual(['NZB (Prowlarr)', 'TOR (Prowlarr)']);
    const nzbRemote = pushed.find((i) => i.name === 'NZB (Prowlarr)')!;
    expect(nzbRemote).toMatchObject({ implementation: 'Newznab', protocol: 'usenet', priority: 10, enableRss: true, enableAutomaticSearch: true });
    expect(value(nzbRemote, 'baseUrl')).toBe(`${app.url}/${ids.nzb}/`);
    expect(value(nzbRemote, 'apiKey')).toBe(app.apiKey);
    expect(value(nzbRemote, 'categories')).toEqual(expect.arrayContaining([5000, 5040]));
    expect(value(nzbRemote, 'categories')).not.toContain(2000);
    const torRemote = pushed.find((i) => i.name === 'TOR (Prowlarr)')!;
    expect(torRemote).toMatchObject({ implementation: 'Torznab', protocol: 'torrent' });
    expect(value(torRemote, 'minimumSeeders')).toBe(1);
    expect(value(torRemote, 'seedCriteria.seedRatio')).toBe(2);
    expect(sonarr.indexers.get(100)?.name).toBe('Own indexer');
  });

  it('lets the app search through the pushed indexer, which goes through the proxy to the real indexer', async () => {
    const remote = ours().find((i) => i.name === 'NZB (Prowlarr)')!;
    nzb.clearRequests();
    const client = new NewznabClient({ baseUrl: String(value(remote, 'baseUrl')), apiPath: String(value(remote, 'apiPath')), apiKey: String(value(remote, 'apiKey')), userAgent: 'Sonarr/4.0' });
    const result = await client.search({ type: 'tvsearch', tvdbid: 100001, season: 1, ep: 1 });
    expect(result.items.map((i) => i.title)).toEqual(['Fake.Show.S01E01.1080p.WEB-DL.x264-FAKE']);
    expect(nzb.requests).toHaveLength(1);
    expect(nzb.requests[0]).toMatchObject({ t: 'tvsearch', apikey: 'up-nzb' });
  });

  it('updates on full sync but keeps the app\'s own fields, and re-adds one deleted on the app side', async () => {
    const remote = ours().find((i) => i.name === 'TOR (Prowlarr)')!;
    sonarr.indexers.set(remote.id, { ...remote, tags: [42], downloadClientId: 7, fields: [...remote.fields, { name: 'additionalParameters', value: '&x=1' }] });
    const tor = (await app.api.get(`/api/v1/indexer/${ids.tor}`).expect(200)).body;
    await app.api.put(`/api/v1/indexer/${ids.tor}?forceSave=true`).send({ ...tor, priority: 3 }).expect(202);
    const nzbRemote = ours().find((i) => i.name === 'NZB (Prowlarr)')!;
    sonarr.indexers.delete(nzbRemote.id);
    await sync();
    const updated = sonarr.indexers.get(remote.id)!;
    expect(updated).toMatchObject({ priority: 3, tags: [42], downloadClientId: 7 });
    expect(value(updated, 'additionalParameters')).toBe('&x=1');
    expect(ours().map((i) => i.name).sort()).toEqual(['NZB (Prowlarr)', 'TOR (Prowlarr)']);
  });

  it('removes the remote indexer when the indexer is deleted here or stops matching the app\'s tags', async () => {
    const extra = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(nzb, { name: 'Extra' })).expect(201);
    await sync();
    expect(ours().map((i) => i.name)).toContain('Extra (Prowlarr)');
    await app.api.delete(`/api/v1/indexer/${extra.body.id}`).expect(200);
    await sync();
    expect(ours().map((i) => i.name)).not.toContain('Extra (Prowlarr)');

    const current = (await app.api.get(`/api/v1/applications/${ids.app}`).expect(200)).body;
    await app.api.put(`/api/v1/applications/${ids.app}`).send({ ...current, tags: [5] }).expect(202);
    await app.api.put('/api/v1/indexer/bulk').send({ ids: [ids.nzb], tags: [5] }).expect(202);
    await sync();
    expect(ours().map((i) => i.name)).toEqual(['NZB (Prowlarr)']);
    expect(sonarr.indexers.get(100)?.name).toBe('Own indexer');
    await app.api.put(`/api/v1/applications/${ids.app}`).send({ ...current, tags: [] }).expect(202);
  });

  it('does not update existing remote indexers on addOnly, and does nothing when disabled', async () => {
    await sync();
    const current = (await app.api.get(`/api/v1/applications/${ids.app}`).expect(200)).body;
    await app.api.put(`/api/v1/applications/${ids.app}`).send({ ...current, syncLevel: 'addOnly' }).expect(202);
    const nzbIndexer = (await app.api.get(`/api/v1/indexer/${ids.nzb}`).expect(200)).body;
    await app.api.put(`/api/v1/indexer/${ids.nzb}?forceSave=true`).send({ ...nzbIndexer, priority: 44 }).expect(202);
    await sync();
    expect(ours().find((i) => i.name === 'NZB (Prowlarr)')?.priority).not.toBe(44);

    await app.api.put(`/api/v1/applications/${ids.app}`).send({ ...current, syncLevel: 'disabled' }).expect(202);
    const before = sonarr.requests.length;
    await sync();
    expect(sonarr.requests.length).toBe(before);
  });

  it('adopts a remote indexer already pointing here instead of adding a duplicate', async () => {
    const other = await startFakeArr({ apiKey: 'k2', appName: 'Sonarr' });
    try {
      other.indexers.set(50, { id: 50, name: 'NZB (Prowlarr)', fields: [{ name: 'baseUrl', value: `${app.url}/${ids.nzb}/` }], tags: [] });
      await app.api.post('/api/v1/applications').send({ ...appBody({ name: 'Second' }, { baseUrl: other.url, apiKey: 'k2' }) }).expect(201);
      await sync();
      const names = [...other.indexers.values()].map((i) => i.name).sort();
      expect(names).toEqual(['NZB (Prowlarr)', 'TOR (Prowlarr)']);
      expect(other.indexers.get(50)?.fields.find((f) => f.name === 'apiKey')?.value).toBe(app.apiKey);
    } finally {
      await other.close();
    }
  });

  it('CRUD: 404s and validation', async () => {
    await app.api.get('/api/v1/applications/9999').expect(404);
    await app.api.post('/api/v1/applications?forceSave=true').send(appBody({ implementation: 'Plex' })).expect(400);
    await app.api.post('/api/v1/applications').send(appBody({}, { apiKey: 'wrong' })).expect(400);
    const list = await app.api.get('/api/v1/applications').expect(200);
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    const second = list.body.find((a: { name: string }) => a.name === 'Second');
    await app.api.delete(`/api/v1/applications/${second.id}`).expect(200);
    await app.api.delete(`/api/v1/applications/${second.id}`).expect(404);
  });

  it('testall tests the syncing apps; bulk edits sync level and tags, and bulk deletes', async () => {
    const broken = await app.api.post('/api/v1/applications?forceSave=true').send(appBody({ name: 'Broken' }, { baseUrl: 'http://127.0.0.1:9' })).expect(201);
    const res = await app.api.post('/api/v1/applications/testall').expect(400);
    expect(res.body).toEqual([{ id: broken.body.id, isValid: false, validationFailures: [expect.objectContaining({ propertyName: 'BaseUrl' })] }]);

    const edited = await app.api.put('/api/v1/applications/bulk').send({ ids: [ids.app], syncLevel: 'fullSync', tags: [3], applyTags: 'replace' }).expect(202);
    expect(edited.body[0]).toMatchObject({ id: ids.app, syncLevel: 'fullSync', tags: [3] });
    await app.api.put('/api/v1/applications/bulk').send({ ids: [ids.app], syncLevel: 'often' }).expect(400);
    await app.api.put('/api/v1/applications/bulk').send({ ids: [9999] }).expect(404);

    await app.api.delete('/api/v1/applications/bulk').send({ ids: [broken.body.id] }).expect(200);
    const all = await app.api.post('/api/v1/applications/testall').expect(200);
    expect(all.body).toEqual([{ id: ids.app, isValid: true, validationFailures: [] }]);
    await app.api.delete('/api/v1/applications/bulk').send({ ids: [] }).expect(400);
  });
});
