import type { DynamicModule, Type } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ApiKeyHolder, CommandService, apiVersionOf, generateOpenApiDocument, pendingSchemaChanges, type AppInfo } from '@arrstack/core';
import { startTestApp, type TestApp } from './test-app';
import { waitForCommand } from './commands';

export interface SharedEndpointsSpec {
  appModule: Type<unknown> | DynamicModule;
  info: AppInfo;
  /** The app folder, holding the committed openapi.json. */
  appDir: string;
  /** Whether the app serves config/naming. */
  naming: boolean;
}

/**
 * The endpoints every service shares, tested through real HTTP against the real AppModule and
 * PostgreSQL: auth, system, host/ui/naming config, commands, errors, migrations and OpenAPI drift.
 */
export function describeSharedEndpoints(spec: SharedEndpointsSpec): void {
  const { info } = spec;
  const prefix = info.apiPrefix;

  describe(`${info.name} shared endpoints`, () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(spec.appModule, info);
    });
    afterAll(async () => {
      await app?.close();
    });

    describe('auth', () => {
      it('answers GET and HEAD /ping without a key', async () => {
        expect((await app.http.get('/ping').expect(200)).body).toEqual({ status: 'OK' });
        await app.http.head('/ping').expect(200);
      });

      it('returns 401 with an empty body without a key, with a wrong key, and for forwarded local addresses', async () => {
        for (const req of [
          app.http.get(`${prefix}/system/status`),
          app.http.get(`${prefix}/system/status`).set('X-Api-Key', 'wrong-key-wrong-key-wrong-key-00'),
          app.http.get(`${prefix}/system/status`).set('X-Forwarded-For', '127.0.0.1').set('X-Real-IP', '127.0.0.1'),
          app.http.get('/api'),
          app.http.post('/ping'),
        ]) {
          const res = await req.expect(401);
          expect(res.text).toBe('');
        }
      });

      it('accepts the key from the query, X-Api-Key and a Bearer token', async () => {
        await app.http.get(`${prefix}/system/status?apikey=${app.apiKey}`).expect(200);
        await app.http.get(`${prefix}/system/status`).set('x-api-key', app.apiKey).expect(200);
        await app.http.get(`${prefix}/system/status`).set('Authorization', `Bearer ${app.apiKey}`).expect(200);
      });

      it('serves the API docs anonymously', async () => {
        const res = await app.http.get('/openapi.json').expect(200);
        expect(res.body.components.securitySchemes).toHaveProperty('X-Api-Key');
        await app.http.get('/docs').redirects(1).expect(200);
      });
    });

    describe('system', () => {
      it('GET /api names the API version', async () => {
        expect((await app.api.get('/api').expect(200)).body).toEqual({ current: apiVersionOf(info), deprecated: [] });
      });

      it('GET system/status reports the anchor fields', async () => {
        const res = await app.api.get(`${prefix}/system/status`).expect(200);
        expect(res.headers['x-application-version']).toBe(info.version);
        expect(res.body).toMatchObject({
          appName: info.appName,
          instanceName: info.appName,
          version: info.version,
          databaseType: 'postgreSQL',
          urlBase: '',
          authentication: 'none',
        });
        expect(res.body.databaseVersion).toMatch(/^\d+\.\d+/);
        expect(res.body.migrationVersion).toBeGreaterThanOrEqual(1);
        expect(res.body.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      });

      it('GET health lists failing checks as an array', async () => {
        const res = await app.api.get(`${prefix}/health`).expect(200);
        expect(Array.isArray(res.body)).toBe(true);
      });

      it('GET system/routes answers text/plain, or JSON when asked', async () => {
        const text = await app.api.get(`${prefix}/system/routes`).expect(200);
        expect(text.headers['content-type']).toMatch(/text\/plain/);
        expect(text.text).toContain(`GET ${prefix}/system/status`);
        const json = await app.api.get(`${prefix}/system/routes`).set('Accept', 'application/json').expect(200);
        expect(json.body).toEqual(expect.arrayContaining([{ method: 'PUT', path: `${prefix}/config/host/:id` }, { method: 'GET', path: '/ping' }]));
      });

      it('answers an unknown API route with 404', async () => {
        await app.api.get(`${prefix}/no-such-thing`).expect(404);
      });
    });

    describe('config/host', () => {
      it('GET returns the resource with id 1 and never the password', async () => {
        const res = await app.api.get(`${prefix}/config/host`).expect(200);
        expect(res.body).toMatchObject({ id: 1, apiKey: app.apiKey, port: info.defaultPort, bindAddress: '*', backupInterval: 7, backupRetention: 28, password: '' });
      });

      it('PUT saves, returns 202 and applies the instance name', async () => {
        const current = (await app.api.get(`${prefix}/config/host`)).body;
        const res = await app.api.put(`${prefix}/config/host`).send({ ...current, instanceName: `${info.appName} Den` }).expect(202);
        expect(res.body.instanceName).toBe(`${info.appName} Den`);
        expect((await app.api.get(`${prefix}/system/status`)).body.instanceName).toBe(`${info.appName} Den`);
        await app.api.put(`${prefix}/config/host/1`).send({ instanceName: info.appName }).expect(202);
      });

      it('PUT refuses bad values with the anchors 400 array and changes nothing', async () => {
        const res = await app.api
          .put(`${prefix}/config/host`)
          .send({ port: 70000, backupInterval: 9, instanceName: 'Elsewhere', bindAddress: 'nowhere', authenticationMethod: 'magic' })
          .expect(400);
        const names = res.body.map((f: { propertyName: string }) => f.propertyName);
        expect(names).toEqual(expect.arrayContaining(['AuthenticationMethod']));
        const second = await app.api.put(`${prefix}/config/host`).send({ port: 70000, backupInterval: 9, instanceName: 'Elsewhere', bindAddress: 'nowhere' }).expect(400);
        expect(second.body.map((f: { propertyName: string }) => f.propertyName)).toEqual(expect.arrayContaining(['Port', 'BackupInterval', 'InstanceName', 'BindAddress']));
        expect(second.body[0]).toMatchObject({ severity: 'error', errorMessage: expect.any(String) });
        expect((await app.api.get(`${prefix}/config/host`)).body.backupInterval).toBe(7);
      });

      it('stores a password hashed and does not return it', async () => {
        await app.api.put(`${prefix}/config/host`).send({ authenticationMethod: 'forms', username: 'admin', password: 'pw1', passwordConfirmation: 'other' }).expect(400);
        const res = await app.api.put(`${prefix}/config/host`).send({ authenticationMethod: 'basic', username: 'admin', password: 'hunter22', passwordConfirmation: 'hunter22' }).expect(202);
        expect(res.body.password).toBe('');
        expect(JSON.stringify((await app.api.get(`${prefix}/config/host`)).body)).not.toContain('hunter22');
        await app.api.put(`${prefix}/config/host`).send({ authenticationMethod: 'none' }).expect(202);
      });

      it('a new apiKey works at once and the old one stops working', async () => {
        const oldKey = app.apiKey;
        const newKey = 'f'.repeat(32);
        await app.api.put(`${prefix}/config/host`).send({ apiKey: newKey }).expect(202);
        await app.http.get(`${prefix}/system/status`).set('X-Api-Key', oldKey).expect(401);
        await app.http.get(`${prefix}/system/status`).set('X-Api-Key', newKey).expect(200);
        await app.http.put(`${prefix}/config/host`).set('X-Api-Key', newKey).send({ apiKey: oldKey }).expect(202);
      });
    });

    describe('config/ui', () => {
      it('GET, PUT with 202, and 400 for bad values', async () => {
        const current = (await app.api.get(`${prefix}/config/ui`).expect(200)).body;
        expect(current).toMatchObject({ id: 1, theme: 'auto', firstDayOfWeek: 0 });
        const res = await app.api.put(`${prefix}/config/ui/1`).send({ ...current, theme: 'dark', firstDayOfWeek: 1 }).expect(202);
        expect(res.body).toMatchObject({ theme: 'dark', firstDayOfWeek: 1 });
        const bad = await app.api.put(`${prefix}/config/ui`).send({ theme: 'neon' }).expect(400);
        expect(bad.body[0].propertyName).toBe('Theme');
        expect((await app.api.get(`${prefix}/config/ui`)).body.theme).toBe('dark');
      });
    });

    (spec.naming ? describe : describe.skip)('config/naming', () => {
      it('GET returns the defaults and PUT refuses a format that cannot identify the file', async () => {
        const current = (await app.api.get(`${prefix}/config/naming`).expect(200)).body;
        expect(current.id).toBe(1);
        const formatField = Object.keys(current).find((k) => /^standard.*Format$|^recordingFormat$/.test(k))!;
        const bad = await app.api.put(`${prefix}/config/naming`).send({ ...current, [formatField]: '{Quality Full}' }).expect(400);
        expect(bad.body.map((f: { propertyName: string }) => f.propertyName)).toContain(formatField[0].toUpperCase() + formatField.slice(1));
        const ok = await app.api.put(`${prefix}/config/naming`).send({ ...current, replaceIllegalCharacters: false }).expect(202);
        expect(ok.body.replaceIllegalCharacters).toBe(false);
        expect((await app.api.get(`${prefix}/config/naming`)).body.replaceIllegalCharacters).toBe(false);
      });

      it('GET examples renders names with the stored or the queried formats', async () => {
        const res = await app.api.get(`${prefix}/config/naming/examples`).expect(200);
        if (info.name === 'livetv-manager') {
          expect(res.body).toEqual({});
          return;
        }
        const names = Object.values(res.body) as string[];
        expect(names.length).toBeGreaterThan(1);
        expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
        const current = (await app.api.get(`${prefix}/config/naming`)).body;
        const formatField = Object.keys(current).find((k) => /^standard.*Format$/.test(k))!;
        const custom = await app.api.get(`${prefix}/config/naming/examples`).query({ [formatField]: `${current[formatField]} EXAMPLE` }).expect(200);
        expect(Object.values(custom.body).some((n) => String(n).includes('EXAMPLE'))).toBe(true);
        // An invalid format has no example (null, which the anchors' JSON leaves out).
        const invalid = await app.api.get(`${prefix}/config/naming/examples`).query({ [formatField]: '{Quality Full}' }).expect(200);
        expect(Object.keys(invalid.body).length).toBeLessThan(names.length);
      });
    });

    describe('commands', () => {
      it('POST queues a known command with 201 and Location, and it completes', async () => {
        const res = await app.api.post(`${prefix}/command`).send({ name: 'checkhealth' }).expect(201);
        expect(res.headers.location).toBe(`${prefix}/command/${res.body.id}`);
        expect(res.body).toMatchObject({ name: 'CheckHealth', commandName: 'Check Health', trigger: 'manual' });
        const done = await waitForCommand(app, res.body.id);
        expect(done).toMatchObject({ status: 'completed', result: 'successful' });
        expect(done.ended).toBeDefined();
        expect(done.duration).toMatch(/^\d\d:\d\d:\d\d\.\d{7}$/);
        const list = await app.api.get(`${prefix}/command`).expect(200);
        expect(list.body.map((c: { id: number }) => c.id)).toContain(res.body.id);
      });

      it('refuses an unknown or missing name with a clear 400', async () => {
        const unknown = await app.api.post(`${prefix}/command`).send({ name: 'MakeCoffee' }).expect(400);
        expect(unknown.body[0]).toMatchObject({ propertyName: 'Name', errorMessage: expect.stringContaining("Unknown command 'MakeCoffee'") });
        await app.api.post(`${prefix}/command`).send({}).expect(400);
      });

      it('answers 404 for an unknown command id and 400 for a malformed one', async () => {
        await app.api.get(`${prefix}/command/999999`).expect(404);
        await app.api.get(`${prefix}/command/abc`).expect(400);
      });

      it('ResetApiKey replaces the key', async () => {
        const res = await app.api.post(`${prefix}/command`).send({ name: 'ResetApiKey' }).expect(201);
        const [done] = await app.running.app.get(CommandService).waitFor([res.body.id]);
        expect(done.status).toBe('completed');
        await app.api.get(`${prefix}/system/status`).expect(401);
        const newKey = app.running.app.get(ApiKeyHolder).get()!;
        expect(newKey).toMatch(/^[0-9a-f]{32}$/);
        await app.http.put(`${prefix}/config/host`).set('X-Api-Key', newKey).send({ apiKey: app.apiKey }).expect(202);
      });
    });

    describe('errors', () => {
      it('answers malformed JSON with 400, not 500', async () => {
        const res = await app.api.put(`${prefix}/config/ui`).set('Content-Type', 'application/json').send('{"theme": ').expect(400);
        expect(res.body).toMatchObject({ status: 400 });
      });

      it('answers a body of the wrong type with 400', async () => {
        await app.api.put(`${prefix}/config/ui`).send([1, 2]).expect(400);
        await app.api.put(`${prefix}/config/host`).set('Content-Type', 'application/json').send('"text"').expect(400);
      });
    });

    describe('schema', () => {
      it('has entities and migrations that agree', async () => {
        const changes = await pendingSchemaChanges(app.running.app.get(DataSource));
        expect(changes.up).toEqual([]);
      });

      it('has a committed openapi.json that matches the code', async () => {
        const generated = await generateOpenApiDocument(spec.appModule, info);
        const committedPath = path.join(spec.appDir, 'openapi.json');
        expect(fs.existsSync(committedPath)).toBe(true);
        const committed = JSON.parse(fs.readFileSync(committedPath, 'utf8'));
        // Regenerate with `pnpm --filter @arrstack/<app> openapi:generate` after changing the API.
        expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
      });
    });
  });
}
