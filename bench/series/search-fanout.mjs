// One interactive episode search (GET /api/v3/release?episodeId=) through the series manager, fanned out to 20 fake
// indexers of which one never answers, with the per-indexer search timeout (config/indexer `searchTimeout`) at 2 s.
// Prints the total time against the timeout and against the same search on one healthy indexer alone and on the 19
// healthy ones (medians of several runs, same process). Goal: the hanging indexer adds about the timeout, not more;
// the rest of the total is deciding and caching the 950 results, which the 19-healthy run pays too.
//
// Uses a throwaway database: a new one on DATABASE_URL's server when it is set, else an embedded PostgreSQL.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { withDatabase } from '../http-overhead/database.mjs';
import { apiJson as api, startSeriesServer as startServer, withThrowawayDatabase } from '../lib/series-server.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { startFakeIndexer } = require('@arrstack/newznab/testing');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INDEXERS = 20;
const RELEASES = 50;
const TIMEOUT_S = 2;
const TVDB = 100001;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function releasesFor(index) {
  const qualities = ['720p.HDTV.x264', '1080p.WEB-DL.DD5.1.H.264', '480p.WEB.x264', '1080p.BluRay.x264', '2160p.WEB-DL.DDP5.1.H.265'];
  return Array.from({ length: RELEASES }, (_, n) => ({
    title: `Bench.Show.S01E01.${qualities[n % qualities.length]}-GRP${index}x${n}`,
    guid: `bench-${index}-${n}`,
    categories: [5000, 5040],
    tvdbId: TVDB,
    season: 1,
    episode: 1,
    size: (500 + n * 37) * 1024 * 1024,
  }));
}

const run = (fn) => (process.env.DATABASE_URL ? withThrowawayDatabase(process.env.DATABASE_URL, 'bench_search', fn) : withDatabase(fn));

await run(async (databaseUrl) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-data-'));
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-bench-media-'));
  const seriesFolder = path.join(media, 'Bench Show (2020)');
  fs.mkdirSync(path.join(seriesFolder, 'Season 01'), { recursive: true });
  fs.writeFileSync(path.join(seriesFolder, 'tvshow.nfo'), `<tvshow><title>Bench Show</title><year>2020</year><uniqueid type="tvdb" default="true">${TVDB}</uniqueid></tvshow>`);
  fs.writeFileSync(path.join(seriesFolder, 'Season 01', 'Bench.Show.S01E01.480p.WEB.x264-OLD.mkv'), Buffer.alloc(1000));
  const hangs = INDEXERS - 1;
  const fakes = await Promise.all(
    Array.from({ length: INDEXERS }, (_, i) =>
      i === hangs ? startFakeIndexer({ mode: 'hang' }) : startFakeIndexer({ delayMs: 0, torznab: i % 2 === 1, releases: releasesFor(i) }),
    ),
  );
  const server = await startServer(databaseUrl, dataDir, { logLevel: 'error' });
  try {
    const base = `${server.url}/api/v3`;
    await api(base, 'POST', '/rootfolder', { path: media });
    const series = await api(base, 'POST', '/series', { path: seriesFolder, qualityProfileId: 1 });
    const [episode] = await api(base, 'GET', `/episode?seriesId=${series.id}`);
    await api(base, 'PUT', '/config/indexer', { searchTimeout: TIMEOUT_S });
    const ids = [];
    for (const [i, fake] of fakes.entries()) {
      const torznab = i % 2 === 1 && i !== hangs;
      const indexer = await api(base, 'POST', '/indexer?forceSave=true', {
        name: `Fake ${i + 1}${i === hangs ? ' (hangs)' : ''}`,
        implementation: torznab ? 'Torznab' : 'Newznab',
        configContract: torznab ? 'TorznabSettings' : 'NewznabSettings',
        enableRss: false,
        enableAutomaticSearch: true,
        enableInteractiveSearch: true,
        priority: 25,
        tags: [],
        fields: [
          { name: 'baseUrl', value: fake.url },
          { name: 'apiPath', value: '/api' },
          { name: 'apiKey', value: 'key' },
          { name: 'categories', value: [5030, 5040] },
        ],
      });
      ids.push(indexer.id);
    }
    const search = async () => {
      const start = process.hrtime.bigint();
      const releases = await api(base, 'GET', `/release?episodeId=${episode.id}`);
      return { ms: Number(process.hrtime.bigint() - start) / 1e6, count: releases.length };
    };
    const measure = async (label, enabled) => {
      await api(base, 'PUT', '/indexer/bulk', { ids, enableInteractiveSearch: false });
      await api(base, 'PUT', '/indexer/bulk', { ids: enabled, enableInteractiveSearch: true });
      await search(); // caps, connections
      const times = [];
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        const result = await search();
        times.push(result.ms);
        count = result.count;
      }
      return { label, median: median(times), times, count };
    };
    const all = await measure(`${INDEXERS} indexers, one hangs`, ids);
    const healthy = await measure(`${INDEXERS - 1} healthy indexers`, ids.slice(0, -1));
    const one = await measure('one healthy indexer', ids.slice(0, 1));
    const timeoutMs = TIMEOUT_S * 1000;
    console.log(`interactive episode search, ${RELEASES} releases per healthy indexer (half Torznab), ${RUNS} runs each, load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} CPUs`);
    for (const r of [all, healthy, one]) {
      console.log(`${r.label.padEnd(28)} median ${r.median.toFixed(0).padStart(5)} ms  (${r.count} releases decided; runs ${r.times.map((t) => t.toFixed(0)).join(', ')})`);
    }
    const added = all.median - healthy.median;
    console.log(`with the hanging indexer: ${all.median.toFixed(0)} ms = ${(all.median / timeoutMs).toFixed(2)}x the ${timeoutMs} ms timeout; ${(all.median / one.median).toFixed(1)}x one healthy indexer alone`);
    console.log(
      `the hanging indexer added ${added.toFixed(0)} ms over the ${INDEXERS - 1} healthy ones (goal: about the timeout, at most timeout + 500 ms; ` +
        `asking the indexers one after another would take >= ${(timeoutMs + (INDEXERS - 1) * one.median).toFixed(0)} ms)`,
    );
    if (added > timeoutMs + 500) {
      console.log('goal missed: the hanging indexer cost more than the timeout');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await Promise.all(fakes.map((fake) => fake.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(media, { recursive: true, force: true });
  }
});
process.exit(process.exitCode ?? 0);
