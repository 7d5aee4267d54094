import type { DynamicModule, Type } from '@nestjs/common';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppInfo } from '@arrstack/core';
import { craftZip, readZipEntries } from './craft-zip';
import { startTestApp, type TestApp } from './test-app';
import { waitForCommand } from './commands';

export interface BackupRestoreSpec {
  appModule: Type<unknown> | DynamicModule;
  info: AppInfo;
}

const SIZE_LIMIT = 64 * 1024;

/**
 * Backup → change data → restore brings it back; every bad archive is refused with the data intact.
 * Runs against the real app, its real schema and real files.
 */
export function describeBackupRestore(spec: BackupRestoreSpec): void {
  const prefix = spec.info.apiPrefix;

  describe(`${spec.info.name} backup and restore`, () => {
    let app: TestApp;
    let dataDir: string;
    let backup: { id: number; name: string; path: string; type: string; size: number; time: string };
    let archive: Buffer;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-backup-test-'));

    const uiTheme = async () => (await app.api.get(`${prefix}/config/ui`).expect(200)).body.theme as string;
    const upload = (endpoint: string, content: Buffer, fileName: string) =>
      app.api.post(`${prefix}/system/backup/${endpoint}`).attach('file', content, fileName);

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-data-'));
      app = await startTestApp(spec.appModule, spec.info, { env: { ARRSTACK_DATA_DIR: dataDir, BACKUP_MAX_BYTES: String(SIZE_LIMIT) } });
      await app.api.put(`${prefix}/config/ui`).send({ theme: 'dark' }).expect(202);
      const created = await app.api.post(`${prefix}/command`).send({ name: 'Backup' }).expect(201);
      expect(await waitForCommand(app, created.body.id)).toMatchObject({ status: 'completed' });
      const list = await app.api.get(`${prefix}/system/backup`).expect(200);
      backup = list.body[0];
      archive = (await app.api.get(`${prefix}/system/backup/${backup.id}/download`).buffer(true).parse(binaryParser as never).expect(200)).body;
    });
    afterAll(async () => {
      await app?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(workDir, { recursive: true, force: true });
    });

    it('lists the manual backup as the anchors do', () => {
      expect(backup).toMatchObject({ type: 'manual', path: `/backup/manual/${backup.name}` });
      expect(backup.id).toBeGreaterThan(0);
      expect(backup.size).toBeGreaterThan(0);
      expect(backup.name).toMatch(/\.zip$/);
      expect(archive.subarray(0, 2).toString()).toBe('PK');
      expect(fs.existsSync(path.join(dataDir, spec.info.name, 'Backups', 'manual', backup.name))).toBe(true);
    });

    it('serves the archive at the listed path', async () => {
      const res = await app.api.get(backup.path).buffer(true).parse(binaryParser as never).expect(200);
      expect(Buffer.compare(res.body, archive)).toBe(0);
      await app.http.get(backup.path).expect(401);
    });

    it('restores by id: changed data comes back and the API key keeps working', async () => {
      await app.api.put(`${prefix}/config/ui`).send({ theme: 'light' }).expect(202);
      const res = await app.api.post(`${prefix}/system/backup/restore/${backup.id}`).expect(200);
      expect(res.body).toEqual({ restartRequired: false });
      expect(await uiTheme()).toBe('dark');
    });

    it('restores through the spec route with a JSON id and with an upload', async () => {
      await app.api.put(`${prefix}/config/ui`).send({ theme: 'light' }).expect(202);
      await app.api.post(`${prefix}/system/backup/restore`).send({ id: backup.id }).expect(200);
      expect(await uiTheme()).toBe('dark');
      await app.api.put(`${prefix}/config/ui`).send({ theme: 'light' }).expect(202);
      await upload('restore', archive, 'mine.zip').expect(200);
      expect(await uiTheme()).toBe('dark');
      await app.api.put(`${prefix}/config/ui`).send({ theme: 'light' }).expect(202);
      await upload('restore/upload', archive, backup.name).expect(200);
      expect(await uiTheme()).toBe('dark');
      await app.api.put(`${prefix}/config/ui`).send({ theme: 'light' }).expect(202);
    });

    describe('refuses bad archives and leaves the data untouched', () => {
      const entries = async () => {
        const file = path.join(workDir, 'good.zip');
        fs.writeFileSync(file, archive);
        return readZipEntries(file);
      };
      const withManifest = async (change: (manifest: Record<string, unknown>) => void) => {
        const all = await entries();
        return craftZip(
          all.map((e) => {
            if (e.name !== 'manifest.json') return e;
            const manifest = JSON.parse(e.data.toString());
            change(manifest);
            return { name: e.name, data: JSON.stringify(manifest) };
          }),
        );
      };

      it.each([
        ['a truncated file', async () => archive.subarray(0, Math.floor(archive.length / 2))],
        ['a zip with a ../ path', async () => craftZip([...(await entries()), { name: '../evil.txt', data: 'x' }])],
        ['a zip with an absolute path', async () => craftZip([...(await entries()), { name: '/etc/evil', data: 'x' }])],
        ["another app's backup", async () => withManifest((m) => (m.app = spec.info.name === 'movie-manager' ? 'series-manager' : 'movie-manager'))],
        ['a backup from a newer version', async () => withManifest((m) => (m.migrationTimestamp = Number(m.migrationTimestamp) + 10_000_000))],
        ['a file that is not a zip', async () => Buffer.from('this is not a zip archive at all')],
        ['a file over the size limit', async () => Buffer.concat([archive, Buffer.alloc(SIZE_LIMIT)])],
        [
          'a zip whose table data was tampered with',
          async () => craftZip((await entries()).map((e) => (e.name.startsWith('tables/') && e.data.length > 2 ? { name: e.name, data: e.data.toString().replace(/dark/g, 'neon') } : e))),
        ],
      ])('%s → 400', async (_label, make) => {
        const res = await upload('restore/upload', await make(), 'bad.zip').expect(400);
        expect(res.body[0]).toMatchObject({ propertyName: 'File', severity: 'error' });
        expect(await uiTheme()).toBe('light');
      });

      it('a wrong extension → 415', async () => {
        await upload('restore/upload', archive, 'backup.tar').expect(415);
        expect(await uiTheme()).toBe('light');
      });

      it('no file → 400, unknown id → 404', async () => {
        await app.api.post(`${prefix}/system/backup/restore/upload`).expect(400);
        await app.api.post(`${prefix}/system/backup/restore/987654`).expect(404);
        await app.api.post(`${prefix}/system/backup/restore`).send({}).expect(400);
        expect(await uiTheme()).toBe('light');
      });
    });

    it('deletes a backup with 200 {} and then 404', async () => {
      const res = await app.api.delete(`${prefix}/system/backup/${backup.id}`).expect(200);
      expect(res.body).toEqual({});
      await app.api.delete(`${prefix}/system/backup/${backup.id}`).expect(404);
      expect((await app.api.get(`${prefix}/system/backup`)).body).toEqual([]);
    });
  });
}

function binaryParser(res: NodeJS.ReadableStream & { setEncoding(e: string): void }, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
