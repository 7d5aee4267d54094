import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

describe('series-manager boots', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers ping anonymously', async () => {
    const res = await app.http.get('/ping').expect(200);
    expect(res.body).toEqual({ status: 'OK' });
  });

  it('reports status', async () => {
    const res = await app.api.get('/api/v3/system/status').expect(200);
    expect(res.body).toMatchObject({ appName: 'Sonarr', databaseType: 'postgreSQL' });
  });
});
