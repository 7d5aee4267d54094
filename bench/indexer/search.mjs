// GET /api/v1/search through the indexer manager, fanned out to 20 fake indexers on 127.0.0.1: 18 healthy, one
// that never answers and one that answers after 3 s, with a 2 s per-indexer timeout
// (INDEXER_SEARCH_TIMEOUT_SECONDS). The goal is a total latency of the timeout plus under 100 ms; the same
// search over the 18 healthy indexers is the baseline. Back-off is cleared between runs so every run waits for
// the hung indexer rather than skipping it.
// Needs PostgreSQL (DATABASE_URL, default the development one) and the app built.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import testing from '@arrstack/newznab/testing';

const { startFakeIndexer } = testing;
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/indexer-manager');
const requireFromApp = createRequire(path.join(appDir, 'package.json'));
const { startTestApp } = requireFromApp('@arrstack/testing');
const { Pool } = requireFromApp('pg');
const { AppModule } = requireFromApp('./dist/app.module.js');
const { APP } = requireFromApp('./dist/app-info.js');

process.env.DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:54329/postgres';
const TIMEOUT_S = Number(process.env.FANOUT_TIMEOUT_S ?? 2);
process.env.INDEXER_SEARCH_TIMEOUT_SECONDS = String(TIMEOUT_S);
const RUNS = Number(process.env.FANOUT_RUNS ?? 5);
const GOAL_MS = 100;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

const releases = Array.from({ length: 50 }, (_, i) => ({
  title: `Bench.Show.S01E${String((i % 10) + 1).padStart(2, '0')}.1080p.WEB-DL.x264-G${i}`,
  categories: [5000, 5040],
  tvdbId: 424242,
  season: 1,
  episode: (i % 10) + 1,
}));

const fakes = [];
const app = await startTestApp(AppModule, APP);
const pool = new Pool({ connectionString: app.database.url, max: 2 });
try {
  for (let i = 0; i < 18; i++) fakes.push(await startFakeIndexer({ apiKey: 'bench', releases, torznab: i % 2 === 1 }));
  fakes.push(await startFakeIndexer({ apiKey: 'bench', mode: 'hang' }));
  fakes.push(await startFakeIndexer({ apiKey: 'bench', mode: 'slow', delayMs: 3000, releases }));
  const ids = [];
  for (const [i, fake] of fakes.entries()) {
    const res = await fetch(`${app.url}/api/v1/indexer?forceSave=true`, {
      method: 'POST',
      headers: { 'X-Api-Key': app.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${i + 1}`,
        implementation: i % 2 === 1 && i < 18 ? 'Torznab' : 'Newznab',
        appProfileId: 1,
        fields: [{ name: 'baseUrl', value: fake.url }, { name: 'apiKey', value: 'bench' }],
      }),
    });
    if (res.status !== 201) throw new Error(`creating indexer: HTTP ${res.status}`);
    ids.push((await res.json()).id);
  }
  const search = async (indexerIds) => {
    await pool.query(`DELETE FROM "${APP.defaultSchema}"."indexer_status"`);
    const query = indexerIds.map((id) => `indexerIds=${id}`).join('&');
    const started = performance.now();
    const res = await fetch(`${app.url}/api/v1/search?query=bench%20show&type=search&${query}`, { headers: { 'X-Api-Key': app.apiKey } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`search: HTTP ${res.status}`);
    return { elapsed: performance.now() - started, releases: body.length };
  };
  await search(ids.slice(0, 18));
  const healthy = [];
  const all = [];
  let last;
  for (let run = 0; run < RUNS; run++) {
    healthy.push((await search(ids.slice(0, 18))).elapsed);
    last = await search(ids);
    all.push(last.elapsed);
  }
  const over = median(all) - TIMEOUT_S * 1000;
  console.log(`20 indexers (18 healthy x 50 releases, 1 hanging, 1 answering in 3 s), timeout ${TIMEOUT_S * 1000} ms, ${RUNS} runs`);
  console.log(`  GET /api/v1/search, all 20     median ${ms(median(all))} (min ${ms(Math.min(...all))}, max ${ms(Math.max(...all))}), ${last.releases} releases after dedupe`);
  console.log(`  GET /api/v1/search, 18 healthy median ${ms(median(healthy))}`);
  console.log(`  past the timeout: ${ms(over)} (goal < ${GOAL_MS} ms) ${over < GOAL_MS ? 'OK' : 'MISSED'}`);
  process.exitCode = over < GOAL_MS ? 0 : 1;
} finally {
  await pool.end();
  await app.close();
  await Promise.all(fakes.map((fake) => fake.close()));
}
