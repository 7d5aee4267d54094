import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import type { OpenedBackup } from '../archive/open-backup-archive';

const FETCH_SIZE = 2000;
const INSERT_BATCH = 1000;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The app's tables, except the migration ledger (the manifest records the version instead). */
export async function listAppTables(runner: QueryRunner, schema: string): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await runner.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name <> 'migrations' ORDER BY table_name`,
    [schema],
  );
  return rows.map((r) => r.table_name);
}

/** Streams a table's rows as JSON objects through a server-side cursor, inside the caller's snapshot. */
export async function* tableRows(runner: QueryRunner, schema: string, table: string): AsyncIterable<unknown> {
  const cursor = quote(`dump_${table}`);
  await runner.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t) AS row FROM ${quote(schema)}.${quote(table)} t`);
  try {
    for (;;) {
      const rows: Array<{ row: unknown }> = await runner.query(`FETCH ${FETCH_SIZE} FROM ${cursor}`);
      for (const r of rows) yield r.row;
      if (rows.length < FETCH_SIZE) break;
    }
  } finally {
    await runner.query(`CLOSE ${cursor}`);
  }
}

/** A migration's timestamp, which TypeORM takes from the last 13 digits of its name. */
export function migrationTimestamp(migration: MigrationInterface): number {
  const name = migration.name ?? migration.constructor.name;
  const match = /(\d{13})$/.exec(name);
  return match ? Number(match[1]) : 0;
}

/**
 * Replaces the schema with the archive's data in one transaction: the schema is rebuilt by the app's
 * own migrations up to the backup's version, the rows are loaded, then newer migrations carry them
 * forward. Any failure rolls everything back and the current data stays as it was.
 */
export async function replaceSchemaFromBackup(
  dataSource: DataSource,
  schema: string,
  backup: OpenedBackup,
  afterLoad: (runner: QueryRunner) => Promise<void>,
): Promise<void> {
  const migrations = [...dataSource.migrations].sort((a, b) => migrationTimestamp(a) - migrationTimestamp(b));
  const backupVersion = backup.manifest.migrationTimestamp;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    await runner.query(`DROP SCHEMA ${quote(schema)} CASCADE`);
    await runner.query(`CREATE SCHEMA ${quote(schema)}`);
    await runner.query(
      `CREATE TABLE ${quote(schema)}."migrations" ("id" SERIAL NOT NULL PRIMARY KEY, "timestamp" bigint NOT NULL, "name" character varying NOT NULL)`,
    );
    const apply = async (migration: MigrationInterface) => {
      await migration.up(runner);
      await runner.query(`INSERT INTO ${quote(schema)}."migrations" ("timestamp", "name") VALUES ($1, $2)`, [
        migrationTimestamp(migration),
        migration.name ?? migration.constructor.name,
      ]);
    };
    for (const migration of migrations.filter((m) => migrationTimestamp(m) <= backupVersion)) await apply(migration);

    for (const table of backup.manifest.tables) {
      const target = `${quote(schema)}.${quote(table.name)}`;
      for await (const batch of backup.readTableBatches(table.name, INSERT_BATCH)) {
        await runner.query(`INSERT INTO ${target} SELECT * FROM json_populate_recordset(NULL::${target}, $1::json)`, [JSON.stringify(batch)]);
      }
    }
    await resetSequences(runner, schema);

    for (const migration of migrations.filter((m) => migrationTimestamp(m) > backupVersion)) await apply(migration);
    await afterLoad(runner);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}

/** After rows arrive with their ids, each serial's next value must follow the largest id. */
async function resetSequences(runner: QueryRunner, schema: string): Promise<void> {
  const serials: Array<{ table_name: string; column_name: string; sequence: string }> = await runner.query(
    `SELECT table_name, column_name, pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS sequence
     FROM information_schema.columns WHERE table_schema = $1 AND column_default LIKE 'nextval(%'`,
    [schema],
  );
  for (const s of serials) {
    await runner.query(
      `SELECT setval($1, COALESCE((SELECT max(${quote(s.column_name)}) FROM ${quote(schema)}.${quote(s.table_name)}), 0) + 1, false)`,
      [s.sequence],
    );
  }
}
