import { fuzzCorpus } from './fuzz-corpus';
import {
  parseAlbumTitle,
  parseEpisodePath,
  parseEpisodeTitle,
  parseLanguages,
  parseMoviePath,
  parseMovieTitle,
  parseQuality,
  parseReleaseGroup,
} from './index';

const corpus = fuzzCorpus(10_000, 10 * 1024);
// Guards against catastrophic backtracking, not a speed figure (that is bench/parser): a backtracking pattern
// costs seconds on these inputs, so the budgets leave room for a machine busy with other test runs.
const PER_TITLE_BUDGET_MS = 400;
const PATHOLOGICAL_BUDGET_MS = 1_000;

describe('fuzz: random and adversarial titles', () => {
  it('answers every title without throwing and within the time budget', () => {
    let worst = 0;
    let worstTitle = '';
    const timeAll = (title: string): number => {
      const started = process.hrtime.bigint();
      parseMovieTitle(title);
      parseEpisodeTitle(title);
      parseAlbumTitle(title);
      parseQuality(title, 'series');
      parseLanguages(title);
      parseReleaseGroup(title);
      parseMoviePath(title);
      parseEpisodePath(title);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (const title of corpus) {
      let ms = timeAll(title);
      // A garbage-collection pause can make one call slow; backtracking would make every call slow.
      for (let retry = 0; retry < 2 && ms > PER_TITLE_BUDGET_MS / 4; retry++) ms = Math.min(ms, timeAll(title));
      if (ms > worst) {
        worst = ms;
        worstTitle = title;
      }
    }
    process.stdout.write(`fuzz: worst title ${worst.toFixed(2)} ms (${worstTitle.length} chars)\n`);
    expect(worst).toBeLessThan(PER_TITLE_BUDGET_MS);
  });

  it.each([
    ['a'.repeat(100_000)],
    ['S01E01'.repeat(20_000)],
    ['[' .repeat(50_000)],
    ['1.'.repeat(50_000)],
    ['A.'.repeat(50_000)],
    [' - 01'.repeat(20_000)],
  ])('handles a 100 KB pathological title quickly (%#)', (title) => {
    const started = Date.now();
    expect(() => parseEpisodeTitle(title)).not.toThrow();
    expect(() => parseMovieTitle(title)).not.toThrow();
    expect(Date.now() - started).toBeLessThan(PATHOLOGICAL_BUDGET_MS);
  });
});
