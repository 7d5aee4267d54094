// A rename preview of one series with 50,000 episode files through HTTP (GET /api/v3/rename?seriesId=) against the
// plain listing of the same files (GET /api/v3/episodefile?seriesId=), both served by the series manager in its own
// process and timed in the same run, alternating, several runs each; medians and their ratio. Every file is badly
// named, so the preview lists all 50,000 (its worst case). Goal: preview <= 3x the listing.
//
// The rows are inserted with SQL (a preview reads the library, not the disk). Uses a throwaway database: a new one on
// DATABASE_URL's server when it is set, else an embedded PostgreSQL.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { withDatabase } from '../http-overhead/database.mjs';
import { apiText as api, startSeriesServer as startServer, withThrowawayDatabase } from '../lib/series-server.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const FILES = Number(process.env.BENCH_FILES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PER_SEASON = 500;
const SCHEMA = 'series_manager';

/** 50,000 badly named files of one series, each holding one episode, inserted set-based. */
async function insertLibrary(databaseUrl, seriesId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const quality = { quality: { id: 4, name: 'HDTV-720p', source: 'television', resolution: 720 }, revision: { version: 1, real: 0, isRepack: false } };
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "${SCHEMA}"."episode_file" (series_id, season_number, relative_path, size, quality, release_group, languages)
       SELECT $1, (g - 1) / $3::int + 1,
              format('Season %s/bench.show.s%se%s.720p.hdtv.x264-grp.mkv', (g - 1) / $3::int + 1, lpad(((g - 1) / $3::int + 1)::text, 2, '0'), lpad(((g - 1) % $3::int + 1)::text, 3, '0')),
              734003200, $4::jsonb, 'GRP', '[{"id":1,"name":"English"}]'::jsonb
         FROM generate_series(1, $2::int) AS g`,
      [seriesId, FILES, PER_SEASON, JSON.stringify(quality)],
    );
    await client.query(
      `INSERT INTO "${SCHEMA}"."episode" (series_id, season_number, episode_number, title, air_date, air_date_utc, monitored, episode_file_id)
       SELECT f.series_id, f.season_number, (f.n - 1) % $2::int + 1, format('Episode Title Number %s: The Return', f.n),
              to_char(date '2000-01-01' + f.n, 'YYYY-MM-DD'), (date '2000-01-01' + f.n)::timestamptz, true, f.id
         FROM (SELECT id, series_id, season_number, (row_number() OVER (ORDER BY id))::int AS n
                 FROM "${SCHEMA}"."episode_file" WHERE series_id = $1) AS f`,
      [seriesId, PER_SEASON],
    );
    await client.query('COMMIT');
    await client.query(`ANALYZE "${SCHEMA}"."episode_file"; ANALYZE "${SCHEMA}"."episode"`);
  } finally {
    await client.end();
  }
}

async function timed(base, route) {
  const start = process.hrtime.bigint();
  const text = await api(base, 'GET', route);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, rows: JSON.parse(text).length, bytes: Buffer.byteLength(text) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const run = (fn) => (process.env.DATABASE_URL ? withThrowawayDatabase(process.env.DATABASE_URL, 'bench_rename', fn) : withDatabase(fn));

await run(async (databaseUrl) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-data-'));
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-media-'));
  const seriesFolder = path.join(media, 'Bench Show (2010)');
  fs.mkdirSync(seriesFolder);
  const server = await startServer(databaseUrl, dataDir);
  try {
    const base = `${server.url}/api/v3`;
    await api(base, 'POST', '/rootfolder', { path: media });
    const series = JSON.parse(await api(base, 'POST', '/series', { path: seriesFolder, qualityProfileId: 1 }));
    await api(base, 'PUT', '/config/naming', { renameEpisodes: true });
    await insertLibrary(databaseUrl, series.id);

    const preview = `/rename?seriesId=${series.id}`;
    const listing = `/episodefile?seriesId=${series.id}`;
    const warm = [await timed(base, listing), await timed(base, preview)];
    if (warm[0].rows !== FILES || warm[1].rows !== FILES) throw new Error(`expected ${FILES} rows, got listing ${warm[0].rows}, preview ${warm[1].rows}`);
    const sample = JSON.parse(await api(base, 'GET', `/rename?seriesId=${series.id}&seasonNumber=1`))[0];

    const times = { preview: [], listing: [] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so neither always runs on a warmer process.
      const order = i % 2 === 0 ? ['listing', 'preview'] : ['preview', 'listing'];
      for (const which of order) times[which].push((await timed(base, which === 'preview' ? preview : listing)).ms);
    }
    const p = median(times.preview);
    const l = median(times.listing);
    console.log(`${FILES} episode files of one series, ${RUNS} runs each (alternating), load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} CPUs`);
    console.log(`sample preview row: ${JSON.stringify(sample)}`);
    console.log(`GET /api/v3/episodefile?seriesId  median ${l.toFixed(0)} ms  (runs ${times.listing.map((t) => t.toFixed(0)).join(', ')}; ${(warm[0].bytes / 1e6).toFixed(1)} MB)`);
    console.log(`GET /api/v3/rename?seriesId       median ${p.toFixed(0)} ms  (runs ${times.preview.map((t) => t.toFixed(0)).join(', ')}; ${(warm[1].bytes / 1e6).toFixed(1)} MB)`);
    console.log(`preview / listing: ${(p / l).toFixed(2)}x (goal <= 3x)`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(media, { recursive: true, force: true });
  }
});
process.exit(0);
