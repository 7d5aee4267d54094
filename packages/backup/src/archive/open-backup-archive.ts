import { open as openFd, close as closeFd, fstat, read } from 'node:fs';
import { promisify, TextDecoder } from 'node:util';
import { crc32 } from 'node:zlib';
import * as yauzl from 'yauzl';
import {
  isRecord,
  isSafeTableName,
  MANIFEST_ENTRY,
  parseManifest,
  tableEntryName,
  type BackupManifest,
  type BackupTableInfo,
} from './backup-manifest';
import { BackupValidationError } from './backup-validation.error';
import { LineTooLongError, splitLines, TableDigest, UnterminatedLineError } from './jsonl';

/** Limits and expectations for {@link openBackupArchive}. */
export interface OpenBackupOptions {
  /** The app restoring; an archive written by any other app is refused. */
  expectedApp: string;
  /** Largest archive file accepted, in bytes. */
  maxBytes: number;
  /** Epoch ms of this app's newest applied migration; an archive from a later migration is refused. */
  currentMigrationTimestamp: number;
  /** Largest single row (one JSON line) accepted, in bytes. Defaults to 64 MiB. */
  maxRowBytes?: number;
  /** Largest total uncompressed size of all entries, in bytes. Defaults to 100 × `maxBytes`. */
  maxUncompressedBytes?: number;
}

/** A fully validated archive, ready to be read table by table. */
export interface OpenedBackup {
  manifest: BackupManifest;
  /** True when the archive comes from an older migration, so the restored data must be migrated forward. */
  isOlderVersion: boolean;
  /**
   * Streams the rows of one manifest table. The entry is re-hashed while it is read and a
   * `checksum-mismatch` is thrown at the end if the file changed since validation.
   */
  readTable(name: string): AsyncIterable<Record<string, unknown>>;
  /** Same rows as {@link OpenedBackup.readTable}, grouped into arrays of at most `batchSize`. */
  readTableBatches(name: string, batchSize: number): AsyncIterable<Record<string, unknown>[]>;
  /** Releases the file; safe to call more than once. */
  close(): void;
}

const MAX_MANIFEST_BYTES = 1024 * 1024;
const DEFAULT_MAX_ROW_BYTES = 64 * 1024 * 1024;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const TABLE_ENTRY = /^tables\/([^/]+)\.jsonl$/;
// Anything a well-formed entry name never holds: control characters, backslashes, drive letters, colons.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\:]/;

const openAsync = promisify(openFd);
const fstatAsync = promisify(fstat);
const closeAsync = promisify(closeFd);

/**
 * Opens a backup archive and validates all of it before returning: size, zip structure, entry names,
 * manifest, app, migration version, and for every table its SHA-256, byte count, line count and that every
 * line is a JSON object. Throws {@link BackupValidationError} with the reason on the first problem found.
 */
export async function openBackupArchive(filePath: string, options: OpenBackupOptions): Promise<OpenedBackup> {
  assertOptions(options);
  const maxRowBytes = options.maxRowBytes ?? DEFAULT_MAX_ROW_BYTES;
  const maxUncompressedBytes = options.maxUncompressedBytes ?? options.maxBytes * 100;
  const fd = await openAsync(filePath, 'r');
  let zip: yauzl.ZipFile | undefined;
  try {
    const { size } = await fstatAsync(fd);
    if (size > options.maxBytes) {
      throw new BackupValidationError('too-large', `backup is ${size} bytes, over the limit of ${options.maxBytes}`);
    }
    const looksLikeZip = await startsWithZipSignature(fd, size);
    try {
      zip = await yauzl.fromFdPromise(fd, {
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true,
        strictFileNames: true,
      });
    } catch {
      throw looksLikeZip
        ? new BackupValidationError('truncated', 'backup is truncated or damaged: its zip directory cannot be read')
        : new BackupValidationError('not-a-zip', 'backup is not a zip archive');
    }
    const archive = new ArchiveReader(zip, maxRowBytes);
    const entries = await archive.listEntries(maxUncompressedBytes);

    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry) throw new BackupValidationError('bad-manifest', 'backup has no manifest.json');
    const manifest = parseManifest(await archive.readManifest(manifestEntry));
    if (manifest.app !== options.expectedApp) {
      throw new BackupValidationError(
        'wrong-app',
        `backup was made by ${manifest.app}, not ${options.expectedApp}, and cannot be restored here`,
      );
    }
    if (manifest.migrationTimestamp > options.currentMigrationTimestamp) {
      throw new BackupValidationError(
        'newer-version',
        `backup is from a newer version (migration ${manifest.migrationVersion}); update the app before restoring it`,
      );
    }

    const tables = new Map<string, { info: BackupTableInfo; entry: yauzl.Entry }>();
    for (const info of manifest.tables) {
      const entry = entries.get(tableEntryName(info.name));
      if (!entry) throw new BackupValidationError('missing-table', `backup has no entry for table ${info.name}`);
      tables.set(info.name, { info, entry });
    }
    for (const name of entries.keys()) {
      const table = TABLE_ENTRY.exec(name)?.[1];
      if (name !== MANIFEST_ENTRY && (table === undefined || !tables.has(table))) {
        throw new BackupValidationError('unexpected-entry', `backup holds ${name}, which the manifest does not list`);
      }
    }
    for (const { info, entry } of tables.values()) {
      for await (const row of archive.readRows(info, entry)) void row;
    }

    return new OpenedArchive(
      manifest,
      manifest.migrationTimestamp < options.currentMigrationTimestamp,
      tables,
      archive,
    );
  } catch (error) {
    if (zip) zip.close();
    else await closeAsync(fd).catch(() => undefined);
    throw error;
  }
}

