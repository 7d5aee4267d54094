import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { craftZip, readZipEntries, startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { MIGRATIONS } from '../../src/database/migrations';

/** A backup made before a newer migration is restored at its own version, then migrated forward. */
describe('restoring a backup from an older version', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-older-'));
    app = await startTestApp(AppModule, APP, { env: { ARRSTACK_DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('rebuilds the old schema, loads the rows and runs the newer migrations', async () => {
    // The backup is made as it was before the newest migration that creates a table: that migration and every
    // later one run again after the restore, so the tables they create must not be in the older archive.
    const created = MIGRATIONS.map((migration) => createdTables(migration));
    const newestIndex = created.findLastIndex((tables) => tables.length > 0);
    expect(newestIndex).toBeGreaterThan(0);
    const previous = MIGRATIONS[newestIndex - 1];
    const newerTables = new Set(created.slice(newestIndex).flat());

    await app.api.post('/api/v3/tag').send({ label: 'kept' }).expect(201);
    const command = await app.api.post('/api/v3/command').send({ name: 'Backup' }).expect(201);
    await waitForCommand(app, command.body.id);
    const [backup] = (await app.api.get('/api/v3/system/backup').expect(200)).body;
    const file = path.join(dataDir, APP.name, 'Backups', 'manual', backup.name);

    // Turn it into the backup the previous version would have written.
    const previousName = new previous().name as string;
    const older = craftZip(
      (await readZipEntries(file))
        .filter((e) => !newerTables.has(/^tables\/(.+)\.jsonl$/.exec(e.name)?.[1] ?? ''))
        .map((e) => {
          if (e.name !== 'manifest.json') return e;
          const manifest = JSON.parse(e.data.toString());
          manifest.migrationVersion = previousName;
          manifest.migrationTimestamp = Number(/(\d{13})$/.exec(previousName)![1]);
          manifest.tables = manifest.tables.filter((t: { name: string }) => !newerTables.has(t.name));
          return { name: e.name, data: JSON.stringify(manifest) };
        }),
    );

    await app.api.delete(`/api/v3/tag/${(await app.api.get('/api/v3/tag')).body[0].id}`).expect(200);
    expect((await app.api.get('/api/v3/tag')).body).toEqual([]);
    await app.api.post('/api/v3/system/backup/restore/upload').attach('file', older, 'older.zip').expect(200);

    expect((await app.api.get('/api/v3/tag').expect(200)).body.map((t: { label: string }) => t.label)).toEqual(['kept']);
    // The newer migrations ran again after the load: their tables are back.
    const dataSource = app.running.app.get(DataSource);
    const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
    const tables: Array<{ name: string }> = await dataSource.query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1`, [schema]);
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining([...newerTables]));
    expect((await app.api.get('/api/v3/system/status')).body.migrationVersion).toBe(MIGRATIONS.length);
    const indexes: unknown[] = await dataSource.query(`SELECT 1 FROM pg_indexes WHERE schemaname = $1 AND indexname = 'IDX_episode_missing_air_date'`, [schema]);
    expect(indexes).toHaveLength(1);
  });
});

/** Tables a migration creates, read from its SQL (generated migrations quote `"schema"."table"`). */
function createdTables(migration: (typeof MIGRATIONS)[number]): string[] {
  const source = migration.prototype.up.toString();
  return [...source.matchAll(/CREATE TABLE (?:"[^"]+"\.)?"([^"]+)"/g)].map((match) => match[1]);
}
