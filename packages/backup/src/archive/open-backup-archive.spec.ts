import { randomBytes } from 'node:crypto';
import { readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BackupValidationError,
  openBackupArchive,
  writeBackupArchive,
  type BackupValidationReason,
  type OpenBackupOptions,
} from '..';
import { craftZip, readZipEntries, type ZipEntryContent } from '@arrstack/testing';
import {
  APP,
  makeTempDir,
  manifestFields,
  MIGRATION_TIMESTAMP,
  openOptions,
  removeDir,
  rowsOf,
} from '../../test/fixtures';

describe('openBackupArchive refuses a bad archive', () => {
  let dir: string;
  let good: string;
  beforeEach(async () => {
    dir = await makeTempDir();
    good = join(dir, 'good.zip');
    await writeBackupArchive(good, manifestFields(), [
      { name: 'series', rows: rowsOf(Array.from({ length: 500 }, (_, id) => ({ id, title: `Series ${id}` }))) },
      { name: 'episodes', rows: rowsOf([{ id: 1, series_id: 1, title: 'Pilot' }]) },
    ]);
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  async function refusal(file: string, options: Partial<OpenBackupOptions> = {}): Promise<BackupValidationError> {
    try {
      const backup = await openBackupArchive(file, { ...openOptions, ...options });
      backup.close();
    } catch (error) {
      if (error instanceof BackupValidationError) return error;
      throw error;
    }
    throw new Error('the archive was accepted');
  }

  async function expectRefused(file: string, reason: BackupValidationReason, message?: RegExp): Promise<void> {
    const error = await refusal(file);
    expect(error.reason).toBe(reason);
    if (message) expect(error.message).toMatch(message);
  }

  /** Takes the good archive apart, lets the test change its entries, and zips them again. */
  async function rebuilt(change: (entries: ZipEntryContent[]) => ZipEntryContent[]): Promise<string> {
    const file = join(dir, 'rebuilt.zip');
    await writeFile(file, craftZip(change(await readZipEntries(good))));
    return file;
  }

  function withManifest(entries: ZipEntryContent[], edit: (manifest: Record<string, unknown>) => void) {
    return entries.map((entry) => {
      if (entry.name !== 'manifest.json') return entry;
      const manifest = JSON.parse(entry.data.toString()) as Record<string, unknown>;
      edit(manifest);
      return { name: entry.name, data: JSON.stringify(manifest) };
    });
  }

  it.each<[string, Partial<OpenBackupOptions>]>([
    ['a missing size limit', { maxBytes: undefined }],
    ['a NaN size limit', { maxBytes: Number.NaN }],
    ['no expected app', { expectedApp: '' }],
    ['a missing current migration', { currentMigrationTimestamp: undefined }],
  ])('throws a TypeError, not a validation error, for %s', async (_label, options) => {
    await expect(openBackupArchive(good, { ...openOptions, ...options })).rejects.toThrow(TypeError);
  });

  it('accepts the untouched archive, and a hand-rebuilt copy of it', async () => {
    const backup = await openBackupArchive(good, openOptions);
    backup.close();
    const copy = await openBackupArchive(await rebuilt((entries) => entries), openOptions);
    copy.close();
    expect(copy.manifest.app).toBe(APP);
  });

  it.each([
    ['cut in half', (size: number) => Math.floor(size / 2)],
    ['missing its last 10 bytes', (size: number) => size - 10],
    ['cut inside the first entry', () => 40],
  ])('refuses a truncated file (%s)', async (_label, newSize) => {
    await truncate(good, newSize((await stat(good)).size));
    await expectRefused(good, 'truncated', /truncated/);
  });

  it('refuses a file whose compressed data is damaged', async () => {
    const bytes = await readFile(good);
    for (let i = 100; i < 140; i++) bytes[i] = (bytes[i] ?? 0) ^ 0xff;
    await writeFile(good, bytes);
    const error = await refusal(good);
    expect(['truncated', 'checksum-mismatch']).toContain(error.reason);
  });

  it.each([
    ['random bytes', randomBytes(4096)],
    ['a text file', Buffer.from('series,episodes\nthis is not a zip\n')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses a file that is not a zip (%s)', async (_label, content) => {
    const file = join(dir, 'upload.zip');
    await writeFile(file, content);
    await expectRefused(file, 'not-a-zip', /not a zip/);
  });

  it('refuses a file over the size limit without reading it', async () => {
    const size = (await stat(good)).size;
    const error = await refusal(good, { maxBytes: size - 1 });
    expect(error.reason).toBe('too-large');
    expect(error.message).toContain(`over the limit of ${size - 1}`);
  });

  it('refuses an archive that unpacks to more than the uncompressed limit', async () => {
    const file = join(dir, 'bomb.zip');
    await writeBackupArchive(file, manifestFields(), [
      { name: 'zeros', rows: rowsOf(Array.from({ length: 100 }, () => ({ pad: '0'.repeat(100_000) }))) },
    ]);
    expect((await stat(file)).size).toBeLessThan(50_000);
    const explicit = await refusal(file, { maxUncompressedBytes: 1_000_000 });
    expect(explicit.reason).toBe('too-large');
    expect(explicit.message).toMatch(/unpacks to more than 1000000 bytes/);
    // By default an archive may unpack to 100 times the size limit.
    const byDefault = await refusal(file, { maxBytes: 50_000 });
    expect(byDefault.reason).toBe('too-large');
  });

  it('refuses a row longer than the row limit', async () => {
    const error = await refusal(good, { maxRowBytes: 10 });
    expect(error.reason).toBe('too-large');
  });

  it.each([
    '../evil',
    '../tables/series.jsonl',
    'tables/../../evil.jsonl',
    '/abs',
    '/etc/passwd',
    'tables\\series.jsonl',
    '..\\evil',
    'C:/windows/evil.jsonl',
    'tables//series.jsonl',
    './manifest.json',
    'tables/evil\u0000.jsonl',
  ])('refuses an entry named %j', async (name) => {
    const file = await rebuilt((entries) => [...entries, { name, data: '{"id":1}\n' }]);
    await expectRefused(file, 'unsafe-path', /not a safe relative path/);
  });

  it('refuses a backup made by another app', async () => {
    const file = join(dir, 'movies.zip');
    await writeBackupArchive(file, manifestFields({ app: 'movie-manager' }), []);
    await expectRefused(file, 'wrong-app', /movie-manager, not series-manager/);
  });

  it('refuses a backup from a newer migration', async () => {
    const file = join(dir, 'newer.zip');
    await writeBackupArchive(
      file,
      manifestFields({ migrationTimestamp: MIGRATION_TIMESTAMP + 1, migrationVersion: 'X-Newer' }),
      [],
    );
    await expectRefused(file, 'newer-version', /backup is from a newer version/);
  });

  it('refuses a backup in a newer archive format', async () => {
    const file = await rebuilt((entries) => withManifest(entries, (m) => (m.formatVersion = 2)));
    await expectRefused(file, 'newer-version', /backup is from a newer version/);
  });

  it('refuses tampered table content whose zip CRC was recomputed', async () => {
    const file = await rebuilt((entries) =>
      entries.map((entry) =>
        entry.name === 'tables/series.jsonl'
          ? { name: entry.name, data: entry.data.toString().replace('"Series 499"', '"Series 4X9"') }
          : entry,
      ),
    );
    await expectRefused(file, 'checksum-mismatch', /tables\/series\.jsonl does not match the manifest's SHA-256/);
  });

  it('refuses table content with an extra row', async () => {
    const file = await rebuilt((entries) =>
      entries.map((entry) =>
        entry.name === 'tables/episodes.jsonl'
          ? { name: entry.name, data: `${entry.data.toString()}{"id":2}\n` }
          : entry,
      ),
    );
    await expectRefused(file, 'checksum-mismatch');
  });

  it('refuses a stored entry whose bytes no longer match the zip CRC', async () => {
    const file = await rebuilt((entries) => entries);
    const bytes = await readFile(file);
    const at = bytes.indexOf('Series 250');
    bytes[at] = 's'.charCodeAt(0);
    await writeFile(file, bytes);
    await expectRefused(file, 'checksum-mismatch', /CRC-32/);
  });

  it('refuses a manifest listing a table the archive lacks', async () => {
    const file = await rebuilt((entries) => entries.filter((entry) => entry.name !== 'tables/episodes.jsonl'));
    await expectRefused(file, 'missing-table', /table episodes/);
  });

  it.each([
    ['a table the manifest does not list', 'tables/extra.jsonl'],
    ['a file outside the format', 'readme.txt'],
    ['a nested table folder', 'tables/sub/series.jsonl'],
    ['a directory entry', 'tables/'],
    ['a table name that is not an identifier', 'tables/drop table.jsonl'],
  ])('refuses an extra entry: %s', async (_label, name) => {
    const file = await rebuilt((entries) => [...entries, { name, data: '' }]);
    await expectRefused(file, 'unexpected-entry');
  });

  it('refuses an entry that appears twice', async () => {
    const file = await rebuilt((entries) => [...entries, entries.find((e) => e.name === 'tables/series.jsonl')!]);
    await expectRefused(file, 'unexpected-entry', /twice/);
  });

  it('refuses an archive without a manifest', async () => {
    const file = await rebuilt((entries) => entries.filter((entry) => entry.name !== 'manifest.json'));
    await expectRefused(file, 'bad-manifest', /no manifest/);
  });

  it.each<[string, (manifest: Record<string, unknown>) => void]>([
    ['another format', (m) => (m.format = 'sonarr-backup')],
    ['no app', (m) => delete m.app],
    ['a string migration timestamp', (m) => (m.migrationTimestamp = '1780000000000')],
    ['an unknown type', (m) => (m.type = 'nightly')],
    ['a bad creation date', (m) => (m.createdAt = 'yesterday')],
    ['tables that are not an array', (m) => (m.tables = {})],
    ['a table with an unsafe name', (m) => ((m.tables as Array<Record<string, unknown>>)[0]!.name = '../series')],
    ['a table with no checksum', (m) => delete (m.tables as Array<Record<string, unknown>>)[0]!.sha256],
  ])('refuses a manifest with %s', async (_label, edit) => {
    const file = await rebuilt((entries) => withManifest(entries, edit));
    await expectRefused(file, 'bad-manifest');
  });

  it('refuses a manifest that is not JSON', async () => {
    const file = await rebuilt((entries) =>
      entries.map((entry) => (entry.name === 'manifest.json' ? { name: entry.name, data: '{"format":' } : entry)),
    );
    await expectRefused(file, 'bad-manifest', /not valid JSON/);
  });

  it('refuses a table line that is not a JSON object even when the manifest matches it', async () => {
    const content = '{"id":1}\n[1,2]\n';
    const { createHash } = await import('node:crypto');
    const file = await rebuilt((entries) =>
      withManifest(
        entries.map((entry) => (entry.name === 'tables/episodes.jsonl' ? { name: entry.name, data: content } : entry)),
        (m) => {
          const table = (m.tables as Array<Record<string, unknown>>).find((t) => t.name === 'episodes')!;
          table.rowCount = 2;
          table.bytes = Buffer.byteLength(content);
          table.sha256 = createHash('sha256').update(content).digest('hex');
        },
      ),
    );
    await expectRefused(file, 'bad-row', /line 2 is not an object/);
  });
});
