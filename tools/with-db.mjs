#!/usr/bin/env node
// `node tools/with-db.mjs <command...>`: runs a command with DATABASE_URL pointing at a throwaway
// embedded PostgreSQL (or the DATABASE_URL already set), e.g. one app's tests or the migration tools.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, tempDir } from './embedded-db.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node tools/with-db.mjs <command> [args...]');
  process.exit(2);
}
let database = null;
const env = { ...process.env };
if (!env.DATABASE_URL) {
  database = await startEmbeddedPostgres({ dataDir: path.join(tempDir('arrstack-db-'), 'pg'), port: await freePort(), persistent: false });
  env.DATABASE_URL = database.url;
}
const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
if (database) await database.stop();
process.exit(code);
