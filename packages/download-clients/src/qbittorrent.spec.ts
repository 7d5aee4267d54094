import { QBittorrentClient, QBITTORRENT_INITIAL_STATE, QBITTORRENT_PRIORITY, statusOfTorrent } from './qbittorrent';
import { startFakeQBittorrent, torrentFileBytes, type FakeQBittorrent } from './testing';
import { infoHashOfTorrent } from './torrent-hash';

describe('statusOfTorrent', () => {
  it.each([
    ['downloading', 0.5, 'downloading'],
    ['stalledUP', 1, 'completed'],
    ['pausedUP', 1, 'completed'],
    ['pausedDL', 0.2, 'paused'],
    ['queuedDL', 0, 'queued'],
    ['checkingUP', 1, 'queued'],
    ['stalledDL', 0.1, 'warning'],
    ['error', 0.3, 'failed'],
    ['missingFiles', 1, 'failed'],
    ['somethingNew', 1, 'completed'],
  ])('%s at %d is %s', (state, progress, expected) => {
    expect(statusOfTorrent({ state, progress })).toBe(expected);
  });
});

describe('QBittorrentClient against the fake server', () => {
  let fake: FakeQBittorrent;
  const client = (extra: Partial<ConstructorParameters<typeof QBittorrentClient>[0]> = {}) =>
    new QBittorrentClient({ host: fake.host, port: fake.port, username: 'admin', password: 'adminadmin', category: 'tv-sonarr', ...extra });

  beforeEach(async () => {
    fake = await startFakeQBittorrent();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('passes the test and creates the categories', async () => {
    expect(await client({ importedCategory: 'tv-done' }).test()).toEqual([]);
    expect(fake.categories).toEqual(['tv-sonarr', 'tv-done']);
  });

  it('fails the test on wrong credentials or a dead host', async () => {
    expect(await client({ password: 'nope' }).test()).toEqual([expect.objectContaining({ field: 'username' })]);
    const port = fake.port;
    await fake.close();
    const dead = new QBittorrentClient({ host: '127.0.0.1', port, timeoutMs: 2000 });
    expect(await dead.test()).toEqual([expect.objectContaining({ field: 'host', message: expect.stringMatching(/Unable to connect/) })]);
    fake = await startFakeQBittorrent();
  });

  it('uploads a .torrent into the category and returns its info hash', async () => {
    const bytes = torrentFileBytes('Show.S01E01.720p-GRP', 5000);
    const hash = await client({ initialState: QBITTORRENT_INITIAL_STATE.pause, recentPriority: QBITTORRENT_PRIORITY.first, firstAndLast: true }).add({
      title: 'Show.S01E01.720p-GRP',
      payload: { kind: 'file', bytes },
    });
    expect(hash).toBe(infoHashOfTorrent(bytes));
    const torrent = fake.find(hash);
    expect(torrent).toMatchObject({ name: 'Show.S01E01.720p-GRP', category: 'tv-sonarr', state: 'pausedDL', size: 5000, priorityMoves: ['topPrio'] });
    expect(torrent?.options).toMatchObject({ paused: 'true', firstLastPiecePrio: 'true' });
  });

  it('adds a magnet by URL and can force-start it', async () => {
    const magnet = 'magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a&dn=Show.S01E02';
    const hash = await client({ initialState: QBITTORRENT_INITIAL_STATE.forceStart }).add({ title: 'Show.S01E02', payload: { kind: 'magnet', magnetUrl: magnet } });
    expect(hash).toBe('C12FE1C06BBA254A9DC9F519B335AA7C1367A88A');
    expect(fake.find(hash)).toMatchObject({ source: { kind: 'magnet', url: magnet }, forceStart: true });
  });

  it('lists the category, sees completion, re-categorises and deletes', async () => {
    const qb = client({ importedCategory: 'tv-done' });
    await qb.test();
    const hash = await qb.add({ title: 'A', payload: { kind: 'file', bytes: torrentFileBytes('A', 100) } });
    expect(await qb.items()).toEqual([expect.objectContaining({ downloadId: hash, status: 'downloading', size: 100, remaining: 100 })]);
    fake.complete(hash, '/downloads/A');
    expect(await qb.items()).toEqual([expect.objectContaining({ downloadId: hash, status: 'completed', remaining: 0, outputPath: '/downloads/A' })]);
    await qb.markImported(hash);
    expect(fake.find(hash)?.category).toBe('tv-done');
    expect(await qb.items()).toEqual([]);
    await qb.remove(hash, true);
    expect(fake.torrents).toEqual([]);
  });

  it('logs in again when the session expired', async () => {
    const qb = client();
    await qb.version();
    fake.expireSessions();
    expect(await qb.version()).toBe('v4.6.7');
    expect(fake.requests.filter((r) => r.path === 'auth/login')).toHaveLength(2);
  });

  it('rejects a body that is not a torrent', async () => {
    await expect(client().add({ title: 'x', payload: { kind: 'file', bytes: Buffer.from('<html>') } })).rejects.toThrow(/valid .torrent/);
  });
});

describe('QBittorrentClient when the server fails', () => {
  it('reports a 5xx answer as a server error, not a rejected release', async () => {
    const fake = await startFakeQBittorrent();
    try {
      fake.setFailing(true);
      const qb = new QBittorrentClient({ host: fake.host, port: fake.port, username: 'admin', password: 'adminadmin' });
      await expect(qb.add({ title: 'x', payload: { kind: 'file', bytes: torrentFileBytes('x') } })).rejects.toMatchObject({ kind: 'server' });
    } finally {
      await fake.close();
    }
  });
});
