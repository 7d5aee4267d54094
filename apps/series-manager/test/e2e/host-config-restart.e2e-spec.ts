import net from 'node:net';
import { createTestDatabase, startTestApp, type TestDatabase } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('host config settings that apply on restart', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('restart');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('starts on the stored port and URL base when the environment sets neither', async () => {
    const port = await freePort();
    const first = await startTestApp(AppModule, APP, { database });
    const saved = await first.api.put('/api/v3/config/host').send({ urlBase: 'tv/', port }).expect(202);
    expect(saved.body).toMatchObject({ urlBase: '/tv', port });
    await first.close();

    const second = await startTestApp(AppModule, APP, { database, env: { PORT: undefined, URL_BASE: undefined } });
    try {
      expect(second.url).toBe(`http://127.0.0.1:${port}/tv`);
      // The test client's base URL already carries the URL base.
      const status = await second.api.get('/api/v3/system/status').expect(200);
      expect(status.body.urlBase).toBe('/tv');
      const direct = await fetch(`http://127.0.0.1:${port}/tv/api/v3/system/status`, { headers: { 'X-Api-Key': second.apiKey } });
      expect(direct.status).toBe(200);
      await second.http.get('/ping').expect(200);
      const routes = await second.api.get('/api/v3/system/routes').set('Accept', 'application/json').expect(200);
      expect(routes.body).toContainEqual({ method: 'GET', path: '/tv/api/v3/system/status' });
    } finally {
      await second.close();
    }
  });

  it('lets PORT and URL_BASE from the environment win over the stored values', async () => {
    const third = await startTestApp(AppModule, APP, { database, env: { URL_BASE: '' } });
    try {
      expect(third.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await third.api.get('/api/v3/system/status').expect(200)).body.urlBase).toBe('');
    } finally {
      await third.close();
    }
  });
});
