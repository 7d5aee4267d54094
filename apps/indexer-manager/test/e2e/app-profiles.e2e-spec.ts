import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { indexerBody } from '../support/indexers';

describe('appprofile (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('starts with the Standard profile', async () => {
    const res = await app.api.get('/api/v1/appprofile').expect(200);
    expect(res.body).toEqual([
      { id: 1, name: 'Standard', enableRss: true, enableAutomaticSearch: true, enableInteractiveSearch: true, minimumSeeders: 1 },
    ]);
  });

  it('serves a blank template from schema', async () => {
    const res = await app.api.get('/api/v1/appprofile/schema').expect(200);
    expect(res.body).toMatchObject({ id: 0, enableRss: true, enableAutomaticSearch: true, enableInteractiveSearch: true, minimumSeeders: 1 });
  });

  it('creates, reads, updates and deletes a profile', async () => {
    const created = await app.api
      .post('/api/v1/appprofile')
      .send({ name: 'Interactive only', enableRss: false, enableAutomaticSearch: false, enableInteractiveSearch: true, minimumSeeders: 5 })
      .expect(201);
    expect(created.headers.location).toBe(`/api/v1/appprofile/${created.body.id}`);
    expect(created.body).toMatchObject({ name: 'Interactive only', enableRss: false, enableAutomaticSearch: false, minimumSeeders: 5 });
    const id = created.body.id;
    const updated = await app.api.put(`/api/v1/appprofile/${id}`).send({ ...created.body, minimumSeeders: 2 }).expect(202);
    expect(updated.body.minimumSeeders).toBe(2);
    expect((await app.api.get(`/api/v1/appprofile/${id}`).expect(200)).body.minimumSeeders).toBe(2);
    expect((await app.api.delete(`/api/v1/appprofile/${id}`).expect(200)).body).toEqual({});
    await app.api.get(`/api/v1/appprofile/${id}`).expect(404);
    await app.api.put(`/api/v1/appprofile/${id}`).send(created.body).expect(404);
  });

  it('rejects a profile without a name', async () => {
    const res = await app.api.post('/api/v1/appprofile').send({ enableRss: true }).expect(400);
    expect(res.body[0]).toMatchObject({ propertyName: 'Name', severity: 'error' });
    await app.api.post('/api/v1/appprofile').send({ name: 'x', minimumSeeders: 'many' }).expect(400);
  });

  it('refuses to delete a profile an indexer uses, or the last profile', async () => {
    const profile = await app.api.post('/api/v1/appprofile').send({ name: 'Used' }).expect(201);
    const indexer = await app.api
      .post('/api/v1/indexer?forceSave=true')
      .send(indexerBody({ url: 'http://127.0.0.1:9' }, { appProfileId: profile.body.id, enable: false }))
      .expect(201);
    expect(indexer.body.appProfileId).toBe(profile.body.id);
    const res = await app.api.delete(`/api/v1/appprofile/${profile.body.id}`).expect(409);
    expect(res.body.message).toBe(`Profile [${profile.body.id}] is in use.`);
    await app.api.delete(`/api/v1/indexer/${indexer.body.id}`).expect(200);
    await app.api.delete(`/api/v1/appprofile/${profile.body.id}`).expect(200);
    await app.api.delete('/api/v1/appprofile/1').expect(409);
  });
});
