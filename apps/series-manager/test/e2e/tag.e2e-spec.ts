import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

describe('tag', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a tag with a lower-cased label, 201 and Location', async () => {
    const res = await app.api.post('/api/v3/tag').send({ label: 'Kids' }).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), label: 'kids' });
    expect(res.headers.location).toMatch(new RegExp(`/api/v3/tag/${res.body.id}$`));
    expect((await app.api.get(`/api/v3/tag/${res.body.id}`).expect(200)).body.label).toBe('kids');
  });

  it('returns the existing tag when the label is added again in another case', async () => {
    const first = await app.api.post('/api/v3/tag').send({ label: 'anime' }).expect(201);
    const second = await app.api.post('/api/v3/tag').send({ label: 'ANIME' }).expect(201);
    expect(second.body.id).toBe(first.body.id);
    const all = (await app.api.get('/api/v3/tag').expect(200)).body as Array<{ label: string }>;
    expect(all.filter((tag) => tag.label === 'anime')).toHaveLength(1);
  });

  it('rejects an empty or malformed label with the 400 array', async () => {
    const empty = await app.api.post('/api/v3/tag').send({ label: '' }).expect(400);
    expect(empty.body[0]).toMatchObject({ propertyName: 'Label', severity: 'error' });
    const spaced = await app.api.post('/api/v3/tag').send({ label: 'two words' }).expect(400);
    expect(spaced.body[0].errorMessage).toBe('Allowed characters a-z, 0-9 and -');
  });

  it('renames with PUT (202), with or without the id in the path, and 409 on a label in use', async () => {
    const a = (await app.api.post('/api/v3/tag').send({ label: 'old-name' }).expect(201)).body;
    await app.api.post('/api/v3/tag').send({ label: 'taken' }).expect(201);
    const renamed = await app.api.put(`/api/v3/tag/${a.id}`).send({ id: a.id, label: 'New-Name' }).expect(202);
    expect(renamed.body).toEqual({ id: a.id, label: 'new-name' });
    await app.api.put('/api/v3/tag').send({ id: a.id, label: 'newer' }).expect(202);
    await app.api.put(`/api/v3/tag/${a.id}`).send({ label: 'taken' }).expect(409);
  });

  it('deletes a tag, then 404', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'doomed' }).expect(201)).body;
    await app.api.delete(`/api/v3/tag/${tag.id}`).expect(200);
    await app.api.get(`/api/v3/tag/${tag.id}`).expect(404);
    await app.api.delete(`/api/v3/tag/${tag.id}`).expect(404);
    await app.api.put(`/api/v3/tag/${tag.id}`).send({ label: 'x' }).expect(404);
  });

  it('lists details with usage arrays', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'detailed' }).expect(201)).body;
    const detail = (await app.api.get(`/api/v3/tag/detail/${tag.id}`).expect(200)).body;
    expect(detail).toMatchObject({ id: tag.id, label: 'detailed', seriesIds: [], delayProfileIds: [], indexerIds: [] });
    const all = (await app.api.get('/api/v3/tag/detail').expect(200)).body as Array<{ id: number }>;
    expect(all.map((t) => t.id)).toContain(tag.id);
    await app.api.get('/api/v3/tag/detail/99999').expect(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    await app.api.get('/api/v3/tag/abc').expect(400);
  });
});
