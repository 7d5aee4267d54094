import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

describe('rootfolder', () => {
  let app: TestApp;
  let scratch: string;

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'series-roots-')));
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  function folder(name: string, children: string[] = []): string {
    const dir = path.join(scratch, name);
    fs.mkdirSync(dir, { recursive: true });
    for (const child of children) fs.mkdirSync(path.join(dir, child), { recursive: true });
    return dir;
  }

  it('adds a root folder (201, Location) with free space and unmapped folders sorted, junk dropped', async () => {
    const root = folder('tv', ['The Wire', 'Breaking Bad', '@eaDir', '$RECYCLE.BIN', '.hidden']);
    fs.writeFileSync(path.join(root, 'notes.txt'), 'x');
    const res = await app.api.post('/api/v3/rootfolder').send({ path: `${root}/` }).expect(201);
    expect(res.headers.location).toMatch(new RegExp(`/rootfolder/${res.body.id}$`));
    expect(res.body).toMatchObject({ path: root, accessible: true });
    expect(res.body.freeSpace).toBeGreaterThan(0);
    expect(res.body.unmappedFolders).toEqual([
      { name: 'Breaking Bad', path: path.join(root, 'Breaking Bad'), relativePath: 'Breaking Bad' },
      { name: 'The Wire', path: path.join(root, 'The Wire'), relativePath: 'The Wire' },
    ]);
    const listed = (await app.api.get('/api/v3/rootfolder').expect(200)).body;
    expect(listed.map((r: { path: string }) => r.path)).toContain(root);
  });

  it('rejects a duplicate, a relative path, a missing folder, a file and a system folder with 400 on Path', async () => {
    const root = folder('dupe');
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    const cases = [root, `${root}/../dupe`, 'relative/tv', path.join(scratch, 'missing'), path.join(scratch, 'tv', 'notes.txt'), '/etc', '/', ''];
    for (const candidate of cases) {
      const res = await app.api.post('/api/v3/rootfolder').send({ path: candidate }).expect(400);
      expect(res.body[0]).toMatchObject({ propertyName: 'Path', severity: 'error' });
    }
    await app.api.post('/api/v3/rootfolder').send({}).expect(400);
    await app.api.post('/api/v3/rootfolder').send([1]).expect(400);
  });

  it('reports a folder that disappeared as not accessible', async () => {
    const root = folder('gone');
    const created = (await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201)).body;
    fs.rmSync(root, { recursive: true });
    const res = (await app.api.get(`/api/v3/rootfolder/${created.id}`).expect(200)).body;
    expect(res).toMatchObject({ id: created.id, accessible: false, unmappedFolders: [] });
    expect(res.freeSpace).toBeUndefined();
    const health = (await app.api.get('/api/v3/health').expect(200)).body as Array<{ source: string; type: string; message: string }>;
    expect(health).toContainEqual(expect.objectContaining({ source: 'RootFolderCheck', type: 'error', message: `Missing root folder: ${root}` }));
    await app.api.delete(`/api/v3/rootfolder/${created.id}`).expect(200);
    const after = (await app.api.get('/api/v3/health').expect(200)).body as Array<{ source: string }>;
    expect(after.some((issue) => issue.source === 'RootFolderCheck')).toBe(false);
  });

  it('deletes a root folder, then 404', async () => {
    const root = folder('remove-me');
    const created = (await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201)).body;
    await app.api.delete(`/api/v3/rootfolder/${created.id}`).expect(200);
    await app.api.get(`/api/v3/rootfolder/${created.id}`).expect(404);
    await app.api.delete(`/api/v3/rootfolder/${created.id}`).expect(404);
    expect(fs.existsSync(root)).toBe(true);
  });
});