class OpenedArchive implements OpenedBackup {
  constructor(
    readonly manifest: BackupManifest,
    readonly isOlderVersion: boolean,
    private readonly tables: Map<string, { info: BackupTableInfo; entry: yauzl.Entry }>,
    private readonly archive: ArchiveReader,
  ) {}

  readTable(name: string): AsyncIterable<Record<string, unknown>> {
    const table = this.tables.get(name);
    if (!table) throw new Error(`Backup has no table ${name}`);
    return this.archive.readRows(table.info, table.entry);
  }

  async *readTableBatches(name: string, batchSize: number): AsyncIterable<Record<string, unknown>[]> {
    if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
    let batch: Record<string, unknown>[] = [];
    for await (const row of this.readTable(name)) {
      batch.push(row);
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  close(): void {
    this.archive.close();
  }
}

class ArchiveReader {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private closed = false;

  constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly maxRowBytes: number,
  ) {}

  /** Reads the central directory, checking every name, and returns the entries by name. */
  async listEntries(maxUncompressedBytes: number): Promise<Map<string, yauzl.Entry>> {
    const entries = new Map<string, yauzl.Entry>();
    let uncompressed = 0;
    try {
      for await (const entry of this.zip.eachEntry()) {
        const name = entryName(entry);
        if (entries.has(name)) throw new BackupValidationError('unexpected-entry', `backup holds ${name} twice`);
        if (entry.isEncrypted())
          throw new BackupValidationError('unexpected-entry', `backup entry ${name} is encrypted`);
        uncompressed += entry.uncompressedSize;
        if (uncompressed > maxUncompressedBytes) {
          throw new BackupValidationError('too-large', `backup unpacks to more than ${maxUncompressedBytes} bytes`);
        }
        entries.set(name, entry);
      }
    } catch (error) {
      throw asValidationError(error);
    }
    return entries;
  }

  async readManifest(entry: yauzl.Entry): Promise<string> {
    if (entry.uncompressedSize > MAX_MANIFEST_BYTES) {
      throw new BackupValidationError('bad-manifest', 'manifest.json is implausibly large');
    }
    const parts: Buffer[] = [];
    for await (const chunk of this.readEntry(entry)) parts.push(chunk);
    try {
      return this.decoder.decode(Buffer.concat(parts));
    } catch {
      throw new BackupValidationError('bad-manifest', 'manifest.json is not valid UTF-8');
    }
  }

  async *readRows(info: BackupTableInfo, entry: yauzl.Entry): AsyncGenerator<Record<string, unknown>> {
    const entryName = tableEntryName(info.name);
    if (entry.uncompressedSize !== info.bytes) throw mismatch(entryName, 'byte count');
    const digest = new TableDigest();
    try {
      for await (const line of splitLines(this.readEntry(entry), digest, this.maxRowBytes)) {
        if (digest.rowCount > info.rowCount) throw mismatch(entryName, 'row count');
        yield parseRow(this.decoder, line, entryName, digest.rowCount);
      }
    } catch (error) {
      if (error instanceof LineTooLongError) {
        throw new BackupValidationError('too-large', `${entryName} holds a row over ${this.maxRowBytes} bytes`);
      }
      if (error instanceof UnterminatedLineError) {
        throw new BackupValidationError('bad-row', `${entryName} does not end with a newline`);
      }
      throw error;
    }
    if (digest.bytes !== info.bytes) throw mismatch(entryName, 'byte count');
    if (digest.rowCount !== info.rowCount) throw mismatch(entryName, 'row count');
    if (digest.sha256() !== info.sha256) throw mismatch(entryName, 'SHA-256');
  }

  /** Streams one entry's uncompressed bytes, checking them against the CRC-32 the zip records. */
  async *readEntry(entry: yauzl.Entry): AsyncGenerator<Buffer> {
    const name = entryName(entry);
    if (this.closed) throw new Error('Backup archive is closed');
    let crc = 0;
    try {
      const stream = await this.zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        crc = crc32(chunk, crc);
        yield chunk;
      }
    } catch (error) {
      throw asValidationError(error);
    }
    if (crc !== entry.crc32) {
      throw new BackupValidationError('checksum-mismatch', `${name} does not match the CRC-32 recorded in the zip`);
    }
  }

