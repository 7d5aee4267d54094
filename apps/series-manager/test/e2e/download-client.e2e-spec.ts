import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeQBittorrent, type FakeQBittorrent } from '@arrstack/download-clients/testing';
import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

type Field = { name: string; value?: unknown; privacy?: string; selectOptions?: unknown[] };
const value = (fields: Field[], name: string) => fields.find((f) => f.name === name)?.value;
const fieldsFrom = (values: Record<string, unknown>) => Object.entries(values).map(([name, v]) => ({ name, value: v }));

describe('downloadclient', () => {
  let app: TestApp;
  let qbit: FakeQBittorrent;
  let scratch: string;

  const qbittorrent = (name: string, extra: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({
    name,
    implementation: 'QBittorrent',
    configContract: 'QBittorrentSettings',
    enable: true,
    protocol: 'torrent',
    priority: 1,
    tags: [],
    fields: fieldsFrom({ host: qbit.host, port: qbit.port, username: 'admin', password: 'adminadmin', tvCategory: 'tv-sonarr', ...fields }),
    ...extra,
  });
  const blackhole = (name: string, folders: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    name,
    implementation: 'TorrentBlackhole',
    enable: true,
    fields: fieldsFrom(folders),
    ...extra,
  });

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'dlclient-')));
    for (const dir of ['torrents', 'watch', 'nzb']) fs.mkdirSync(path.join(scratch, dir));
    [app, qbit] = await Promise.all([startTestApp(AppModule, APP), startFakeQBittorrent()]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), qbit?.close()]);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('serves the three templates with Sonarr field names', async () => {
    const schema = (await app.api.get('/api/v3/downloadclient/schema').expect(200)).body as Array<{ implementation: string; protocol: string; fields: Field[]; configContract: string }>;
    expect(schema.map((s) => [s.implementation, s.protocol, s.configContract])).toEqual([
      ['QBittorrent', 'torrent', 'QBittorrentSettings'],
      ['TorrentBlackhole', 'torrent', 'TorrentBlackholeSettings'],
      ['UsenetBlackhole', 'usenet', 'UsenetBlackholeSettings'],
    ]);
    const [qb, torrentHole, usenetHole] = schema;
    expect(qb.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['host', 'port', 'useSsl', 'urlBase', 'username', 'password', 'tvCategory', 'tvImportedCategory', 'recentTvPriority', 'olderTvPriority', 'initialState']),
    );
    expect(value(qb.fields, 'tvCategory')).toBe('tv-sonarr');
    expect(qb.fields.find((f) => f.name === 'password')?.privacy).toBe('password');
    expect(qb.fields.find((f) => f.name === 'initialState')?.selectOptions).toHaveLength(3);
    expect(torrentHole.fields.map((f) => f.name)).toEqual(['torrentFolder', 'watchFolder', 'saveMagnetFiles', 'magnetFileExtension', 'readOnly']);
    expect(value(torrentHole.fields, 'magnetFileExtension')).toBe('.magnet');
    expect(usenetHole.fields.map((f) => f.name)).toEqual(['nzbFolder', 'watchFolder']);
  });

  it('tests qBittorrent on POST, saves it and never returns the password', async () => {
    const res = await app.api.post('/api/v3/downloadclient').send(qbittorrent('qBit')).expect(201);
    expect(res.headers.location).toMatch(new RegExp(`/api/v3/downloadclient/${res.body.id}$`));
    expect(res.body).toMatchObject({
      name: 'qBit',
      implementation: 'QBittorrent',
      implementationName: 'qBittorrent',
      protocol: 'torrent',
      enable: true,
      priority: 1,
      removeCompletedDownloads: true,
      removeFailedDownloads: true,
      tags: [],
    });
    expect(value(res.body.fields, 'password')).toBe('********');
    expect(JSON.stringify((await app.api.get('/api/v3/downloadclient').expect(200)).body)).not.toContain('adminadmin');
    expect(qbit.categories).toContain('tv-sonarr');
    expect(qbit.requests.some((r) => r.path === 'app/version')).toBe(true);

    // The mask sent back keeps the stored password: the live test still logs in.
    const fields = (res.body.fields as Field[]).map((f) => (f.name === 'tvImportedCategory' ? { ...f, value: 'tv-imported' } : f));
    const put = await app.api.put(`/api/v3/downloadclient/${res.body.id}`).send({ ...res.body, fields }).expect(202);
    expect(value(put.body.fields, 'tvImportedCategory')).toBe('tv-imported');
    expect(qbit.categories).toContain('tv-imported');
    await app.api.delete(`/api/v3/downloadclient/${res.body.id}`).expect(200);
  });

  it('answers 400 with the failed test, unless forceSave', async () => {
    const bad = qbittorrent('Wrong password', {}, { password: 'nope' });
    const res = await app.api.post('/api/v3/downloadclient').send(bad).expect(400);
    expect(res.body[0]).toMatchObject({ propertyName: 'Username', severity: 'error', isWarning: false });
    const saved = await app.api.post('/api/v3/downloadclient?forceSave=true').send(bad).expect(201);
    const all = await app.api.post('/api/v3/downloadclient/testall').expect(400);
    expect(all.body).toEqual([expect.objectContaining({ id: saved.body.id, isValid: false })]);
    await app.api.delete(`/api/v3/downloadclient/${saved.body.id}`).expect(200);
  });

  it('POST /test answers {} as text, or the failures', async () => {
    const ok = await app.api.post('/api/v3/downloadclient/test').send(qbittorrent('t')).expect(200);
    expect(ok.text).toBe('{}');
    const missing = await app.api
      .post('/api/v3/downloadclient/test')
      .send(blackhole('hole', { torrentFolder: path.join(scratch, 'nope'), watchFolder: path.join(scratch, 'watch') }))
      .expect(400);
    expect(missing.body).toEqual([expect.objectContaining({ propertyName: 'TorrentFolder', errorMessage: expect.stringMatching(/does not exist/) })]);
  });

  it.each([
    [{ implementation: 'Transmission' }, 'Implementation'],
    [{ name: '' }, 'Name'],
    [{ priority: 99 }, 'Priority'],
    [{ tags: [999] }, 'Tags'],
    [{ fields: fieldsFrom({ torrentFolder: 'relative', watchFolder: '/tmp' }) }, 'torrentFolder'],
    [{ fields: fieldsFrom({ torrentFolder: '/tmp', watchFolder: '/tmp', magnetFileExtension: '../x' }) }, 'magnetFileExtension'],
  ])('rejects %j naming %s', async (override, property) => {
    const res = await app.api
      .post('/api/v3/downloadclient')
      .send({ ...blackhole('bad', { torrentFolder: path.join(scratch, 'torrents'), watchFolder: path.join(scratch, 'watch') }), ...override })
      .expect(400);
    expect(res.body.map((f: { propertyName: string }) => f.propertyName)).toContain(property);
  });

  it('saves blackholes, rejects duplicate names, edits and deletes in bulk', async () => {
    const folders = { torrentFolder: path.join(scratch, 'torrents'), watchFolder: path.join(scratch, 'watch') };
    const a = (await app.api.post('/api/v3/downloadclient').send(blackhole('Hole A', folders)).expect(201)).body;
    await app.api.post('/api/v3/downloadclient').send(blackhole('hole a', folders)).expect(400);
    const b = (
      await app.api
        .post('/api/v3/downloadclient')
        .send({ name: 'Usenet', implementation: 'UsenetBlackhole', fields: fieldsFrom({ nzbFolder: path.join(scratch, 'nzb'), watchFolder: path.join(scratch, 'watch') }) })
        .expect(201)
    ).body;
    expect(b.protocol).toBe('usenet');
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'hd' }).expect(201)).body;
    const edited = await app.api
      .put('/api/v3/downloadclient/bulk')
      .send({ ids: [a.id, b.id], enable: false, priority: 7, tags: [tag.id], applyTags: 'add', removeCompletedDownloads: false })
      .expect(202);
    expect(edited.body).toEqual([
      expect.objectContaining({ id: a.id, enable: false, priority: 7, tags: [tag.id], removeCompletedDownloads: false }),
      expect.objectContaining({ id: b.id, enable: false, priority: 7, tags: [tag.id] }),
    ]);
    await app.api.delete('/api/v3/downloadclient/bulk').send({ ids: [a.id, 9999] }).expect(404);
    await app.api.delete('/api/v3/downloadclient/bulk').send({ ids: [a.id, b.id] }).expect(200);
    expect((await app.api.get('/api/v3/downloadclient').expect(200)).body).toEqual([]);
    await app.api.get(`/api/v3/downloadclient/${a.id}`).expect(404);
  });
});
