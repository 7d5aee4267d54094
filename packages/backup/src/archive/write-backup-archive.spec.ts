import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeBackupArchive } from '..';
import { filesIn, makeTempDir, manifestFields, removeDir, rowsOf } from '../../test/fixtures';

describe('writeBackupArchive', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  it('leaves no file under the final name, nor a temporary one, when reading rows fails midway', async () => {
    const file = join(dir, 'backup.zip');
    const failing: AsyncIterable<unknown> = {
      [Symbol.asyncIterator]() {
        let i = 0;
        return {
          next: async () => {
            if (i === 5000) throw new Error('connection lost');
            return { done: false, value: { id: i++, text: 'row '.repeat(50) } };
          },
        };
      },
    };

    await expect(
      writeBackupArchive(file, manifestFields(), [
        { name: 'series', rows: rowsOf([{ id: 1 }]) },
        { name: 'episodes', rows: failing },
      ]),
    ).rejects.toThrow('connection lost');
    expect(await filesIn(dir)).toEqual([]);
  });

  it('closes the rows iterator when the write fails, so a database cursor is released', async () => {
    let closed = false;
    async function* rows(): AsyncGenerator<unknown> {
      try {
        yield { id: 1 };
        yield 'not a row';
        yield { id: 3 };
      } finally {
        closed = true;
      }
    }
    await expect(
      writeBackupArchive(join(dir, 'b.zip'), manifestFields(), [{ name: 'series', rows: rows() }]),
    ).rejects.toThrow('Row 2 is not a JSON object');
    expect(closed).toBe(true);
    expect(await filesIn(dir)).toEqual([]);
  });

  it('leaves no file when a row is not a JSON object', async () => {
    const file = join(dir, 'backup.zip');
    await expect(
      writeBackupArchive(file, manifestFields(), [{ name: 'series', rows: rowsOf([{ id: 1 }, [2], { id: 3 }]) }]),
    ).rejects.toThrow('Row 2 is not a JSON object');
    expect(await filesIn(dir)).toEqual([]);
  });

  it('stops pulling rows from a later table once the write has failed', async () => {
    const file = join(dir, 'backup.zip');
    let pulled = 0;
    async function* later(): AsyncGenerator<unknown> {
      pulled++;
      yield { id: 1 };
    }
    await expect(
      writeBackupArchive(file, manifestFields(), [
        { name: 'series', rows: rowsOf([null]) },
        { name: 'episodes', rows: later() },
      ]),
    ).rejects.toThrow(TypeError);
    expect(pulled).toBe(0);
  });

  it.each([
    '',
    '../series',
    'series.jsonl',
    'tables/series',
    'drop table',
    'series;',
    '1series',
    'série',
    'a'.repeat(64),
  ])('refuses the table name %j before writing anything', async (name) => {
    const file = join(dir, 'backup.zip');
    await expect(writeBackupArchive(file, manifestFields(), [{ name, rows: rowsOf([]) }])).rejects.toThrow(
      'Unsafe table name',
    );
    expect(await filesIn(dir)).toEqual([]);
  });

  it('refuses the same table twice', async () => {
    const tables = [
      { name: 'series', rows: rowsOf([]) },
      { name: 'series', rows: rowsOf([]) },
    ];
    await expect(writeBackupArchive(join(dir, 'b.zip'), manifestFields(), tables)).rejects.toThrow('given twice');
  });

  it.each([
    ['an empty app', { app: '' }],
    ['a fractional migration timestamp', { migrationTimestamp: 1.5 }],
    ['an unknown type', { type: 'nightly' as 'manual' }],
    ['an unsafe schema', { schema: 'public; drop' }],
    ['an invalid creation date', { createdAt: 'not a date' }],
  ])('refuses manifest fields with %s', async (_label, overrides) => {
    await expect(writeBackupArchive(join(dir, 'b.zip'), manifestFields(overrides), [])).rejects.toThrow(
      'Invalid backup manifest fields',
    );
    expect(await filesIn(dir)).toEqual([]);
  });

  it('does not replace an existing file', async () => {
    const file = join(dir, 'backup.zip');
    await writeFile(file, 'keep me');
    await expect(writeBackupArchive(file, manifestFields(), [])).rejects.toThrow('already exists');
    expect(await filesIn(dir)).toEqual(['backup.zip']);
  });

  it('creates the type sub-folder when it is missing', async () => {
    const file = join(dir, 'scheduled', 'backup.zip');
    await writeBackupArchive(file, manifestFields({ type: 'scheduled' }), []);
    expect(await filesIn(join(dir, 'scheduled'))).toEqual(['backup.zip']);
  });
});
