// Table tests for the TV parser in the shape of the hidden Sonarr set (shared/reference/cases/README.md):
// each row is a title and the fields Sonarr's own tests assert for it, compared with the same rules.
import { checkCase, scoreTable, type ReferenceCase } from './case-runner';

export type TvApi = 'ParseTitle' | 'ParsePath' | 'ParseSeriesName' | 'ParseQuality' | 'ParseLanguages' | 'ParseReleaseGroup';

export interface TvRow {
  title: string;
  expected: Record<string, unknown>;
  api?: TvApi;
  /** A row whose expectation we believe is Sonarr's but the parser does not meet yet. */
  known?: string;
}

/** `[title, expected]` or `[title, expected, api]` shorthand. */
export type TvRowTuple = [string, Record<string, unknown>] | [string, Record<string, unknown>, TvApi];

export const TV_SCORES = new Map<string, { pass: number; total: number }>();

export function rows(list: (TvRow | TvRowTuple)[], api: TvApi = 'ParseTitle'): TvRow[] {
  return list.map((r) => (Array.isArray(r) ? { title: r[0], expected: r[1], api: r[2] ?? api } : { api, ...r }));
}

function toCase(concern: string, row: TvRow, i: number): ReferenceCase {
  return {
    id: `arrstack/${concern}/${i}`,
    source: 'sonarr',
    fixture: concern,
    method: concern,
    api: row.api ?? 'ParseTitle',
    title: row.title,
    expected: row.expected,
  };
}

/** Runs a concern's rows as one test each; `known` rows are todos and must still fail. */
export function describeTvTable(concern: string, list: TvRow[]): void {
  describe(`${concern}: Sonarr-style rows`, () => {
    const cases = list.map((row, i) => ({ row, c: toCase(concern, row, i) }));
    afterAll(() => {
      const results = cases.map(({ c }) => ({ c, fields: checkCase(c) }));
      const passed = results.filter((r) => r.fields.every((f) => f.pass)).length;
      TV_SCORES.set(concern, { pass: passed, total: results.length });
      if (process.env.PARSER_CASES_VERBOSE) {
        process.stdout.write(`\n${concern}\n${scoreTable(results)}\n`);
        for (const { c, fields } of results) {
          const bad = fields.filter((f) => !f.pass);
          if (bad.length) {
            process.stdout.write(
              `FAIL ${JSON.stringify(c.title)}\n` +
                bad.map((f) => `    ${f.field}: want ${JSON.stringify(f.expected)} got ${JSON.stringify(f.actual)}\n`).join(''),
            );
          }
        }
      }
    });
    const live = cases.filter(({ row }) => !row.known);
    const known = cases.filter(({ row }) => row.known);
    if (live.length > 0) {
      it.each(live.map(({ c }) => [c.title, c] as const))('%s', (_title, c) => {
        const failed = checkCase(c).filter((f) => !f.pass);
        expect(failed).toEqual([]);
      });
    }
    for (const { row } of known) it.todo(`${row.title} (known: ${row.known})`);
    if (known.length > 0) {
      it('lists only rows that still fail as known', () => {
        expect(known.filter(({ c }) => checkCase(c).every((f) => f.pass)).map(({ c }) => c.title)).toEqual([]);
      });
    }
  });
}
