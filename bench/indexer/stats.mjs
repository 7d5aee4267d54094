// GET /api/v1/indexerstats over 1,000,000 history rows against the same aggregation in hand-written SQL, run
// in the same process on the same database. The goal is a ratio of at most 1.5.
// Needs PostgreSQL (DATABASE_URL, default the development one) and the app built:
//   npx -y pnpm@10.34.9 exec turbo run build --filter @arrstack/indexer-manager...
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/indexer-manager');
const requireFromApp = createRequire(path.join(appDir, 'package.json'));
const { startTestApp } = requireFromApp('@arrstack/testing');
const { Pool } = requireFromApp('pg');
const { AppModule } = requireFromApp('./dist/app.module.js');
const { APP } = requireFromApp('./dist/app-info.js');

process.env.DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:54329/postgres';
const ROWS = Number(process.env.STATS_ROWS ?? 1_000_000);
const INDEXERS = 20;
const RUNS = Number(process.env.STATS_RUNS ?? 7);
const GOAL = 1.5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

const app = await startTestApp(AppModule, APP);
const pool = new Pool({ connectionString: app.database.url, max: 4 });
const schema = APP.defaultSchema;
try {
  for (let i = 1; i <= INDEXERS; i++) {
    const body = {
      name: `Bench ${i}`,
      implementation: i % 2 ? 'Newznab' : 'Torznab',
      appProfileId: 1,
      enable: true,
      tags: i % 4 === 0 ? [1] : [],
      fields: [{ name: 'baseUrl', value: `http://127.0.0.1:9/${i}` }],
    };
    const res = await fetch(`${app.url}/api/v1/indexer?forceSave=true`, {
      method: 'POST',
      headers: { 'X-Api-Key': app.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`creating indexer ${i}: HTTP ${res.status} ${await res.text()}`);
  }

  const seeded = performance.now();
  await pool.query(
    `INSERT INTO "${schema}"."history" (indexer_id, date, event_type, successful, elapsed_time, source, host, cached, data)
     SELECT 1 + (g % $2),
            now() - (g % 525600) * interval '1 minute',
            (ARRAY['indexerQuery','indexerQuery','indexerQuery','indexerRss','indexerRss','releaseGrabbed','indexerAuth'])[1 + g % 7],
            g % 13 <> 0,
            CASE WHEN g % 17 = 0 THEN 0 ELSE 50 + g % 900 END,
            (ARRAY['Sonarr','Radarr','Lidarr','Prowlarr'])[1 + g % 4],
            '10.0.0.' || (g % 5),
            g % 11 = 0,
            '{}'::jsonb
     FROM generate_series(1, $1) AS g`,
    [ROWS, INDEXERS],
  );
  await pool.query(`ANALYZE "${schema}"."history"`);
  console.log(`seeded ${ROWS.toLocaleString('en')} history rows over ${INDEXERS} indexers in ${ms(performance.now() - seeded)}`);

  const where = (filtered) =>
    filtered
      ? `h.date >= $1 AND h.date <= $2 AND i.protocol = ANY($3::text[])`
      : `h.date >= $1 AND h.date <= $2`;
  const handWritten = async (filtered) => {
    const from = `"${schema}"."history" h JOIN "${schema}"."indexer" i ON i.id = h.indexer_id WHERE ${where(filtered)}`;
    const params = filtered ? [new Date(Date.now() - 30 * 86_400_000), new Date(), ['torrent']] : [new Date(0), new Date()];
    const [indexers, agents, hosts] = await Promise.all([
      pool.query(
        `SELECT h.indexer_id, min(i.name) AS name,
           coalesce(floor(avg(h.elapsed_time) FILTER (WHERE h.event_type IN ('indexerQuery','indexerRss') AND h.elapsed_time > 0 AND NOT h.cached)), 0)::int,
           coalesce(floor(avg(h.elapsed_time) FILTER (WHERE h.event_type = 'releaseGrabbed' AND h.elapsed_time > 0 AND NOT h.cached)), 0)::int,
           count(*) FILTER (WHERE h.event_type = 'indexerQuery')::int AS queries, count(*) FILTER (WHERE h.event_type = 'releaseGrabbed')::int AS grabs,
           count(*) FILTER (WHERE h.event_type = 'indexerRss')::int, count(*) FILTER (WHERE h.event_type = 'indexerAuth')::int,
           count(*) FILTER (WHERE h.event_type = 'indexerQuery' AND NOT h.successful)::int,
           count(*) FILTER (WHERE h.event_type = 'releaseGrabbed' AND NOT h.successful)::int,
           count(*) FILTER (WHERE h.event_type = 'indexerRss' AND NOT h.successful)::int,
           count(*) FILTER (WHERE h.event_type = 'indexerAuth' AND NOT h.successful)::int
         FROM ${from} GROUP BY h.indexer_id ORDER BY h.indexer_id`,
        params,
      ),
      pool.query(
        `SELECT h.source, count(*) FILTER (WHERE h.event_type IN ('indexerQuery','indexerRss'))::int, count(*) FILTER (WHERE h.event_type = 'releaseGrabbed')::int
         FROM ${from} AND h.event_type IN ('indexerQuery','indexerRss','releaseGrabbed') GROUP BY h.source ORDER BY h.source`,
        params,
      ),
      pool.query(
        `SELECT h.host, count(*) FILTER (WHERE h.event_type IN ('indexerQuery','indexerRss'))::int, count(*) FILTER (WHERE h.event_type = 'releaseGrabbed')::int
         FROM ${from} AND h.event_type IN ('indexerQuery','indexerRss','releaseGrabbed') GROUP BY h.host ORDER BY h.host`,
        params,
      ),
    ]);
    return { indexers: indexers.rows.length, queries: indexers.rows.reduce((sum, row) => sum + row.queries, 0), agents: agents.rows.length, hosts: hosts.rows.length };
  };
  const endpoint = async (filtered) => {
    const query = filtered ? `?startDate=${new Date(Date.now() - 30 * 86_400_000).toISOString()}&protocols=torrent` : '';
    const res = await fetch(`${app.url}/api/v1/indexerstats${query}`, { headers: { 'X-Api-Key': app.apiKey } });
    if (res.status !== 200) throw new Error(`indexerstats: HTTP ${res.status}`);
    const body = await res.json();
    return { indexers: body.indexers.length, queries: body.indexers.reduce((sum, s) => sum + s.numberOfQueries, 0), agents: body.userAgents.length, hosts: body.hosts.length };
  };

  let failed = false;
  for (const filtered of [false, true]) {
    const label = filtered ? 'last 30 days, torrent only' : 'all time, no filter';
    const a = await endpoint(filtered);
    const b = await handWritten(filtered);
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`results differ: endpoint ${JSON.stringify(a)} vs SQL ${JSON.stringify(b)}`);
    const api = [];
    const sql = [];
    for (let run = 0; run < RUNS; run++) {
      let started = performance.now();
      await endpoint(filtered);
      api.push(performance.now() - started);
      started = performance.now();
      await handWritten(filtered);
      sql.push(performance.now() - started);
    }
    const ratio = median(api) / median(sql);
    failed ||= ratio > GOAL;
    console.log(`${label}: ${a.indexers} indexers, ${a.queries.toLocaleString('en')} queries counted`);
    console.log(`  GET /api/v1/indexerstats  median ${ms(median(api))}  (min ${ms(Math.min(...api))}, max ${ms(Math.max(...api))})`);
    console.log(`  hand-written SQL          median ${ms(median(sql))}  (min ${ms(Math.min(...sql))}, max ${ms(Math.max(...sql))})`);
    console.log(`  ratio ${ratio.toFixed(2)}x (goal <= ${GOAL}x) ${ratio <= GOAL ? 'OK' : 'MISSED'}`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await pool.end();
  await app.close();
}