  close(): void {
    this.closed = true;
    this.zip.close();
  }
}

/** Decodes a name from its raw bytes (we open with decodeStrings off) and refuses anything path-like. */
function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw;
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
  // A directory entry ends with one slash; it is not unsafe, just not part of the format (checked below).
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  if (
    name === '' ||
    name.startsWith('/') ||
    UNSAFE_CHARACTERS.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new BackupValidationError('unsafe-path', `backup entry ${JSON.stringify(name)} is not a safe relative path`);
  }
  if (name !== MANIFEST_ENTRY) {
    const table = TABLE_ENTRY.exec(name)?.[1];
    if (table === undefined || !isSafeTableName(table)) {
      throw new BackupValidationError('unexpected-entry', `backup holds ${name}, which is not part of the format`);
    }
  }
  return name;
}

function parseRow(decoder: TextDecoder, line: Buffer, entryName: string, lineNumber: number): Record<string, unknown> {
  let row: unknown;
  try {
    row = JSON.parse(decoder.decode(line));
  } catch {
    throw new BackupValidationError('bad-row', `${entryName} line ${lineNumber} is not valid JSON`);
  }
  if (!isRecord(row)) throw new BackupValidationError('bad-row', `${entryName} line ${lineNumber} is not an object`);
  return row;
}

function mismatch(entryName: string, what: string): BackupValidationError {
  return new BackupValidationError('checksum-mismatch', `${entryName} does not match the manifest's ${what}`);
}

// yauzl reports structural damage (bad signatures, short reads, bad deflate data) as plain errors.
function asValidationError(error: unknown): BackupValidationError {
  if (error instanceof BackupValidationError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new BackupValidationError('truncated', `backup is truncated or damaged: ${detail}`);
}

async function startsWithZipSignature(fd: number, size: number): Promise<boolean> {
  if (size < 4) return false;
  const buffer = Buffer.alloc(4);
  const { bytesRead } = await new Promise<{ bytesRead: number }>((resolve, reject) =>
    read(fd, buffer, 0, 4, 0, (error, bytesRead) => (error ? reject(error) : resolve({ bytesRead }))),
  );
  if (bytesRead < 4) return false;
  const signature = buffer.readUInt32LE(0);
  return signature === LOCAL_FILE_HEADER || signature === END_OF_CENTRAL_DIRECTORY;
}

// A NaN limit would compare false and let everything through, so bad options are a programming error.
function assertOptions(options: OpenBackupOptions): void {
  if (typeof options.expectedApp !== 'string' || options.expectedApp === '') {
    throw new TypeError('expectedApp must be a non-empty string');
  }
  for (const key of ['maxBytes', 'currentMigrationTimestamp', 'maxRowBytes', 'maxUncompressedBytes'] as const) {
    const value = options[key];
    if (value === undefined && key !== 'maxBytes' && key !== 'currentMigrationTimestamp') continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new TypeError(`${key} must be a non-negative number`);
    }
  }
}
