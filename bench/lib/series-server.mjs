// What the benches that drive a real series manager over HTTP share: a throwaway database, the service started as
// its own process (bench/http-overhead/serve.mjs), and a small API client with the bench's key.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BENCH_KEY = 'd'.repeat(32);

/** A database of its own on the server, dropped afterwards, so a development database is never touched. */
export async function withThrowawayDatabase(serverUrl, prefix, fn) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Starts the full series manager on the database; resolves with its URL once it is ready.
 * BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles it.
 */
export function startSeriesServer(databaseUrl, dataDir, { logLevel } = {}) {
  return new Promise((resolve, reject) => {
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, path.join(here, '../http-overhead/serve.mjs'), 'full', databaseUrl, dataDir], {
      env: { ...process.env, BENCH_API_KEY: BENCH_KEY, ...(logLevel ? { BENCH_LOG_LEVEL: logLevel } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      const match = /ready (\S+)/.exec(String(chunk));
      if (match) resolve({ url: match[1], stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** One request with the bench's key; the body text back, or an error naming the route and status. */
export async function apiText(base, method, route, body) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'X-Api-Key': BENCH_KEY, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** `apiText`, parsed. */
export async function apiJson(base, method, route, body) {
  const text = await apiText(base, method, route, body);
  return text ? JSON.parse(text) : undefined;
}
