import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { backupFileName, backupId, listBackups, pruneBackups, type BackupType } from '..';
import { filesIn, makeTempDir, removeDir } from '../../test/fixtures';

const NAME = 'series-manager_backup_v1.0.0_2026.11.22_03.56.42.zip';

describe('backupId', () => {
  it.each<[BackupType, number]>([
    ['manual', 1847900241],
    ['scheduled', 1478994416],
  ])('is the SHA-1 based 31-bit hash of backup-<Type>-<name> for a %s backup', (type, id) => {
    expect(backupId(type, NAME)).toBe(id);
  });

  it('is a non-negative 31-bit integer that differs by type and name', () => {
    const ids = [
      backupId('manual', NAME),
      backupId('scheduled', NAME),
      backupId('update', NAME),
      backupId('manual', NAME.replace('42', '43')),
    ];
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(0);
      expect(id).toBeLessThan(2 ** 31);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('backupFileName', () => {
  it('follows the anchors pattern with the time in UTC', () => {
    expect(backupFileName('series-manager', '1.0.0', new Date('2026-11-22T03:56:42.789Z'))).toBe(NAME);
    expect(backupFileName('movie-manager', '2.10.0-beta.1', new Date('2027-01-05T23:04:09Z'))).toBe(
      'movie-manager_backup_v2.10.0-beta.1_2027.01.05_23.04.09.zip',
    );
  });

  it('sorts by time as plain text', () => {
    const dates = ['2026-11-22T03:56:42Z', '2026-02-01T00:00:00Z', '2026-11-22T13:00:00Z', '2025-12-31T23:59:59Z'];
    const names = dates.map((d) => backupFileName('series-manager', '1.0.0', new Date(d)));
    const byName = [...names].sort();
    const byTime = [...dates].sort().map((d) => backupFileName('series-manager', '1.0.0', new Date(d)));
    expect(byName).toEqual(byTime);
  });

  it.each([
    ['../series', '1.0.0'],
    ['series/manager', '1.0.0'],
    ['series-manager', '1.0/../0'],
    ['', '1.0.0'],
  ])('refuses %j version %j, which would not make a plain file name', (app, version) => {
    expect(() => backupFileName(app, version, new Date())).toThrow(TypeError);
  });
});

describe('listBackups and pruneBackups', () => {
  let dir: string;
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  async function place(type: string, name: string, time: Date, content = 'zip'): Promise<void> {
    await mkdir(join(dir, type), { recursive: true });
    const file = join(dir, type, name);
    await writeFile(file, content);
    await utimes(file, time, time);
  }

  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  it('lists the archives of every type folder, newest first, with the anchors fields', async () => {
    await place('scheduled', 'a.zip', daysAgo(3), '12345');
    await place('manual', 'b.zip', daysAgo(1));
    await place('update', 'c.zip', daysAgo(2));

    const backups = await listBackups(dir);

    expect(backups.map((b) => b.name)).toEqual(['b.zip', 'c.zip', 'a.zip']);
    expect(backups[2]).toEqual({
      id: backupId('scheduled', 'a.zip'),
      name: 'a.zip',
      path: '/backup/scheduled/a.zip',
      type: 'scheduled',
      size: 5,
      time: daysAgo(3),
      filePath: join(dir, 'scheduled', 'a.zip'),
    });
  });

  it('skips other files, temporary files, folders and symbolic links, and missing type folders', async () => {
    await place('manual', 'kept.zip', daysAgo(1));
    await place('manual', 'notes.txt', daysAgo(1));
    await place('manual', '.kept.zip.1a2b3c.tmp', daysAgo(1));
    await place('scheduled', 'kept.ZIP', daysAgo(1));
    await mkdir(join(dir, 'manual', 'folder.zip'));
    await symlink('/etc/hostname', join(dir, 'manual', 'link.zip'));
    await place('other', 'elsewhere.zip', daysAgo(1));

    const backups = await listBackups(dir);

    expect(backups.map((b) => `${b.type}/${b.name}`).sort()).toEqual(['manual/kept.zip', 'scheduled/kept.ZIP']);
    expect(await listBackups(join(dir, 'missing'))).toEqual([]);
  });

  it('deletes only the given type older than the retention', async () => {
    await place('scheduled', 'old.zip', daysAgo(8));
    await place('scheduled', 'recent.zip', daysAgo(6));
    await place('manual', 'old-manual.zip', daysAgo(30));
    await place('scheduled', '.crashed.zip.abc.tmp', daysAgo(8));
    await place('scheduled', '.writing.zip.def.tmp', daysAgo(0));

    const deleted = await pruneBackups(dir, 'scheduled', 7, now);

    expect(deleted.map((b) => b.name)).toEqual(['old.zip']);
    expect(await filesIn(join(dir, 'scheduled'))).toEqual(['.writing.zip.def.tmp', 'recent.zip']);
    expect(await filesIn(join(dir, 'manual'))).toEqual(['old-manual.zip']);
  });

  it('does nothing for a type folder that does not exist', async () => {
    expect(await pruneBackups(dir, 'update', 7, now)).toEqual([]);
  });

  it('refuses a negative retention', async () => {
    await expect(pruneBackups(dir, 'scheduled', -1, now)).rejects.toThrow(RangeError);
  });
});
