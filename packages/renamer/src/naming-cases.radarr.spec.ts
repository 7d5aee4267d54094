import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildMovieFileName, buildMovieFolderName } from './index';

interface NamingCase {
  id: string;
  call: 'buildMovieFileName' | 'buildMovieFolderName';
  input: Parameters<typeof buildMovieFileName>[0];
  expected: string;
}

const file = path.resolve(__dirname, '../../../../shared/reference/cases/naming-cases.radarr.json');
const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: NamingCase[] }).cases;

/** Development-set rows the engine does not pass yet: listed so the gap stays visible and a regression fails. */
const KNOWN_FAILURES = new Set<string>([]);

function run(c: NamingCase): string {
  return c.call === 'buildMovieFileName' ? buildMovieFileName(c.input) : buildMovieFolderName(c.input);
}

describe('Radarr naming development set', () => {
  const passing = cases.filter((c) => !KNOWN_FAILURES.has(c.id));
  const failing = cases.filter((c) => KNOWN_FAILURES.has(c.id));

  it('loads every case', () => {
    expect(cases.length).toBe(315);
  });

  it.each(passing.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(run(c)).toBe(c.expected);
  });

  if (failing.length) {
    it.each(failing.map((c) => [c.id, c] as const))('still fails (known): %s', (_id, c) => {
      expect(run(c)).not.toBe(c.expected);
    });
  }
});
