// Cold start to the first `/ping` 200 for each service (fresh database, so migrations run; then a
// second start on the migrated schema), and each service's idle RSS. Goal: RSS < 150 MB.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDatabase } from './database.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const APPS = ['series-manager', 'movie-manager', 'music-manager', 'indexer-manager', 'subtitle-manager', 'livetv-manager'];
const IDLE_MS = 5000;

async function freshDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startAndPing(app, databaseUrl, port, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps', app, 'dist', 'main.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', ARRSTACK_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${app} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ping`)).status === 200) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, ms: performance.now() - started };
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

await withDatabase(async (adminUrl) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-startup-'));
  console.log('service            cold start (fresh schema)   start (migrated)   idle RSS');
  let port = 19000;
  for (const app of APPS) {
    const databaseUrl = await freshDatabase(adminUrl, `startup_${app.replace('-', '_')}`);
    const cold = await startAndPing(app, databaseUrl, port++, dataDir);
    await stop(cold.child);
    const warm = await startAndPing(app, databaseUrl, port++, dataDir);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rss = rssMb(warm.child.pid);
    await stop(warm.child);
    console.log(`${app.padEnd(18)} ${`${cold.ms.toFixed(0)} ms`.padStart(22)} ${`${warm.ms.toFixed(0)} ms`.padStart(18)} ${`${rss.toFixed(0)} MB`.padStart(10)}`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.exit(0);
