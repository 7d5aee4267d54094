import { createTestDatabase, startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

interface Item {
  id?: number;
  name?: string;
  quality?: { id: number; name: string };
  items: Item[];
  allowed: boolean;
}

function allowOnly(items: Item[], qualityIds: number[]): Item[] {
  return items.map((item) =>
    item.quality
      ? { ...item, allowed: qualityIds.includes(item.quality.id) }
      : { ...item, allowed: item.items.some((member) => qualityIds.includes(member.quality!.id)) },
  );
}

describe('quality definitions and profiles', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('seeds one definition per Sonarr quality, in weight order', async () => {
    const definitions = (await app.api.get('/api/v3/qualitydefinition').expect(200)).body as Array<{
      id: number;
      title: string;
      weight: number;
      quality: { id: number; name: string; source: string; resolution: number };
      minSize: number;
      maxSize?: number;
    }>;
    expect(definitions).toHaveLength(22);
    const weights = definitions.map((d) => d.weight);
    expect([...weights].sort((a, b) => a - b)).toEqual(weights);
    const hdtv = definitions.find((d) => d.quality.id === 4)!;
    expect(hdtv).toMatchObject({ title: 'HDTV-720p', quality: { name: 'HDTV-720p', source: 'television', resolution: 720 } });
    const remux = definitions.find((d) => d.quality.id === 21)!;
    expect(remux.maxSize).toBeUndefined();
    expect((await app.api.get(`/api/v3/qualitydefinition/${hdtv.id}`).expect(200)).body.title).toBe('HDTV-720p');
  });

  it('updates a definition and rejects sizes out of order', async () => {
    const [first] = (await app.api.get('/api/v3/qualitydefinition').expect(200)).body;
    const res = await app.api.put(`/api/v3/qualitydefinition/${first.id}`).send({ ...first, title: 'Mystery', minSize: 5, maxSize: 60, preferredSize: 30 }).expect(202);
    expect(res.body).toMatchObject({ id: first.id, title: 'Mystery', minSize: 5, maxSize: 60, preferredSize: 30 });
    const bad = await app.api.put(`/api/v3/qualitydefinition/${first.id}`).send({ ...first, minSize: 80, maxSize: 60 }).expect(400);
    expect(bad.body[0].propertyName).toBe('MaxSize');
    expect((await app.api.get(`/api/v3/qualitydefinition/${first.id}`)).body.minSize).toBe(5);
  });

  it('updates several definitions at once, all or nothing', async () => {
    const definitions = (await app.api.get('/api/v3/qualitydefinition').expect(200)).body;
    const [a, b] = definitions.slice(1, 3);
    await app.api.put('/api/v3/qualitydefinition/update').send([{ ...a, minSize: 3 }, { ...b, minSize: -1 }]).expect(400);
    expect((await app.api.get(`/api/v3/qualitydefinition/${a.id}`)).body.minSize).toBe(a.minSize);
    const ok = await app.api.put('/api/v3/qualitydefinition/update').send([{ ...a, minSize: 3 }, { ...b, minSize: 3 }]).expect(202);
    expect(ok.body.map((d: { minSize: number }) => d.minSize)).toEqual([3, 3]);
  });

  it('seeds the default Sonarr profiles with grouped items', async () => {
    const profiles = (await app.api.get('/api/v3/qualityprofile').expect(200)).body as Array<{ name: string; cutoff: number; items: Item[] }>;
    expect(profiles.map((p) => p.name)).toEqual(['Any', 'SD', 'HD-720p', 'HD-1080p', 'Ultra-HD', 'HD - 720p/1080p']);
    const hd720 = profiles.find((p) => p.name === 'HD-720p')!;
    expect(hd720.cutoff).toBe(4);
    const web720 = hd720.items.find((item) => item.name === 'WEB 720p')!;
    expect(web720).toMatchObject({ id: expect.any(Number), allowed: true });
    expect(web720.items.map((member) => member.quality!.name).sort()).toEqual(['WEBDL-720p', 'WEBRip-720p']);
    const sdtv = hd720.items.find((item) => item.quality?.id === 1)!;
    expect(sdtv.allowed).toBe(false);
  });

  it('serves a schema with every quality and none allowed', async () => {
    const schema = (await app.api.get('/api/v3/qualityprofile/schema').expect(200)).body as { items: Item[] };
    const qualities = schema.items.flatMap((item) => (item.quality ? [item.quality.id] : item.items.map((m) => m.quality!.id)));
    expect(qualities).toHaveLength(22);
    expect(schema.items.every((item) => !item.allowed)).toBe(true);
  });

  it('creates, reads, updates and deletes a profile', async () => {
    const schema = (await app.api.get('/api/v3/qualityprofile/schema')).body;
    const body = { ...schema, name: 'Bluray only', cutoff: 7, upgradeAllowed: true, items: allowOnly(schema.items, [6, 7]) };
    delete body.id;
    const created = await app.api.post('/api/v3/qualityprofile').send(body).expect(201);
    expect(created.body).toMatchObject({ name: 'Bluray only', cutoff: 7, upgradeAllowed: true, minUpgradeFormatScore: 1 });
    expect(created.headers.location).toMatch(new RegExp(`/qualityprofile/${created.body.id}$`));
    const renamed = await app.api.put(`/api/v3/qualityprofile/${created.body.id}`).send({ ...created.body, name: 'Bluray' }).expect(202);
    expect(renamed.body.name).toBe('Bluray');
    await app.api.delete(`/api/v3/qualityprofile/${created.body.id}`).expect(200);
    await app.api.get(`/api/v3/qualityprofile/${created.body.id}`).expect(404);
  });

  it('rejects a cutoff that is not allowed, missing qualities and a duplicate name', async () => {
    const schema = (await app.api.get('/api/v3/qualityprofile/schema')).body;
    const cutoff = await app.api.post('/api/v3/qualityprofile').send({ ...schema, id: undefined, name: 'X', cutoff: 1, items: allowOnly(schema.items, [7]) }).expect(400);
    expect(cutoff.body[0].propertyName).toBe('Cutoff');
    const missing = await app.api.post('/api/v3/qualityprofile').send({ ...schema, id: undefined, name: 'Y', cutoff: 7, items: allowOnly(schema.items, [7]).slice(1) }).expect(400);
    expect(missing.body.map((f: { propertyName: string }) => f.propertyName)).toContain('Items');
    const noName = await app.api.post('/api/v3/qualityprofile').send({ ...schema, id: undefined, name: '', cutoff: 7, items: allowOnly(schema.items, [7]) }).expect(400);
    expect(noName.body[0].propertyName).toBe('Name');
    await app.api.post('/api/v3/qualityprofile').send({ ...schema, id: undefined, name: 'any', cutoff: 7, items: allowOnly(schema.items, [7]) }).expect(409);
    await app.api.post('/api/v3/qualityprofile').send('"nope"').set('Content-Type', 'application/json').expect(400);
  });

  it('answers 404 for a profile or definition that does not exist', async () => {
    await app.api.get('/api/v3/qualityprofile/9999').expect(404);
    await app.api.delete('/api/v3/qualityprofile/9999').expect(404);
    await app.api.get('/api/v3/qualitydefinition/9999').expect(404);
  });

  it('seeds the defaults once when two replicas start together on an empty database', async () => {
    const database = await createTestDatabase('quality_replicas');
    const replicas = await Promise.all([startTestApp(AppModule, APP, { database }), startTestApp(AppModule, APP, { database })]);
    try {
      expect((await replicas[0].api.get('/api/v3/qualityprofile').expect(200)).body).toHaveLength(6);
      expect((await replicas[1].api.get('/api/v3/qualitydefinition').expect(200)).body).toHaveLength(22);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await database.drop();
    }
  });
});
