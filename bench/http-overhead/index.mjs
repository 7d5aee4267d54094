// Requests/s of GET {prefix}/system/status and GET {prefix}/config/host through the full stack
// (auth, Nest routing, pipes and filters, JSON conventions, logging at warn, PostgreSQL) against a
// bare Fastify handler returning the same JSON, both measured with autocannon in the same run,
// in alternating rounds. Each server runs in its own process. Goal: ratio >= 0.6. The servers' CPU
// time per request is printed too: on a shared machine it is steadier than requests/s.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDatabase } from './database.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
// Rounds alternate which server goes first, so drift in the machine's load hits both alike; medians are reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const KEY = 'b'.repeat(32);
const ROUTES = ['/api/v3/system/status', '/api/v3/config/host'];

function startServer(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      const match = /ready (\S+)/.exec(String(chunk));
      if (match) resolve({ url: match[1], pid: child.pid, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** CPU time (ms) a process has used so far; Linux only, else NaN. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return Number.NaN;
  }
}

/** Requests/s, and the server's CPU time per request (µs), which other load on the machine disturbs less. */
function load(server, route, headers = {}) {
  const url = `${server.url}${route}`;
  const cpuBefore = cpuMs(server.pid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      else resolve({ rps: result.requests.average, cpuUs: ((cpuMs(server.pid) - cpuBefore) * 1000) / result.requests.total });
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

await withDatabase(async (databaseUrl) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-data-'));
  const full = await startServer(['full', databaseUrl, dataDir], { BENCH_API_KEY: KEY });
  const bodies = {};
  for (const route of ROUTES) bodies[route] = await (await fetch(`${full.url}${route}`, { headers: { 'X-Api-Key': KEY } })).text();
  const bare = await startServer(['bare', '', '', JSON.stringify(bodies)]);
  try {
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per measurement, ${ROUNDS} interleaved rounds, load average ${os.loadavg()[0].toFixed(2)}`);
    console.log('route                        arrstack req/s   bare Fastify req/s   ratio   CPU µs/req arrstack, bare, ratio   (medians; per-round req/s ratios)');
    for (const route of ROUTES) {
      const fullRun = () => load(full, route, { 'X-Api-Key': KEY });
      const bareRun = () => load(bare, route);
      await fullRun(); // warm-up (JIT, caches)
      await bareRun();
      const measured = [];
      const baseline = [];
      for (let round = 0; round < ROUNDS; round++) {
        if (round % 2 === 0) {
          measured.push(await fullRun());
          baseline.push(await bareRun());
        } else {
          baseline.push(await bareRun());
          measured.push(await fullRun());
        }
      }
      const ratios = measured.map((m, i) => m.rps / baseline[i].rps);
      const cpuRatios = measured.map((m, i) => baseline[i].cpuUs / m.cpuUs);
      const perRound = ratios.map((r) => r.toFixed(2)).join(' ');
      const rps = (runs) => median(runs.map((r) => r.rps)).toFixed(0);
      const cpu = (runs) => median(runs.map((r) => r.cpuUs)).toFixed(1);
      console.log(
        `${route.padEnd(28)} ${rps(measured).padStart(14)} ${rps(baseline).padStart(20)} ${median(ratios).toFixed(2).padStart(7)}` +
          `   ${cpu(measured).padStart(8)} ${cpu(baseline).padStart(8)} ${median(cpuRatios).toFixed(2).padStart(6)}   (${perRound})`,
      );
    }
  } finally {
    full.stop();
    bare.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
process.exit(0);
