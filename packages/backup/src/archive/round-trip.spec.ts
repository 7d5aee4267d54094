import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupValidationError, openBackupArchive, writeBackupArchive } from '..';
import {
  filesIn,
  makeTempDir,
  manifestFields,
  MIGRATION_TIMESTAMP,
  openOptions,
  removeDir,
  rowsOf,
} from '../../test/fixtures';

describe('backup archive round trip', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  const series = [
    { id: 1, title: 'Shōgun', path: '/tv/Shōgun (2024)', monitored: true, year: 2024, tags: [1, 2] },
    { id: 2, title: '進撃の巨人 — “quotes” \\ back\\slash', path: null, monitored: false, year: null, tags: [] },
    {
      id: 3,
      title: 'عربي 👩‍👩‍👧 e\u0301 line\u2028sep\nnew\ttab\u0000nul',
      path: '/tv/x',
      monitored: true,
      year: 1999,
      tags: null,
    },
  ];
  const episodes = [
    {
      id: 10,
      series_id: 1,
      images: [{ coverType: 'poster', url: 'https://example.org/p.jpg' }],
      ratings: { votes: 3, value: 8.25, nested: { deep: [null, { a: [] }, {}] } },
      air_date_utc: '2026-11-22T03:56:42.000Z',
      big: 9007199254740991,
      negative: -0.5,
    },
  ];
  const large = [{ id: 1, blob: 'x'.repeat(3 * 1024 * 1024) + 'é'.repeat(1024 * 1024) }];

  it('reads back every row exactly as written, with the manifest it returned', async () => {
    const file = join(dir, 'manual', 'series-manager_backup_v1.2.3_2026.11.22_03.56.42.zip');
    const written = await writeBackupArchive(file, manifestFields({ createdAt: new Date('2026-11-22T03:56:42Z') }), [
      { name: 'series', rows: rowsOf(series) },
      { name: 'episodes', rows: rowsOf(episodes) },
      { name: 'large_rows', rows: rowsOf(large) },
      { name: 'empty_table', rows: rowsOf([]) },
    ]);

    const backup = await openBackupArchive(file, openOptions);
    try {
      expect(backup.manifest).toEqual(written);
      expect(backup.isOlderVersion).toBe(false);
      const read = async (name: string): Promise<unknown[]> => {
        const rows: unknown[] = [];
        for await (const row of backup.readTable(name)) rows.push(row);
        return rows;
      };
      expect(await read('series')).toEqual(series);
      expect(await read('episodes')).toEqual(episodes);
      expect(await read('large_rows')).toEqual(large);
      expect(await read('empty_table')).toEqual([]);
    } finally {
      backup.close();
    }
  });

  it('records format, fields, row counts, sizes and checksums in the manifest', async () => {
    const file = join(dir, 'b.zip');
    const manifest = await writeBackupArchive(
      file,
      manifestFields({ createdAt: '2026-11-22T03:56:42Z', type: 'scheduled' }),
      [
        { name: 'series', rows: rowsOf(series) },
        { name: 'empty_table', rows: rowsOf([]) },
      ],
    );
    const seriesBytes = Buffer.byteLength(series.map((row) => JSON.stringify(row) + '\n').join(''));
    expect(manifest).toMatchObject({
      format: 'arrstack-backup',
      formatVersion: 1,
      app: 'series-manager',
      appVersion: '1.2.3',
      schema: 'series_manager',
      migrationTimestamp: MIGRATION_TIMESTAMP,
      createdAt: '2026-11-22T03:56:42.000Z',
      type: 'scheduled',
    });
    expect(manifest.tables).toEqual([
      { name: 'series', rowCount: 3, bytes: seriesBytes, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      {
        name: 'empty_table',
        rowCount: 0,
        bytes: 0,
        sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
    ]);
  });

  it('reads a table in batches of the requested size', async () => {
    const file = join(dir, 'b.zip');
    const rows = Array.from({ length: 7 }, (_, id) => ({ id }));
    await writeBackupArchive(file, manifestFields(), [{ name: 'tags', rows: rowsOf(rows) }]);
    const backup = await openBackupArchive(file, openOptions);
    const sizes: number[] = [];
    const ids: unknown[] = [];
    for await (const batch of backup.readTableBatches('tags', 3)) {
      sizes.push(batch.length);
      ids.push(...batch.map((row) => row.id));
    }
    backup.close();
    expect(sizes).toEqual([3, 3, 1]);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('marks a backup from an older migration so the caller migrates it forward', async () => {
    const file = join(dir, 'b.zip');
    await writeBackupArchive(file, manifestFields({ migrationTimestamp: MIGRATION_TIMESTAMP - 1 }), []);
    const backup = await openBackupArchive(file, openOptions);
    backup.close();
    expect(backup.isOlderVersion).toBe(true);
    expect(backup.manifest.tables).toEqual([]);
  });

  it('fails reading a table whose file was damaged after validation', async () => {
    const file = join(dir, 'b.zip');
    const rows = Array.from({ length: 2000 }, (_, id) => ({ id, title: `Series ${id}` }));
    await writeBackupArchive(file, manifestFields(), [{ name: 'series', rows: rowsOf(rows) }]);
    const backup = await openBackupArchive(file, openOptions);
    const handle = await open(file, 'r+');
    await handle.write(Buffer.alloc(64, 0x41), 0, 64, 200);
    await handle.close();
    const read = async (): Promise<number> => {
      let count = 0;
      for await (const row of backup.readTable('series')) if (row) count++;
      return count;
    };
    await expect(read()).rejects.toBeInstanceOf(BackupValidationError);
    backup.close();
  });

  it('refuses to read after close', async () => {
    const file = join(dir, 'b.zip');
    await writeBackupArchive(file, manifestFields(), [{ name: 'tags', rows: rowsOf([{ id: 1 }]) }]);
    const backup = await openBackupArchive(file, openOptions);
    backup.close();
    backup.close();
    const iterator = backup.readTable('tags')[Symbol.asyncIterator]();
    await expect(iterator.next()).rejects.toThrow('Backup archive is closed');
  });

  it('throws for a table the manifest does not list', async () => {
    const file = join(dir, 'b.zip');
    await writeBackupArchive(file, manifestFields(), [{ name: 'tags', rows: rowsOf([{ id: 1 }]) }]);
    const backup = await openBackupArchive(file, openOptions);
    expect(() => backup.readTable('series')).toThrow('Backup has no table series');
    backup.close();
  });

  it('streams 100k rows to disk as they are produced and reads them all back', async () => {
    const file = join(dir, 'big.zip');
    const count = 100_000;
    const makeRow = (i: number): Record<string, unknown> => ({
      id: i,
      title: `Episode ${i} ${((i * 2654435761) >>> 0).toString(36)} ✓`,
      overview: ((i * 40503) >>> 0).toString(16).repeat(8),
      air_date: null,
    });
    // The temporary zip must grow while rows are still being produced: nothing waits for the whole table.
    const sizesWhileProducing: number[] = [];
    async function* produce(): AsyncGenerator<Record<string, unknown>> {
      for (let i = 0; i < count; i++) {
        if (i > 0 && i % 25_000 === 0) {
          const temp = (await filesIn(dir)).find((name) => name.endsWith('.tmp'));
          sizesWhileProducing.push(temp ? (await stat(join(dir, temp))).size : 0);
        }
        yield makeRow(i);
      }
    }

    const manifest = await writeBackupArchive(file, manifestFields(), [{ name: 'episodes', rows: produce() }]);
    expect(manifest.tables[0]?.rowCount).toBe(count);
    expect(sizesWhileProducing).toHaveLength(3);
    expect(sizesWhileProducing[0]).toBeGreaterThan(0);
    expect(sizesWhileProducing[1]).toBeGreaterThan(sizesWhileProducing[0] ?? 0);
    expect(sizesWhileProducing[2]).toBeGreaterThan(sizesWhileProducing[1] ?? 0);

    const backup = await openBackupArchive(file, openOptions);
    let seen = 0;
    let mismatched = 0;
    for await (const row of backup.readTable('episodes')) {
      if (JSON.stringify(row) !== JSON.stringify(makeRow(seen))) mismatched++;
      seen++;
    }
    backup.close();
    expect(seen).toBe(count);
    expect(mismatched).toBe(0);
  });
});
