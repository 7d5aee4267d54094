import { startTestApp, type TestApp } from '@arrstack/testing';
import { startFakeIndexer, type FakeIndexer } from '@arrstack/newznab/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { fieldValue, indexerBody } from '../support/indexers';

describe('indexer CRUD (e2e)', () => {
  let app: TestApp;
  let healthy: FakeIndexer;
  let torznab: FakeIndexer;

  beforeAll(async () => {
    [app, healthy, torznab] = await Promise.all([
      startTestApp(AppModule, APP),
      startFakeIndexer({ apiKey: 'nzbkey' }),
      startFakeIndexer({ apiKey: 'torkey', torznab: true }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([app?.close(), healthy?.close(), torznab?.close()]);
  });

  it('serves both generic definitions from the schema with their fields', async () => {
    const res = await app.api.get('/api/v1/indexer/schema').expect(200);
    const byImpl = Object.fromEntries(res.body.map((r: { implementation: string }) => [r.implementation, r]));
    expect(Object.keys(byImpl).sort()).toEqual(['Newznab', 'Torznab']);
    const names = (impl: string) => byImpl[impl].fields.map((f: { name: string }) => f.name);
    for (const name of ['baseUrl', 'apiPath', 'apiKey', 'categories', 'baseSettings.queryLimit', 'baseSettings.grabLimit']) {
      expect(names('Newznab')).toContain(name);
    }
    expect(names('Torznab')).toEqual(expect.arrayContaining(['torrentBaseSettings.appMinimumSeeders', 'torrentBaseSettings.seedRatio', 'torrentBaseSettings.seedTime']));
    expect(names('Newznab')).not.toContain('torrentBaseSettings.seedRatio');
    expect(byImpl.Torznab).toMatchObject({ protocol: 'torrent', configContract: 'TorznabSettings', appProfileId: 1, priority: 25, enable: true });
    expect(byImpl.Newznab.fields.find((f: { name: string }) => f.name === 'apiPath').value).toBe('/api');
  });

  it('lists the standard categories', async () => {
    const res = await app.api.get('/api/v1/indexer/categories').expect(200);
    const tv = res.body.find((c: { id: number }) => c.id === 5000);
    expect(tv.name).toBe('TV');
    expect(tv.subCategories.map((c: { id: number }) => c.id)).toContain(5040);
  });

  it('creates after a passing live test, with caps, and reads it back', async () => {
    healthy.clearRequests();
    const body = indexerBody(healthy, { name: 'Healthy NZB', priority: 10, tags: [3, 1] }, { 'baseSettings.queryLimit': 100 });
    const res = await app.api.post('/api/v1/indexer').send(body).expect(201);
    expect(res.headers.location).toBe(`/api/v1/indexer/${res.body.id}`);
    expect(res.body).toMatchObject({ name: 'Healthy NZB', implementation: 'Newznab', protocol: 'usenet', priority: 10, tags: [1, 3], enable: true, appProfileId: 1 });
    expect(fieldValue(res.body, 'baseUrl')).toBe(healthy.url);
    expect(fieldValue(res.body, 'baseSettings.queryLimit')).toBe(100);
    expect(res.body.capabilities.tvSearchParams).toContain('season');
    expect(res.body.added).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(healthy.requests.map((r) => r.t)).toEqual(['caps', 'search']);
    const got = await app.api.get(`/api/v1/indexer/${res.body.id}`).expect(200);
    expect(got.body.name).toBe('Healthy NZB');
    const list = await app.api.get('/api/v1/indexer').expect(200);
    expect(list.body.map((r: { id: number }) => r.id)).toContain(res.body.id);
  });

  it('refuses to create an indexer whose live test fails, unless forceSave', async () => {
    const body = indexerBody({ url: healthy.url, apiKey: 'wrong' }, { name: 'Bad key' });
    const res = await app.api.post('/api/v1/indexer').send(body).expect(400);
    expect(res.body[0]).toMatchObject({ propertyName: 'ApiKey', errorMessage: 'Invalid API Key', errorCode: 'invalidApiKey' });
    const forced = await app.api.post('/api/v1/indexer?forceSave=true').send(body).expect(201);
    expect(forced.body.name).toBe('Bad key');
    await app.api.delete(`/api/v1/indexer/${forced.body.id}`).expect(200);
  });

  it('does not test a disabled indexer on create', async () => {
    const res = await app.api.post('/api/v1/indexer').send(indexerBody({ url: 'http://127.0.0.1:9', apiKey: 'x' }, { name: 'Disabled', enable: false })).expect(201);
    expect(res.body.enable).toBe(false);
    await app.api.delete(`/api/v1/indexer/${res.body.id}`).expect(200);
  });

  it('creates a Torznab indexer with seeding settings', async () => {
    const body = indexerBody(torznab, { name: 'Torz', implementation: 'Torznab', configContract: 'TorznabSettings' }, { 'torrentBaseSettings.appMinimumSeeders': 3, 'torrentBaseSettings.seedRatio': 1.5 });
    const res = await app.api.post('/api/v1/indexer').send(body).expect(201);
    expect(res.body.protocol).toBe('torrent');
    expect(fieldValue(res.body, 'torrentBaseSettings.appMinimumSeeders')).toBe(3);
    expect(fieldValue(res.body, 'torrentBaseSettings.seedRatio')).toBe(1.5);
  });

  it.each([
    [{ name: '' }, 'Name'],
    [{ implementation: 'Cardigann' }, 'Implementation'],
    [{ appProfileId: 999 }, 'AppProfileId'],
    [{ priority: 60 }, 'Priority'],
    [{ downloadClientId: 4 }, 'DownloadClientId'],
  ])('rejects %j with a 400 naming %s', async (patch, property) => {
    const res = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(healthy, patch)).expect(400);
    expect(res.body.map((f: { propertyName: string }) => f.propertyName)).toContain(property);
  });

  it('rejects a bad base URL, a duplicate name and a non-object body', async () => {
    const bad = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody({ url: 'not a url' })).expect(400);
    expect(bad.body[0].propertyName).toBe('baseUrl');
    const dup = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(healthy, { name: 'healthy nzb' })).expect(400);
    expect(dup.body[0]).toMatchObject({ propertyName: 'Name', errorMessage: 'Should be unique' });
    await app.api.post('/api/v1/indexer').send([1, 2]).expect(400);
  });

  it('updates with PUT (202), re-testing unless forceSave, and keeps the implementation', async () => {
    const created = await app.api.post('/api/v1/indexer').send(indexerBody(healthy, { name: 'To update' })).expect(201);
    const id = created.body.id;
    const update = { ...created.body, name: 'Updated', priority: 5 };
    const res = await app.api.put(`/api/v1/indexer/${id}`).send(update).expect(202);
    expect(res.body).toMatchObject({ id, name: 'Updated', priority: 5 });
    const withoutId = await app.api.put('/api/v1/indexer').send({ ...update, name: 'Updated again' }).expect(202);
    expect(withoutId.body.name).toBe('Updated again');
    const broken = { ...update, fields: update.fields.map((f: { name: string; value: unknown }) => (f.name === 'apiKey' ? { ...f, value: 'nope' } : f)) };
    await app.api.put(`/api/v1/indexer/${id}`).send(broken).expect(400);
    await app.api.put(`/api/v1/indexer/${id}?forceSave=true`).send(broken).expect(202);
    await app.api.put(`/api/v1/indexer/${id}?forceSave=true`).send({ ...update, implementation: 'Torznab' }).expect(400);
    await app.api.put('/api/v1/indexer/99999?forceSave=true').send(update).expect(404);
    await app.api.delete(`/api/v1/indexer/${id}`).expect(200);
    await app.api.get(`/api/v1/indexer/${id}`).expect(404);
    await app.api.delete(`/api/v1/indexer/${id}`).expect(404);
  });

  it('bulk-edits and bulk-deletes', async () => {
    const ids: number[] = [];
    for (const name of ['Bulk A', 'Bulk B']) {
      ids.push((await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(healthy, { name, tags: [1] })).expect(201)).body.id);
    }
    const res = await app.api.put('/api/v1/indexer/bulk').send({ ids, enable: false, priority: 7, tags: [2], applyTags: 'add' }).expect(202);
    expect(res.body.map((r: { enable: boolean; priority: number; tags: number[] }) => [r.enable, r.priority, r.tags])).toEqual([
      [false, 7, [1, 2]],
      [false, 7, [1, 2]],
    ]);
    await app.api.put('/api/v1/indexer/bulk').send({ ids: [...ids, 99999], enable: true }).expect(404);
    await app.api.put('/api/v1/indexer/bulk').send({ ids: [] }).expect(400);
    await app.api.put('/api/v1/indexer/bulk').send({ ids, appProfileId: 999 }).expect(400);
    const deleted = await app.api.delete('/api/v1/indexer/bulk').send({ ids }).expect(200);
    expect(deleted.body).toEqual({});
    for (const id of ids) await app.api.get(`/api/v1/indexer/${id}`).expect(404);
    await app.api.delete('/api/v1/indexer/bulk').send({ ids: 'all' }).expect(400);
  });

  it('answers 400 for a malformed id', async () => {
    await app.api.get('/api/v1/indexer/abc').expect(400);
  });
});
