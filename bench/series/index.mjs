// The series manager on a large library: 5,000 series and 250,000 episodes (200,000 with files) seeded with SQL.
// Over HTTP against the service in its own process, each endpoint is timed against a hand-written baseline run in
// this process in the same run (plain SQL with `pg`, mapped by hand, JSON.stringify) that produces the same JSON
// (checked once, deep-equal). Alternating, several runs each; medians and ratios.
//   GET /api/v3/series (all, with statistics)        goal <= 2x the baseline
//   GET /api/v3/wanted/missing, /wanted/cutoff pages  goal <= 1.5x the baseline
//   PUT /api/v3/series/editor on 1,000 series         timed (one set-based UPDATE)
// Uses a throwaway database: a new one on DATABASE_URL's server when it is set, else an embedded PostgreSQL.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { withDatabase } from '../http-overhead/database.mjs';
import { seriesJson, wantedJson } from './baseline.mjs';
import { seedLibrary } from './library.mjs';
import { apiText as api, startSeriesServer as startServer, withThrowawayDatabase } from '../lib/series-server.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const SERIES = Number(process.env.BENCH_SERIES ?? 5_000);
const SEASONS = 5;
const EPISODES_PER_SEASON = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const EDITED = Math.min(1_000, SERIES);

const now = () => Number(process.hrtime.bigint()) / 1e6;
async function time(fn) {
  const start = now();
  const result = await fn();
  return { ms: now() - start, result };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Checks once that both sides give the same JSON, then times them alternating. */
async function compare(name, endpoint, baseline, goal) {
  const served = JSON.parse(await endpoint());
  const built = JSON.parse(await baseline());
  if (!isDeepStrictEqual(served, built)) {
    const a = JSON.stringify(served).slice(0, 2000);
    const b = JSON.stringify(built).slice(0, 2000);
    throw new Error(`${name}: the baseline does not give the same JSON\nservice:  ${a}\nbaseline: ${b}`);
  }
  const times = { endpoint: [], baseline: [] };
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? ['endpoint', 'baseline'] : ['baseline', 'endpoint'];
    for (const which of order) times[which].push((await time(which === 'endpoint' ? endpoint : baseline)).ms);
  }
  const e = median(times.endpoint);
  const b = median(times.baseline);
  const records = Array.isArray(served) ? served.length : served.records.length;
  const total = Array.isArray(served) ? '' : ` of ${served.totalRecords}`;
  return { name, endpoint: e, baseline: b, ratio: e / b, goal, note: `${records}${total} rows, ${(Buffer.byteLength(JSON.stringify(served)) / 1e6).toFixed(2)} MB` };
}

const run = (fn) => (process.env.DATABASE_URL ? withThrowawayDatabase(process.env.DATABASE_URL, 'bench_series', fn) : withDatabase(fn));

