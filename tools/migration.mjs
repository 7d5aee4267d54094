#!/usr/bin/env node
// Run from an app folder after building it, with DATABASE_URL set (tools/with-db.mjs provides one):
//   node ../../tools/migration.mjs generate <PascalName>   writes src/database/migrations/<epoch>-<Name>.ts
//   node ../../tools/migration.mjs check                   exits 1 when entities and migrations disagree
// The app's dist/database/data-source.js exports createDataSource(url, schema).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';

const appDir = process.cwd();
const require = createRequire(path.join(appDir, 'package.json'));
const [mode, name] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url || !['generate', 'check'].includes(mode) || (mode === 'generate' && !/^[A-Z][A-Za-z0-9]+$/.test(name ?? ''))) {
  console.error('usage (DATABASE_URL set): migration.mjs generate <PascalName> | check');
  process.exit(2);
}

const scratch = `migration_${Date.now()}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE "${scratch}"`);
const scratchUrl = new URL(url);
scratchUrl.pathname = `/${scratch}`;

const migrationsDir = path.join(appDir, 'src/database/migrations');
const { createDataSource } = require(path.join(appDir, 'dist/database/data-source.js'));
const { openDatabase, pendingSchemaChanges } = require('@arrstack/core');
const probe = createDataSource(scratchUrl.toString());
const schema = probe.options.schema;
let changes;
try {
  const dataSource = await openDatabase(probe.options);
  changes = await pendingSchemaChanges(dataSource);
  await dataSource.destroy();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  await admin.end();
}

if (mode === 'check') {
  if (changes.up.length > 0) {
    console.error(`entities and migrations disagree; a migration would run:\n${changes.up.join(';\n')}`);
    process.exit(1);
  }
  console.log('entities and migrations agree');
  process.exit(0);
}
if (changes.up.length === 0) {
  console.log('no changes: entities and migrations already agree');
  process.exit(0);
}

// Generated SQL names the schema; the migration takes it from the connection instead, so DB_SCHEMA can differ.
const unqualify = (sql) => sql.split(`"${schema}".`).join('"${schema}".').replace(/`/g, '\\`');
const timestamp = Date.now();
const className = `${name}${timestamp}`;
const body = (queries) => queries.map((q) => `    await queryRunner.query(\`${unqualify(q)}\`);`).join('\n');
const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
${body(changes.up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
${body([...changes.down].reverse())}
  }
}
`;
fs.mkdirSync(migrationsDir, { recursive: true });
fs.writeFileSync(path.join(migrationsDir, `${timestamp}-${name}.ts`), source);

const files = fs.readdirSync(migrationsDir).filter((f) => /^\d+-[A-Za-z0-9]+\.ts$/.test(f)).sort();
const entries = files.map((f) => {
  const [ts, n] = f.replace(/\.ts$/, '').split('-');
  return { file: f.replace(/\.ts$/, ''), cls: `${n}${ts}` };
});
fs.writeFileSync(
  path.join(migrationsDir, 'index.ts'),
  `${entries.map((e) => `import { ${e.cls} } from './${e.file}';`).join('\n')}\n\n/** Applied in order; generated with \`pnpm migration:generate <Name>\` and committed. */\nexport const MIGRATIONS = [${entries.map((e) => e.cls).join(', ')}];\n`,
);
console.log(`wrote src/database/migrations/${timestamp}-${name}.ts`);
