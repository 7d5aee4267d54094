import { existsSync, mkdirSync, mkdtempSync, promises as fsp, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moveFolder } from './move-folder';

let dir: string;
let root: string;
let otherRoot: string;

const show = () => path.join(root, 'Show');

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'renamer-folder-'));
  root = path.join(dir, 'tv');
  otherRoot = path.join(dir, 'tv2');
  mkdirSync(path.join(show(), 'Season 1'), { recursive: true });
  mkdirSync(otherRoot);
  writeFileSync(path.join(show(), 'Season 1', 'e1.mkv'), 'one');
  writeFileSync(path.join(show(), 'Season 1', 'e2.mkv'), 'two');
  writeFileSync(path.join(show(), 'tvshow.nfo'), 'nfo');
  symlinkSync('Season 1/e1.mkv', path.join(show(), 'latest.mkv'));
});

afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

function expectTree(folder: string): void {
  expect(readFileSync(path.join(folder, 'Season 1', 'e1.mkv'), 'utf8')).toBe('one');
  expect(readFileSync(path.join(folder, 'Season 1', 'e2.mkv'), 'utf8')).toBe('two');
  expect(readFileSync(path.join(folder, 'tvshow.nfo'), 'utf8')).toBe('nfo');
  expect(readlinkSync(path.join(folder, 'latest.mkv'))).toBe('Season 1/e1.mkv');
}

describe('moveFolder', () => {
  it.each([
    ['auto', 'rename'],
    ['copy', 'copy'],
  ] as const)('moves the whole tree to another root (%s)', async (strategy, method) => {
    const target = path.join(otherRoot, 'nested', 'Show (2020)');
    const result = await moveFolder(show(), target, { roots: [root, otherRoot], strategy });
    expect(result).toMatchObject({ status: 'moved', method });
    expectTree(target);
    expect(existsSync(show())).toBe(false);
    expect((await fsp.readdir(path.dirname(target))).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it.each(['auto', 'copy'] as const)('never merges into an existing destination (%s)', async (strategy) => {
    const target = path.join(otherRoot, 'Show');
    mkdirSync(target);
    const result = await moveFolder(show(), target, { roots: [root, otherRoot], strategy });
    expect(result.status).toBe('collision');
    expectTree(show());
    expect(await fsp.readdir(target)).toEqual([]);
  });

  it('refuses a destination outside the roots, and one inside the source', async () => {
    expect((await moveFolder(show(), path.join(dir, 'elsewhere', 'Show'), { roots: [root, otherRoot] })).status).toBe('outside-root');
    expect((await moveFolder(show(), path.join(show(), 'Inner'), { roots: [root] })).status).toBe('failed');
    expectTree(show());
  });

  it('reports a missing source and an unchanged path', async () => {
    expect((await moveFolder(path.join(root, 'Nope'), path.join(otherRoot, 'Nope'), { roots: [root, otherRoot] })).status).toBe('source-missing');
    expect((await moveFolder(show(), `${show()}/`, { roots: [root] })).status).toBe('unchanged');
  });

  it('a copy that fails half-way leaves the source intact and no partial folder behind', async () => {
    const target = path.join(otherRoot, 'Show');
    let copied = 0;
    const result = await moveFolder(show(), target, {
      roots: [root, otherRoot],
      strategy: 'copy',
      onCopied: () => {
        copied += 1;
        if (copied === 2) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      },
    });
    expect(result).toMatchObject({ status: 'failed', message: 'disk full' });
    expectTree(show());
    expect(await fsp.readdir(otherRoot)).toEqual([]);
  });
});
