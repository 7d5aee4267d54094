import {
  mkdtempSync,
  promises as fsp,
  readdirSync,
  readFileSync,
  existsSync,
  mkdirSync,
  writeFileSync,
  symlinkSync,
  chmodSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { safeMove } from './safe-move';

let dir: string;
let root: string;
let outside: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'renamer-move-'));
  root = path.join(dir, 'library');
  outside = path.join(dir, 'outside');
  mkdirSync(path.join(root, 'Show', 'Season 1'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(root, 'Show', 'Season 1', 'old.mkv'), 'episode');
});

afterEach(async () => {
  await fsp.chmod(dir, 0o755).catch(() => undefined);
  await fsp.rm(dir, { recursive: true, force: true });
});

const source = () => path.join(root, 'Show', 'Season 1', 'old.mkv');
const inShow = (...parts: string[]) => path.join(root, 'Show', ...parts);

describe('safeMove', () => {
  it.each(['auto', 'copy'] as const)('moves a file inside the root (%s)', async (strategy) => {
    const target = inShow('Season 1', 'Show - S01E01.mkv');
    const result = await safeMove(source(), target, { roots: [root], strategy });
    expect(result.status).toBe('moved');
    expect(result.method).toBe(strategy === 'copy' ? 'copy' : 'link');
    expect(existsSync(source())).toBe(false);
    expect(readFileSync(target, 'utf8')).toBe('episode');
    expect(readdirSync(inShow('Season 1'))).toEqual(['Show - S01E01.mkv']);
  });

  it.each(['auto', 'copy'] as const)('creates missing folders below the root (%s)', async (strategy) => {
    const target = inShow('Season 01', 'Extras', 'Show - S01E01.mkv');
    const result = await safeMove(source(), target, { roots: [root], strategy });
    expect(result.status).toBe('moved');
    expect(readFileSync(target, 'utf8')).toBe('episode');
  });

  it.each(['auto', 'copy'] as const)('reports a collision and touches neither file (%s)', async (strategy) => {
    const target = inShow('Season 1', 'taken.mkv');
    writeFileSync(target, 'other');
    const result = await safeMove(source(), target, { roots: [root], strategy });
    expect(result.status).toBe('collision');
    expect(readFileSync(source(), 'utf8')).toBe('episode');
    expect(readFileSync(target, 'utf8')).toBe('other');
    expect(readdirSync(inShow('Season 1')).sort()).toEqual(['old.mkv', 'taken.mkv']);
  });

  it('reports a collision with a directory at the target', async () => {
    mkdirSync(inShow('Season 1', 'dir.mkv'));
    expect((await safeMove(source(), inShow('Season 1', 'dir.mkv'), { roots: [root] })).status).toBe('collision');
    expect(existsSync(source())).toBe(true);
  });

  it('leaves a file that is already at its target alone', async () => {
    expect((await safeMove(source(), source(), { roots: [root] })).status).toBe('unchanged');
    expect(existsSync(source())).toBe(true);
  });

  it.each([
    ['a target that climbs out with ..', () => path.join(root, 'Show', '..', '..', 'outside', 'x.mkv')],
    ['a target in a sibling folder whose name starts like the root', () => path.join(`${root}-evil`, 'x.mkv')],
    ['an absolute target elsewhere', () => path.join(outside, 'x.mkv')],
  ])('refuses %s', async (_name, target) => {
    const result = await safeMove(source(), target(), { roots: [root] });
    expect(result.status).toBe('outside-root');
    expect(existsSync(source())).toBe(true);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses a source outside the roots', async () => {
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    const result = await safeMove(path.join(outside, 'secret.txt'), inShow('secret.txt'), { roots: [root] });
    expect(result.status).toBe('outside-root');
    expect(existsSync(path.join(outside, 'secret.txt'))).toBe(true);
  });

  it('refuses a target reached through a symlink that leaves the root', async () => {
    symlinkSync(outside, inShow('escape'));
    const result = await safeMove(source(), inShow('escape', 'x.mkv'), { roots: [root] });
    expect(result.status).toBe('outside-root');
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(source())).toBe(true);
  });

  it('refuses a target below a symlink that leaves the root, even where folders are missing', async () => {
    symlinkSync(outside, inShow('escape'));
    const result = await safeMove(source(), inShow('escape', 'new', 'deeper', 'x.mkv'), { roots: [root] });
    expect(result.status).toBe('outside-root');
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses a source reached through a symlink that leaves the root', async () => {
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    symlinkSync(outside, inShow('escape'));
    const result = await safeMove(inShow('escape', 'secret.txt'), inShow('secret.txt'), { roots: [root] });
    expect(result.status).toBe('outside-root');
    expect(existsSync(path.join(outside, 'secret.txt'))).toBe(true);
  });

  it('accepts a root that is itself reached through a symlink', async () => {
    const alias = path.join(dir, 'alias');
    symlinkSync(root, alias);
    const result = await safeMove(
      path.join(alias, 'Show', 'Season 1', 'old.mkv'),
      path.join(alias, 'Show', 'new.mkv'),
      {
        roots: [alias],
      },
    );
    expect(result.status).toBe('moved');
    expect(readFileSync(inShow('new.mkv'), 'utf8')).toBe('episode');
  });

  it('refuses to move a symlink or a folder', async () => {
    symlinkSync(source(), inShow('link.mkv'));
    expect((await safeMove(inShow('link.mkv'), inShow('moved.mkv'), { roots: [root] })).status).toBe('not-a-file');
    expect((await safeMove(inShow('Season 1'), inShow('Season 01'), { roots: [root] })).status).toBe('not-a-file');
  });

  it('reports a missing source', async () => {
    expect((await safeMove(inShow('nope.mkv'), inShow('x.mkv'), { roots: [root] })).status).toBe('source-missing');
  });

  it.each(['auto', 'copy'] as const)(
    'fails without losing the source when the target folder cannot be made (%s)',
    async (strategy) => {
      writeFileSync(inShow('blocker'), 'a file where a folder should be');
      const result = await safeMove(source(), inShow('blocker', 'x.mkv'), { roots: [root], strategy });
      expect(result.status).toBe('failed');
      expect(readFileSync(source(), 'utf8')).toBe('episode');
    },
  );

  it.each(['auto', 'copy'] as const)('refuses a read-only target folder, even as root (%s)', async (strategy) => {
    mkdirSync(inShow('locked'));
    chmodSync(inShow('locked'), 0o555);
    const result = await safeMove(source(), inShow('locked', 'x.mkv'), { roots: [root], strategy });
    chmodSync(inShow('locked'), 0o755);
    expect(result).toMatchObject({ status: 'failed', message: 'the target folder is read-only' });
    expect(readFileSync(source(), 'utf8')).toBe('episode');
    expect(readdirSync(inShow('locked'))).toEqual([]);
  });

  it.each(['before-copy', 'after-copy', 'after-fsync'] as const)(
    'a crash at %s in a cross-device copy leaves the source whole',
    async (step) => {
      const target = inShow('Season 1', 'new.mkv');
      const crash = new Error(`crash at ${step}`);
      await expect(
        safeMove(source(), target, {
          roots: [root],
          strategy: 'copy',
          onStep: (s) => {
            if (s === step) throw crash;
          },
        }),
      ).rejects.toBe(crash);
      expect(readFileSync(source(), 'utf8')).toBe('episode');
      expect(existsSync(target)).toBe(false);
    },
  );

  it('copies the bytes of a larger file exactly', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    writeFileSync(source(), data);
    const result = await safeMove(source(), inShow('big.mkv'), { roots: [root], strategy: 'copy' });
    expect(result.status).toBe('moved');
    expect(readFileSync(inShow('big.mkv')).equals(data)).toBe(true);
  });

  describe('transfers that keep the source (imports from a download folder)', () => {
    const downloads = () => path.join(dir, 'downloads');
    const download = () => path.join(downloads(), 'Show.S01E01.720p-GRP', 'show.mkv');
    beforeEach(() => {
      mkdirSync(path.dirname(download()), { recursive: true });
      writeFileSync(download(), 'download');
    });

    it.each([
      ['hardlink', 'link'],
      ['copy', 'copy'],
    ] as const)('%s places the file and leaves the source', async (transfer, method) => {
      const target = inShow('Season 1', 'Show - S01E01.mkv');
      const result = await safeMove(download(), target, { roots: [root], sourceRoots: [downloads()], transfer });
      expect(result).toMatchObject({ status: 'moved', method });
      expect(readFileSync(download(), 'utf8')).toBe('download');
      expect(readFileSync(target, 'utf8')).toBe('download');
      const linked = (await fsp.stat(download())).ino === (await fsp.stat(target)).ino;
      expect(linked).toBe(transfer === 'hardlink');
      expect(readdirSync(inShow('Season 1')).sort()).toEqual(['Show - S01E01.mkv', 'old.mkv']);
    });

    it('moves from a source root into a target root', async () => {
      const target = inShow('Season 1', 'Show - S01E01.mkv');
      const result = await safeMove(download(), target, { roots: [root], sourceRoots: [downloads()] });
      expect(result.status).toBe('moved');
      expect(existsSync(download())).toBe(false);
    });

    it('keeps the target inside the target roots: a source root is no place to write', async () => {
      const result = await safeMove(download(), path.join(downloads(), 'elsewhere.mkv'), { roots: [root], sourceRoots: [downloads()], transfer: 'copy' });
      expect(result.status).toBe('outside-root');
      expect(existsSync(path.join(downloads(), 'elsewhere.mkv'))).toBe(false);
    });

    it('refuses a source outside the source roots', async () => {
      const result = await safeMove(source(), inShow('x.mkv'), { roots: [root], sourceRoots: [downloads()], transfer: 'copy' });
      expect(result).toMatchObject({ status: 'outside-root', message: 'source is outside the allowed roots' });
    });
  });
});
