import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { craftZip, readZipEntries, startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { MIGRATIONS } from '../../src/database/migrations';

/** A backup made before the newest migration is restored at its own version, then migrated forward. */
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
    const newest = MIGRATIONS[MIGRATIONS.length - 1];
    const previous = MIGRATIONS[MIGRATIONS.length - 2];
    const tablesOfNewest = ['indexer_config', 'cached_release', 'pending_release', 'scheduled_task']; // created by the newest migration
    expect(new newest().name).toMatch(/^Search\d{13}$/);
    await app.api.put('/api/v3/config/indexer').send({ searchTimeout: 5 }).expect(202);

    await app.api.post('/api/v3/tag').send({ label: 'kept' }).expect(201);
    const command = await app.api.post('/api/v3/command').send({ name: 'Backup' }).expect(201);
    await waitForCommand(app, command.body.id);
    const [backup] = (await app.api.get('/api/v3/system/backup').expect(200)).body;
    const file = path.join(dataDir, APP.name, 'Backups', 'manual', backup.name);

    // Turn it into the backup the previous version would have written.
    const previousName = new previous().name as string;
    const older = craftZip(
      (await readZipEntries(file))
        .filter((e) => !tablesOfNewest.some((table) => e.name === `tables/${table}.jsonl`))
        .map((e) => {
          if (e.name !== 'manifest.json') return e;
          const manifest = JSON.parse(e.data.toString());
          manifest.migrationVersion = previousName;
          manifest.migrationTimestamp = Number(/(\d{13})$/.exec(previousName)![1]);
          manifest.tables = manifest.tables.filter((t: { name: string }) => !tablesOfNewest.includes(t.name));
          return { name: e.name, data: JSON.stringify(manifest) };
        }),
    );

    await app.api.delete(`/api/v3/tag/${(await app.api.get('/api/v3/tag')).body[0].id}`).expect(200);
    expect((await app.api.get('/api/v3/tag')).body).toEqual([]);
    await app.api.post('/api/v3/system/backup/restore/upload').attach('file', older, 'older.zip').expect(200);

    expect((await app.api.get('/api/v3/tag').expect(200)).body.map((t: { label: string }) => t.label)).toEqual(['kept']);
    // The newest migration ran again after the load: its tables are back, the settings at their defaults.
    expect((await app.api.get('/api/v3/config/indexer').expect(200)).body).toMatchObject({ searchTimeout: 30, rssSyncInterval: 15 });
    expect((await app.api.get('/api/v3/delayprofile').expect(200)).body.map((p: { id: number; order: number }) => [p.id, p.order])).toEqual([[1, 2147483647]]);
    expect((await app.api.get('/api/v3/system/status')).body.migrationVersion).toBe(MIGRATIONS.length);
  });
});
