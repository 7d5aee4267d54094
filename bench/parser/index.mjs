// Parser throughput: @arrstack/parser's parseMovieTitle against @ctrl/video-filename-parser's
// filenameParse over the development set's titles, in the same process and run, plus the worst
// single-title time over a 10,000-string fuzz corpus. Run `pnpm --filter @arrstack/parser build` first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filenameParse } from '@ctrl/video-filename-parser';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const parser = require('@arrstack/parser');
const { fuzzCorpus } = parser;

const casesFile = process.env.PARSER_CASES ?? resolve(here, '../../../shared/reference/cases/parser-cases.radarr.json');
const titles = JSON.parse(readFileSync(casesFile, 'utf8')).cases.map((c) => c.title);

function throughput(label, fn, rounds) {
  for (let i = 0; i < 3; i++) for (const t of titles) fn(t);
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const started = process.hrtime.bigint();
    for (const t of titles) fn(t);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    best = Math.min(best, seconds);
  }
  const perSecond = titles.length / best;
  console.log(`${label.padEnd(40)} ${Math.round(perSecond).toLocaleString('en-US').padStart(12)} titles/s`);
  return perSecond;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
console.log(`development set: ${titles.length} titles, best of ${rounds} rounds`);
const ours = throughput('@arrstack/parser parseMovieTitle', (t) => parser.parseMovieTitle(t), rounds);
const theirs = throughput('@ctrl/video-filename-parser filenameParse', (t) => filenameParse(t), rounds);
console.log(`ratio: ${(ours / theirs).toFixed(2)}x (goal >= 3x)`);

const corpus = fuzzCorpus(10_000, 10 * 1024);
const all = [
  ['parseMovieTitle', (t) => parser.parseMovieTitle(t)],
  ['parseEpisodeTitle', (t) => parser.parseEpisodeTitle(t)],
  ['parseAlbumTitle', (t) => parser.parseAlbumTitle(t)],
  ['parseQuality', (t) => parser.parseQuality(t, 'series')],
  ['parseLanguages', (t) => parser.parseLanguages(t)],
  ['parseReleaseGroup', (t) => parser.parseReleaseGroup(t)],
];
let worstAll = 0;
let steadyAll = 0;
for (const [name, fn] of all) {
  let worst = 0;
  let steady = 0;
  let total = 0;
  for (const t of corpus) {
    let best = Infinity;
    // First call is the raw figure (it may include a GC pause); the minimum of three is the steady cost.
    for (let r = 0; r < 3; r++) {
      const started = process.hrtime.bigint();
      fn(t);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (r === 0) {
        total += ms;
        if (ms > worst) worst = ms;
      }
      best = Math.min(best, ms);
    }
    if (best > steady) steady = best;
  }
  worstAll = Math.max(worstAll, worst);
  steadyAll = Math.max(steadyAll, steady);
  console.log(
    `fuzz ${name.padEnd(20)} worst ${worst.toFixed(2)} ms (steady ${steady.toFixed(2)} ms), mean ${(total / corpus.length).toFixed(3)} ms`,
  );
}
console.log(
  `fuzz corpus: ${corpus.length} strings up to 10 KB; worst single-title time ${worstAll.toFixed(2)} ms ` +
    `(steady-state worst ${steadyAll.toFixed(2)} ms)`,
);
