// Search fan-out to 20 fake indexers on 127.0.0.1: 18 healthy, one that never answers and one that answers
// after 3 s, with a 2 s per-indexer timeout. The goal is a total latency of the timeout plus under 100 ms.
// Baselines measured in the same run: the timeout itself, and the same fan-out over the 18 healthy ones.
// Needs the package built: npx -y pnpm@10.34.9 --filter @arrstack/newznab build
import newznab from '@arrstack/newznab';
import testing from '@arrstack/newznab/testing';

const { NewznabClient, searchAll } = newznab;
const { startFakeIndexer } = testing;

const TIMEOUT_MS = Number(process.env.FANOUT_TIMEOUT_MS ?? 2000);
const RUNS = Number(process.env.FANOUT_RUNS ?? 5);
const HEALTHY = 18;
const GOAL_MS = 100;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}
const ms = (value) => `${value.toFixed(1)} ms`;

const releases = Array.from({ length: 50 }, (_, i) => ({
  title: `Bench.Show.S01E${String((i % 10) + 1).padStart(2, '0')}.1080p.WEB-DL.x264-G${i}`,
  categories: [5000, 5040],
  tvdbId: 424242,
  season: 1,
  episode: (i % 10) + 1,
}));

const fakes = [];
try {
  for (let i = 0; i < HEALTHY; i++)
    fakes.push(await startFakeIndexer({ apiKey: 'bench', releases, torznab: i % 2 === 1 }));
  fakes.push(await startFakeIndexer({ apiKey: 'bench', mode: 'hang' }));
  fakes.push(await startFakeIndexer({ apiKey: 'bench', mode: 'slow', delayMs: 3000, releases }));
  const targets = fakes.map((fake, index) => ({
    id: index + 1,
    client: new NewznabClient({ baseUrl: fake.url, apiKey: 'bench', timeoutMs: 100_000 }),
  }));
  const healthy = targets.slice(0, HEALTHY);
  const query = { type: 'tvsearch', q: 'bench show', tvdbid: 424242, season: 1, cat: [5000] };

  await searchAll(healthy, query, { timeoutMs: TIMEOUT_MS });

  const healthyTimes = [];
  for (let run = 0; run < RUNS; run++) {
    healthyTimes.push((await searchAll(healthy, query, { timeoutMs: TIMEOUT_MS })).elapsedMs);
  }

  const totals = [];
  const serialSums = [];
  let last;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    last = await searchAll(targets, query, { timeoutMs: TIMEOUT_MS });
    totals.push(performance.now() - started);
    serialSums.push(last.results.reduce((sum, r) => sum + r.elapsedMs, 0));
  }

  const kinds = {};
  for (const r of last.results) kinds[r.ok ? 'ok' : r.error.kind] = (kinds[r.ok ? 'ok' : r.error.kind] ?? 0) + 1;
  const total = stats(totals);
  const overshoot = stats(totals.map((t) => t - TIMEOUT_MS));
  const base = stats(healthyTimes);

  console.log(
    `indexer fan-out: ${targets.length} fake indexers (${HEALTHY} healthy, 1 hang, 1 answering in 3000 ms), timeout ${TIMEOUT_MS} ms, ${RUNS} runs`,
  );
  console.log(
    `  outcomes (last run): ${JSON.stringify(kinds)}; releases merged: ${last.releases.length} of ${last.results.reduce((n, r) => n + (r.ok ? r.items.length : 0), 0)}`,
  );
  console.log(`  total latency:        median ${ms(total.median)}  min ${ms(total.min)}  max ${ms(total.max)}`);
  console.log(
    `  over the timeout:     median ${ms(overshoot.median)}  max ${ms(overshoot.max)}  (goal < ${GOAL_MS} ms)`,
  );
  console.log(
    `  ratio total/timeout:  median ${(total.median / TIMEOUT_MS).toFixed(3)}  max ${(total.max / TIMEOUT_MS).toFixed(3)}`,
  );
  console.log(`  baseline, ${HEALTHY} healthy only: median ${ms(base.median)}  max ${ms(base.max)}`);
  console.log(`  sum of per-indexer times (a serial search would wait this): median ${ms(stats(serialSums).median)}`);
  const pass = overshoot.max < GOAL_MS;
  console.log(`  goal timeout + < ${GOAL_MS} ms: ${pass ? 'met' : 'NOT met'} (worst run ${ms(total.max)})`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await Promise.all(fakes.map((fake) => fake.close()));
}
