import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TorrentBlackholeClient, UsenetBlackholeClient, sanitiseExtension } from './blackhole';
import { DownloadClientError } from './errors';

describe('blackholes', () => {
  let root: string;
  let drop: string;
  let watch: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'blackhole-'));
    drop = join(root, 'drop');
    watch = join(root, 'watch');
    await Promise.all([mkdir(drop), mkdir(watch)]);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the .torrent under a sanitised name inside the torrent folder', async () => {
    const client = new TorrentBlackholeClient({ torrentFolder: drop, watchFolder: watch });
    const id = await client.add({ title: '../../Show.S01E01.720p-GRP', payload: { kind: 'file', bytes: Buffer.from('d4:infodee') } });
    expect(id).toBe('Show.S01E01.720p-GRP');
    expect(await readdir(drop)).toEqual(['Show.S01E01.720p-GRP.torrent']);
    expect(await readdir(root)).toEqual(['drop', 'watch']);
  });

  it('saves magnets as files only when asked, with the configured extension', async () => {
    const refusing = new TorrentBlackholeClient({ torrentFolder: drop, watchFolder: watch });
    await expect(refusing.add({ title: 'A', payload: { kind: 'magnet', magnetUrl: 'magnet:?xt=urn:btih:abc' } })).rejects.toBeInstanceOf(DownloadClientError);
    const saving = new TorrentBlackholeClient({ torrentFolder: drop, watchFolder: watch, saveMagnetFiles: true, magnetFileExtension: '.mag' });
    await saving.add({ title: 'A', payload: { kind: 'magnet', magnetUrl: 'magnet:?xt=urn:btih:abc' } });
    expect(await readFile(join(drop, 'A.mag'), 'utf8')).toBe('magnet:?xt=urn:btih:abc');
  });

  it.each([
    ['.magnet', '.magnet'],
    ['torrent', '.torrent'],
    ['/../x', '.magnet'],
    ['.a/b', '.magnet'],
  ])('extension %j becomes %j', (given, expected) => {
    expect(sanitiseExtension(given)).toBe(expected);
  });

  it('writes the .nzb and refuses magnets for usenet', async () => {
    const client = new UsenetBlackholeClient({ nzbFolder: drop, watchFolder: watch });
    await client.add({ title: 'Show.S01E02', payload: { kind: 'file', bytes: Buffer.from('<nzb/>') } });
    expect(await readFile(join(drop, 'Show.S01E02.nzb'), 'utf8')).toBe('<nzb/>');
    await expect(client.add({ title: 'x', payload: { kind: 'magnet', magnetUrl: 'magnet:?' } })).rejects.toThrow(/nzb/);
  });

  it('reports watch-folder items as complete once they stopped changing', async () => {
    const now = Date.now();
    const client = new UsenetBlackholeClient({ nzbFolder: drop, watchFolder: watch, settleMs: 60_000, now: () => now });
    await mkdir(join(watch, 'Show.S01E01'));
    await writeFile(join(watch, 'Show.S01E01', 'episode.mkv'), 'x'.repeat(100));
    await writeFile(join(watch, 'Show.S01E02.mkv'), 'y'.repeat(10));
    await writeFile(join(watch, '.partial'), 'z');
    const old = new Date(now - 120_000);
    await utimes(join(watch, 'Show.S01E01', 'episode.mkv'), old, old);
    await utimes(join(watch, 'Show.S01E01'), old, old);
    const items = await client.items();
    expect(items.map((i) => [i.downloadId, i.status, i.size]).sort()).toEqual([
      ['Show.S01E01', 'completed', 100],
      ['Show.S01E02', 'downloading', 10],
    ]);
    expect(items.find((i) => i.downloadId === 'Show.S01E01')?.outputPath).toBe(join(watch, 'Show.S01E01'));
  });

  it('removes a watch-folder item only when asked to delete data', async () => {
    const client = new UsenetBlackholeClient({ nzbFolder: drop, watchFolder: watch });
    await mkdir(join(watch, 'Gone'));
    await client.remove('Gone', false);
    expect(await readdir(watch)).toEqual(['Gone']);
    await client.remove('Gone', true);
    expect(await readdir(watch)).toEqual([]);
  });

  it('tests both folders', async () => {
    const client = new TorrentBlackholeClient({ torrentFolder: join(root, 'missing'), watchFolder: watch });
    expect(await client.test()).toEqual([expect.objectContaining({ field: 'torrentFolder', message: expect.stringMatching(/does not exist/) })]);
    expect(await new TorrentBlackholeClient({ torrentFolder: drop, watchFolder: watch }).test()).toEqual([]);
  });
});
