import { BackupValidationError } from './backup-validation.error';

export const BACKUP_FORMAT = 'arrstack-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export const BACKUP_TYPES = ['scheduled', 'manual', 'update'] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];

/** One table of the archive, as recorded in the manifest. */
export interface BackupTableInfo {
  /** Table name, a plain identifier; the rows are in `tables/<name>.jsonl`. */
  name: string;
  /** Number of rows, which is the number of lines of the entry. */
  rowCount: number;
  /** Hex SHA-256 of the uncompressed entry. */
  sha256: string;
  /** Uncompressed size of the entry in bytes. */
  bytes: number;
}

/** The `manifest.json` at the root of every backup archive. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  /** The app that wrote the archive, e.g. `series-manager`; only that app may restore it. */
  app: string;
  appVersion: string;
  /** The PostgreSQL schema the rows came from. */
  schema: string;
  /** Name of the newest applied migration. */
  migrationVersion: string;
  /** Epoch milliseconds of that migration; the value compared to refuse archives from newer versions. */
  migrationTimestamp: number;
  /** ISO 8601 creation time. */
  createdAt: string;
  type: BackupType;
  tables: BackupTableInfo[];
}

/** What the caller supplies; the writer adds the format, the tables and (unless given) the creation time. */
export interface BackupManifestFields {
  app: string;
  appVersion: string;
  schema: string;
  migrationVersion: string;
  migrationTimestamp: number;
  type: BackupType;
  createdAt?: Date | string;
}

// PostgreSQL identifiers are at most 63 bytes; keeping to ASCII word characters also keeps entry names safe.
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** True when `name` is a plain identifier that can be both a table name and part of an entry name. */
export function isSafeTableName(name: unknown): name is string {
  return typeof name === 'string' && IDENTIFIER.test(name);
}

export function tableEntryName(table: string): string {
  return `tables/${table}.jsonl`;
}

/** Checks the caller's fields before any byte is written, so a bad call never produces an archive. */
export function buildManifest(fields: BackupManifestFields, tables: BackupTableInfo[], now: Date): BackupManifest {
  const createdAt = fields.createdAt === undefined ? now : new Date(fields.createdAt);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    app: fields.app,
    appVersion: fields.appVersion,
    schema: fields.schema,
    migrationVersion: fields.migrationVersion,
    migrationTimestamp: fields.migrationTimestamp,
    createdAt: Number.isNaN(createdAt.getTime()) ? 'invalid' : createdAt.toISOString(),
    type: fields.type,
    tables,
  };
  const problem = manifestProblem({ ...manifest });
  if (problem) throw new TypeError(`Invalid backup manifest fields: ${problem}`);
  return manifest;
}

/** Parses and checks `manifest.json`; anything off is a `bad-manifest` (or `newer-version` for a newer format). */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupValidationError('bad-manifest', 'manifest.json is not valid JSON');
  }
  if (!isRecord(value)) throw new BackupValidationError('bad-manifest', 'manifest.json is not a JSON object');
  if (value.format !== BACKUP_FORMAT) {
    throw new BackupValidationError('bad-manifest', `manifest.json format is not "${BACKUP_FORMAT}"`);
  }
  if (typeof value.formatVersion === 'number' && value.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupValidationError(
      'newer-version',
      `backup is from a newer version: archive format ${value.formatVersion}, this version reads ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const tables = Array.isArray(value.tables) ? value.tables : [];
  const manifest = {
    format: value.format,
    formatVersion: value.formatVersion,
    app: value.app,
    appVersion: value.appVersion,
    schema: value.schema,
    migrationVersion: value.migrationVersion,
    migrationTimestamp: value.migrationTimestamp,
    createdAt: value.createdAt,
    type: value.type,
    tables: tables.map((t: unknown) =>
      isRecord(t) ? { name: t.name, rowCount: t.rowCount, sha256: t.sha256, bytes: t.bytes } : t,
    ),
  };
  const problem = Array.isArray(value.tables) ? manifestProblem(manifest) : 'tables is not an array';
  if (problem) throw new BackupValidationError('bad-manifest', `manifest.json is invalid: ${problem}`);
  return manifest as BackupManifest;
}

function manifestProblem(m: Record<string, unknown> & { tables: unknown[] }): string | null {
  if (m.formatVersion !== BACKUP_FORMAT_VERSION) return `formatVersion is not ${BACKUP_FORMAT_VERSION}`;
  for (const key of ['app', 'appVersion', 'schema', 'migrationVersion'] as const) {
    if (typeof m[key] !== 'string' || m[key] === '') return `${key} must be a non-empty string`;
  }
  if (!isSafeTableName(m.schema)) return 'schema must be a plain identifier';
  if (!isCount(m.migrationTimestamp)) return 'migrationTimestamp must be a non-negative integer';
  if (typeof m.createdAt !== 'string' || Number.isNaN(Date.parse(m.createdAt))) {
    return 'createdAt must be an ISO date';
  }
  if (!(BACKUP_TYPES as readonly unknown[]).includes(m.type)) return `type must be one of ${BACKUP_TYPES.join(', ')}`;
  const seen = new Set<string>();
  for (const t of m.tables) {
    if (!isRecord(t)) return 'each table must be an object';
    if (!isSafeTableName(t.name)) return `table name ${JSON.stringify(t.name)} is not a plain identifier`;
    if (seen.has(t.name)) return `table ${t.name} is listed twice`;
    seen.add(t.name);
    if (!isCount(t.rowCount) || !isCount(t.bytes)) return `table ${t.name} needs integer rowCount and bytes`;
    if (typeof t.sha256 !== 'string' || !SHA256_HEX.test(t.sha256)) return `table ${t.name} needs a hex sha256`;
  }
  return null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
