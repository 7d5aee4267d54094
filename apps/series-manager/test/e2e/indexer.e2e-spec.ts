import { startFakeIndexer } from '@arrstack/newznab/testing';
import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

type FakeIndexer = Awaited<ReturnType<typeof startFakeIndexer>>;
type Field = { name: string; value?: unknown; selectOptions?: unknown[] };

function newznab(name: string, baseUrl: string, apiKey: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    implementation: 'Newznab',
    configContract: 'NewznabSettings',
    enableRss: true,
    enableAutomaticSearch: true,
    enableInteractiveSearch: true,
    priority: 25,
    tags: [],
    fields: [
      { name: 'baseUrl', value: baseUrl },
      { name: 'apiPath', value: '/api' },
      { name: 'apiKey', value: apiKey },
      { name: 'categories', value: [5030, 5040] },
    ],
    ...extra,
  };
}

const fieldValue = (fields: Field[], name: string) => fields.find((f) => f.name === name)?.value;

describe('indexer', () => {
  let app: TestApp;
  let fake: FakeIndexer;

  beforeAll(async () => {
    [app, fake] = await Promise.all([startTestApp(AppModule, APP), startFakeIndexer({ apiKey: 'fake-key', delayMs: 0 })]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), fake?.close()]);
  });
  beforeEach(() => {
    fake.setMode('healthy');
    fake.clearRequests();
  });

  it('serves the Newznab and Torznab templates with their fields', async () => {
    const schema = (await app.api.get('/api/v3/indexer/schema').expect(200)).body as Array<{ implementation: string; fields: Field[]; protocol: string; presets: unknown[] }>;
    expect(schema.map((s) => s.implementation)).toEqual(['Newznab', 'Torznab']);
    const [nzb, torznab] = schema;
    expect(nzb.protocol).toBe('usenet');
    expect(nzb.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['baseUrl', 'apiPath', 'apiKey', 'categories', 'animeCategories', 'additionalParameters']),
    );
    expect(nzb.fields.map((f) => f.name)).not.toContain('minimumSeeders');
    expect(fieldValue(nzb.fields, 'apiPath')).toBe('/api');
    expect(fieldValue(nzb.fields, 'categories')).toEqual([5030, 5040]);
    expect(nzb.fields.find((f) => f.name === 'categories')?.selectOptions?.length).toBeGreaterThan(10);
    expect(torznab.protocol).toBe('torrent');
    expect(torznab.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['minimumSeeders', 'seedCriteria.seedRatio', 'seedCriteria.seedTime', 'seedCriteria.seasonPackSeedTime']),
    );
    expect(fieldValue(torznab.fields, 'minimumSeeders')).toBe(1);
  });

  it('tests the indexer on POST and saves it: 201, Location, Sonarr shape', async () => {
    const res = await app.api.post('/api/v3/indexer').send(newznab('Fake', fake.url, 'fake-key')).expect(201);
    expect(res.headers.location).toMatch(new RegExp(`/api/v3/indexer/${res.body.id}$`));
    expect(res.body).toMatchObject({
      name: 'Fake',
      implementation: 'Newznab',
      implementationName: 'Newznab',
      configContract: 'NewznabSettings',
      protocol: 'usenet',
      enableRss: true,
      enableAutomaticSearch: true,
      enableInteractiveSearch: true,
      supportsRss: true,
      supportsSearch: true,
      priority: 25,
      downloadClientId: 0,
      tags: [],
    });
    expect(fieldValue(res.body.fields, 'baseUrl')).toBe(fake.url.replace(/\/+$/, ''));
    expect(fake.requests.map((r) => r.t)).toEqual(['caps', 'search']);
    const got = (await app.api.get(`/api/v3/indexer/${res.body.id}`).expect(200)).body;
    expect(got.name).toBe('Fake');
  });

  it('refuses to save an indexer whose test fails, unless forceSave', async () => {
    const body = newznab('Wrong key', fake.url, 'not-the-key');
    const failed = await app.api.post('/api/v3/indexer').send(body).expect(400);
    expect(failed.body[0]).toMatchObject({ propertyName: 'ApiKey', errorMessage: 'Invalid API Key', isWarning: false });
    expect(failed.body[0].infoLink).toContain('sonarr');
    const list = (await app.api.get('/api/v3/indexer').expect(200)).body as Array<{ name: string }>;
    expect(list.map((i) => i.name)).not.toContain('Wrong key');
    const forced = await app.api.post('/api/v3/indexer?forceSave=true').send(body).expect(201);
    expect(forced.body.name).toBe('Wrong key');
  });

  it('does not test a disabled indexer on save', async () => {
    fake.clearRequests();
    await app.api
      .post('/api/v3/indexer')
      .send(newznab('Disabled', 'http://127.0.0.1:1', '', { enableRss: false, enableAutomaticSearch: false, enableInteractiveSearch: false }))
      .expect(201);
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects bad input with the 400 array naming the field', async () => {
    const noUrl = await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Bad', 'not a url', 'k')).expect(400);
    expect(noUrl.body[0]).toMatchObject({ propertyName: 'baseUrl', severity: 'error' });
    const impl = await app.api.post('/api/v3/indexer').send({ ...newznab('Bad', fake.url, 'k'), implementation: 'Rarbg' }).expect(400);
    expect(impl.body[0].propertyName).toBe('Implementation');
    const priority = await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Bad', fake.url, 'k', { priority: 99 })).expect(400);
    expect(priority.body[0].propertyName).toBe('Priority');
    const noCats = newznab('Bad', fake.url, 'k');
    noCats.fields = noCats.fields.map((f) => (f.name === 'categories' ? { ...f, value: [] } : f));
    await app.api.post('/api/v3/indexer?forceSave=true').send(noCats).expect(400);
    const tags = await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Bad', fake.url, 'k', { tags: [999] })).expect(400);
    expect(tags.body[0].propertyName).toBe('Tags');
    await app.api.post('/api/v3/indexer').send('"text"').set('Content-Type', 'application/json').expect(400);
  });

  it('rejects a duplicate name', async () => {
    await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Twice', fake.url, 'fake-key')).expect(201);
    const dup = await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('twice', fake.url, 'fake-key')).expect(400);
    expect(dup.body[0]).toMatchObject({ propertyName: 'Name', errorMessage: 'Should be unique' });
  });

  it('updates with PUT (202), testing unless forceSave', async () => {
    const created = (await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Editable', fake.url, 'fake-key')).expect(201)).body;
    fake.setMode('failing');
    await app.api.put(`/api/v3/indexer/${created.id}`).send({ ...created, priority: 10 }).expect(400);
    const forced = await app.api.put(`/api/v3/indexer/${created.id}?forceSave=true`).send({ ...created, priority: 10 }).expect(202);
    expect(forced.body.priority).toBe(10);
    fake.setMode('healthy');
    const edited = await app.api.put('/api/v3/indexer').send({ ...created, name: 'Edited' }).expect(202);
    expect(edited.body.name).toBe('Edited');
    await app.api.put('/api/v3/indexer/99999').send({ ...created, id: 99999 }).expect(404);
  });

  it('tests a resource: 200 `{}` when it passes, the extended 400 array when it fails', async () => {
    const ok = await app.api.post('/api/v3/indexer/test').send(newznab('Probe', fake.url, 'fake-key')).expect(200);
    expect(ok.text).toBe('{}');
    fake.setMode('empty');
    const empty = await app.api.post('/api/v3/indexer/test').send(newznab('Probe', fake.url, 'fake-key')).expect(400);
    expect(empty.body[0]).toMatchObject({ errorCode: 'noResults', isWarning: false });
    fake.setMode('healthy');
    const refused = await app.api.post('/api/v3/indexer/test').send(newznab('Probe', 'http://127.0.0.1:1', 'k')).expect(400);
    expect(refused.body[0]).toMatchObject({ propertyName: 'BaseUrl', errorCode: 'unreachable' });
  });

  it('tests every enabled indexer with testall: 400 when any fails', async () => {
    const res = await app.api.post('/api/v3/indexer/testall').expect(400);
    const results = res.body as Array<{ id: number; isValid: boolean; validationFailures: unknown[] }>;
    const list = (await app.api.get('/api/v3/indexer').expect(200)).body as Array<{ id: number; name: string; enableRss: boolean }>;
    expect(results.map((r) => r.id).sort()).toEqual(list.filter((i) => i.name !== 'Disabled').map((i) => i.id).sort());
    expect(results.find((r) => r.id === list.find((i) => i.name === 'Wrong key')?.id)?.isValid).toBe(false);
    expect(results.find((r) => r.id === list.find((i) => i.name === 'Fake')?.id)?.isValid).toBe(true);
  });

  it('edits and deletes in bulk', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'usenet' }).expect(201)).body;
    const a = (await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Bulk A', fake.url, 'fake-key')).expect(201)).body;
    const b = (await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Bulk B', fake.url, 'fake-key')).expect(201)).body;
    const edited = await app.api
      .put('/api/v3/indexer/bulk')
      .send({ ids: [a.id, b.id], enableRss: false, priority: 5, tags: [tag.id], applyTags: 'add' })
      .expect(202);
    expect(edited.body).toHaveLength(2);
    for (const row of edited.body) expect(row).toMatchObject({ enableRss: false, priority: 5, tags: [tag.id] });
    await app.api.put('/api/v3/indexer/bulk').send({ ids: [] }).expect(400);
    await app.api.put('/api/v3/indexer/bulk').send({ ids: [a.id, 99999], priority: 5 }).expect(404);
    await app.api.delete('/api/v3/indexer/bulk').send({ ids: [a.id, b.id] }).expect(200);
    await app.api.get(`/api/v3/indexer/${a.id}`).expect(404);
    await app.api.get(`/api/v3/indexer/${b.id}`).expect(404);
  });

  it('deletes one indexer, then 404', async () => {
    const created = (await app.api.post('/api/v3/indexer?forceSave=true').send(newznab('Doomed', fake.url, 'fake-key')).expect(201)).body;
    await app.api.delete(`/api/v3/indexer/${created.id}`).expect(200);
    await app.api.get(`/api/v3/indexer/${created.id}`).expect(404);
    await app.api.delete(`/api/v3/indexer/${created.id}`).expect(404);
    await app.api.get('/api/v3/indexer/abc').expect(400);
  });

  it('keeps Torznab seed settings', async () => {
    const body = newznab('Torrents', fake.url, 'fake-key', { implementation: 'Torznab', configContract: 'TorznabSettings' });
    body.fields.push({ name: 'minimumSeeders', value: 3 } as never, { name: 'seedCriteria.seedRatio', value: 1.5 } as never);
    const res = await app.api.post('/api/v3/indexer?forceSave=true').send(body).expect(201);
    expect(res.body.protocol).toBe('torrent');
    expect(fieldValue(res.body.fields, 'minimumSeeders')).toBe(3);
    expect(fieldValue(res.body.fields, 'seedCriteria.seedRatio')).toBe(1.5);
    const bad = newznab('Torrents 2', fake.url, 'fake-key', { implementation: 'Torznab' });
    bad.fields.push({ name: 'minimumSeeders', value: -1 } as never);
    const failed = await app.api.post('/api/v3/indexer?forceSave=true').send(bad).expect(400);
    expect(failed.body[0].propertyName).toBe('minimumSeeders');
  });
});
