import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupManifestFields } from '../src';

export const APP = 'series-manager';
export const MIGRATION_TIMESTAMP = 1_780_000_000_000;

export function manifestFields(overrides: Partial<BackupManifestFields> = {}): BackupManifestFields {
  return {
    app: APP,
    appVersion: '1.2.3',
    schema: 'series_manager',
    migrationVersion: `${MIGRATION_TIMESTAMP}-AddEpisodes`,
    migrationTimestamp: MIGRATION_TIMESTAMP,
    type: 'manual',
    ...overrides,
  };
}

export const openOptions = {
  expectedApp: APP,
  maxBytes: 50 * 1024 * 1024,
  currentMigrationTimestamp: MIGRATION_TIMESTAMP,
};

export async function* rowsOf<T>(rows: T[]): AsyncGenerator<T> {
  for (const row of rows) yield row;
}

export async function makeTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'arrstack-backup-'));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}
