// Requests/s of GET {prefix}/system/status and GET {prefix}/config/host through the full stack
// (auth, Nest routing, pipes and filters, JSON conventions, logging at warn, PostgreSQL) against a
// bare Fastify handler returning the same JSON, both measured with autocannon in the same run.
// Each server runs in its own process. Goal: ratio >= 0.6.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDatabase } from './database.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const KEY = 'b'.repeat(32);
const ROUTES = ['/api/v3/system/status', '/api/v3/config/host'];

function startServer(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      const match = /ready (\S+)/.exec(String(chunk));
      if (match) resolve({ url: match[1], stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      else resolve(result.requests.average);
    });
  });
}

await withDatabase(async (databaseUrl) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-data-'));
  const full = await startServer(['full', databaseUrl, dataDir], { BENCH_API_KEY: KEY });
  const bodies = {};
  for (const route of ROUTES) bodies[route] = await (await fetch(`${full.url}${route}`, { headers: { 'X-Api-Key': KEY } })).text();
  const bare = await startServer(['bare', '', '', JSON.stringify(bodies)]);
  try {
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per measurement, load average ${os.loadavg()[0].toFixed(2)}`);
    console.log('route                        arrstack req/s   bare Fastify req/s   ratio');
    for (const route of ROUTES) {
      await load(`${full.url}${route}`, { 'X-Api-Key': KEY }); // warm-up
      const measured = await load(`${full.url}${route}`, { 'X-Api-Key': KEY });
      const baseline = await load(`${bare.url}${route}`);
      console.log(`${route.padEnd(28)} ${measured.toFixed(0).padStart(14)} ${baseline.toFixed(0).padStart(20)} ${(measured / baseline).toFixed(2).padStart(7)}`);
    }
  } finally {
    full.stop();
    bare.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
process.exit(0);