await run(async (databaseUrl) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-data-'));
  const media = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-media-')));
  const server = await startServer(databaseUrl, dataDir);
  // A pool, as the service has, so a baseline's independent queries run side by side as the service's do.
  const client = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  try {
    const base = `${server.url}/api/v3`;
    await api(base, 'POST', '/rootfolder', { path: media });
    const tag = JSON.parse(await api(base, 'POST', '/tag', { label: 'bench' }));
    const profiles = JSON.parse(await api(base, 'GET', '/qualityprofile'));
    const definitions = JSON.parse(await api(base, 'GET', '/qualitydefinition'));
    const qualities = [1, 4, 9, 3, 7, 5].map((id) => definitions.find((d) => d.quality.id === id).quality);
    const profileIds = profiles.filter((p) => p.name !== 'Any' && p.name !== 'SD').map((p) => p.id);
    // Upgrades on, so each profile's cutoff (not its first allowed quality) decides what is cutoff unmet.
    await client.query(`UPDATE "series_manager"."quality_profile" SET upgrade_allowed = true`);
    const seeded = await time(() =>
      seedLibrary(databaseUrl, { series: SERIES, seasons: SEASONS, episodesPerSeason: EPISODES_PER_SEASON, qualities, rootFolder: media, profileIds, tagId: tag.id }),
    );
    const counts = seeded.result;
    console.log(`seeded ${counts.series} series, ${counts.episodes} episodes, ${counts.files} files in ${(seeded.ms / 1000).toFixed(1)} s`);

    const rows = [];
    rows.push(await compare('GET /series (all, with statistics)', () => api(base, 'GET', '/series'), () => seriesJson(client), 2));
    const pages = [
      { sortKey: 'episodes.airDateUtc', sortDirection: 'descending', page: 1 },
      { sortKey: 'episodes.airDateUtc', sortDirection: 'ascending', page: 40 },
      { sortKey: 'series.sortTitle', sortDirection: 'ascending', page: 100 },
      { sortKey: 'episodes.title', sortDirection: 'descending', page: 7 },
    ];
    for (const kind of ['missing', 'cutoff']) {
      for (const spec of pages) {
        const query = { ...spec, pageSize: 50 };
        const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
        rows.push(
          await compare(`GET /wanted/${kind} ${spec.sortKey} ${spec.sortDirection === 'ascending' ? 'asc' : 'desc'} p${spec.page}`, () => api(base, 'GET', `/wanted/${kind}?${qs}`), () => wantedJson(client, kind, query), 1.5),
        );
      }
      const withExtras = { sortKey: 'episodes.airDateUtc', sortDirection: 'descending', page: 3, pageSize: 50, includeSeries: true, includeEpisodeFile: kind === 'cutoff' };
      const qs = new URLSearchParams(Object.entries(withExtras).map(([k, v]) => [k, String(v)])).toString();
      rows.push(
        await compare(`GET /wanted/${kind} p3 +series${kind === 'cutoff' ? ' +file' : ''}`, () => api(base, 'GET', `/wanted/${kind}?${qs}`), () => wantedJson(client, kind, withExtras), 1.5),
      );
    }

    const ids = (await client.query(`SELECT id FROM "series_manager"."series" ORDER BY id LIMIT $1`, [EDITED])).rows.map((r) => r.id);
    const editorTimes = [];
    for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i++) {
      const body = { seriesIds: ids, monitored: i % 2 === 0, qualityProfileId: profileIds[i % profileIds.length], tags: [tag.id], applyTags: 'add' };
      const { ms, result } = await time(() => api(base, 'PUT', '/series/editor', body));
      if (JSON.parse(result).length !== EDITED) throw new Error('the editor did not answer every series');
      editorTimes.push(ms);
    }
    const check = await client.query(`SELECT count(*)::int AS n FROM "series_manager"."series" WHERE id = ANY($1) AND $2 = ANY(tags) AND quality_profile_id = $3`, [
      ids,
      tag.id,
      profileIds[(editorTimes.length - 1) % profileIds.length],
    ]);
    if (check.rows[0].n !== EDITED) throw new Error(`the editor changed ${check.rows[0].n} of ${EDITED} series`);

    console.log(`\n${counts.series} series, ${counts.episodes} episodes (${counts.files} with files); ${RUNS} runs each, alternating; medians; load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} CPUs`);
    const pad = (text, width) => String(text).padEnd(width);
    console.log(`${pad('request', 48)}${pad('service ms', 12)}${pad('baseline ms', 13)}${pad('ratio', 8)}${pad('goal', 7)}${pad('', 6)}rows`);
    for (const row of rows) {
      const ok = row.ratio <= row.goal ? 'ok' : 'MISS';
      console.log(`${pad(row.name, 48)}${pad(row.endpoint.toFixed(1), 12)}${pad(row.baseline.toFixed(1), 13)}${pad(`${row.ratio.toFixed(2)}x`, 8)}${pad(`<=${row.goal}x`, 7)}${pad(ok, 6)}${row.note}`);
    }
    const editor = median(editorTimes);
    console.log(`${pad(`PUT /series/editor (${EDITED} series)`, 48)}${pad(editor.toFixed(1), 12)}${pad('-', 13)}${pad('-', 8)}${pad('-', 7)}${pad('', 6)}runs ${editorTimes.map((t) => t.toFixed(0)).join(', ')} ms; ${(editor / EDITED).toFixed(3)} ms per series`);
  } finally {
    await client.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(media, { recursive: true, force: true });
  }
});
process.exit(0);
