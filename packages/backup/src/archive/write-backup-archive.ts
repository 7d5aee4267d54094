import archiver from 'archiver';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { access, mkdir, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import {
  buildManifest,
  isSafeTableName,
  MANIFEST_ENTRY,
  tableEntryName,
  type BackupManifest,
  type BackupManifestFields,
  type BackupTableInfo,
} from './backup-manifest';
import { encodeRows, TableDigest } from './jsonl';

/** One table to back up: its name and its rows (objects as PostgreSQL's `row_to_json` gives them), pulled lazily. */
export interface BackupTableSource {
  name: string;
  rows: AsyncIterable<unknown>;
}

/**
 * Streams the tables into a zip at `filePath` and returns the manifest written into it.
 *
 * The zip is written to a hidden temporary file in the same directory, fsynced, then renamed, so the final
 * name only ever holds a complete archive; on any failure the temporary file is removed and the error
 * rethrown. Rows are pulled one chunk at a time, never all at once. Refuses to replace an existing file.
 */
export async function writeBackupArchive(
  filePath: string,
  manifestFields: BackupManifestFields,
  tables: BackupTableSource[],
): Promise<BackupManifest> {
  const names = new Set<string>();
  for (const table of tables) {
    if (!isSafeTableName(table.name)) throw new TypeError(`Unsafe table name ${JSON.stringify(table.name)}`);
    if (names.has(table.name)) throw new TypeError(`Table ${table.name} is given twice`);
    names.add(table.name);
  }
  // Checked up front so a bad call fails before any row is read.
  buildManifest(manifestFields, [], new Date());
  await mkdir(dirname(filePath), { recursive: true });
  await assertAbsent(filePath);

  const tempPath = join(dirname(filePath), `.${basename(filePath)}.${randomBytes(6).toString('hex')}.tmp`);
  const output = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  const archive = archiver('zip', { zlib: { level: 6 } });
  let source: Readable | undefined;
  try {
    const failed = new Promise<never>((_, reject) => {
      archive.on('error', reject);
      archive.on('warning', reject);
      output.on('error', reject);
    });
    failed.catch(() => undefined);
    const closed = new Promise<void>((resolve) => output.on('close', resolve));
    archive.pipe(output);

    const infos: BackupTableInfo[] = [];
    for (const table of tables) {
      const entryName = tableEntryName(table.name);
      const digest = new TableDigest();
      source = Readable.from(encodeRows(table.rows, digest), { objectMode: false });
      const sourceFailed = new Promise<never>((_, reject) => source?.on('error', reject));
      sourceFailed.catch(() => undefined);
      const written = new Promise<void>((resolve) => {
        const onEntry = (entry: archiver.EntryData): void => {
          if (entry.name !== entryName) return;
          archive.off('entry', onEntry);
          resolve();
        };
        archive.on('entry', onEntry);
      });
      archive.append(source, { name: entryName });
      await Promise.race([written, failed, sourceFailed]);
      source = undefined;
      infos.push({ name: table.name, rowCount: digest.rowCount, sha256: digest.sha256(), bytes: digest.bytes });
    }

    const manifest = buildManifest(manifestFields, infos, new Date());
    archive.append(Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8'), { name: MANIFEST_ENTRY });
    await Promise.race([archive.finalize(), failed]);
    await Promise.race([closed, failed]);

    const handle = await open(tempPath, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await assertAbsent(filePath);
    await rename(tempPath, filePath);
    await syncDirectory(dirname(filePath));
    return manifest;
  } catch (error) {
    source?.destroy();
    archive.abort();
    await closeStream(output);
    await unlink(tempPath).catch(() => undefined);
    throw error;
  }
}

async function assertAbsent(filePath: string): Promise<void> {
  const exists = await access(filePath).then(
    () => true,
    () => false,
  );
  if (exists) throw new Error(`Backup file already exists: ${filePath}`);
}

function closeStream(stream: WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

// Makes the rename itself durable; not every platform lets a directory be opened for this, hence best effort.
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    return;
  }
}
