import { Client } from 'pg';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface DatabaseSpec {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
}

/** Options shared by the running service and the migration tooling, so both see the same model. */
export function dataSourceOptions(url: string, schema: string, spec: DatabaseSpec): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema,
    entities: spec.entities,
    migrations: spec.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: 10, application_name: schema },
    logging: false,
  };
}

/** A stable advisory-lock key for one schema's migrations. */
function lockKey(schema: string): number {
  let hash = 0;
  for (const char of `arrstack-migrate:${schema}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Creates the schema if missing and runs pending migrations, under an advisory lock so replicas
 * starting together migrate once; then returns the initialised DataSource.
 */
export async function openDatabase(options: DataSourceOptions & { url?: string; schema?: string }): Promise<DataSource> {
  const schema = options.schema ?? 'public';
  const lockClient = new Client({ connectionString: options.url, application_name: `${schema}-migrate` });
  await lockClient.connect();
  const dataSource = new DataSource(options);
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [lockKey(schema)]);
    await lockClient.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'all' });
    return dataSource;
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    throw error;
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [lockKey(schema)]).catch(() => undefined);
    await lockClient.end();
  }
}

/** SQL that would bring the schema in line with the entities; empty when migrations and entities agree. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: string[]; down: string[] }> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((q) => q.query),
    down: log.downQueries.map((q) => q.query),
  };
}

/** The newest applied migration: its name, its timestamp and how many are applied. */
export async function migrationState(dataSource: DataSource): Promise<{ name: string | null; timestamp: number; count: number }> {
  const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
  const rows: Array<{ name: string; timestamp: string; count: string }> = await dataSource.query(
    `SELECT name, timestamp, count(*) OVER () AS count FROM "${schema}"."migrations" ORDER BY timestamp DESC, id DESC LIMIT 1`,
  );
  if (rows.length === 0) return { name: null, timestamp: 0, count: 0 };
  return { name: rows[0].name, timestamp: Number(rows[0].timestamp), count: Number(rows[0].count) };
}
