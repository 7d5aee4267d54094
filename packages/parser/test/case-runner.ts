// Checks one reference case (see shared/reference/cases/README.md) against the parser.
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  parseEpisodePath,
  parseEpisodeTitle,
  parseLanguages,
  parseMoviePath,
  parseMovieTitle,
  parseQuality,
  parseReleaseGroup,
  parseSeriesName,
} from '../src';

export interface ReferenceCase {
  id: string;
  source: string;
  fixture: string;
  method: string;
  api: string;
  title: string;
  isDir?: boolean;
  expected: Record<string, unknown>;
}

export interface FieldResult {
  field: string;
  pass: boolean;
  expected: unknown;
  actual: unknown;
}

export function loadCases(file: string): ReferenceCase[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { cases: ReferenceCase[] };
  return data.cases;
}

export const SHARED_CASES_DIR = path.resolve(__dirname, '../../../../shared/reference/cases');

const ARTICLES = new Set(['a', 'an', 'the', 'and', 'or', 'of']);

export function looseTitle(value: unknown): string {
  if (typeof value !== 'string') return '';
  const words = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  return words.filter((w, i) => i === 0 || !ARTICLES.has(w)).join('');
}

type Result = Record<string, unknown> | null;

function run(c: ReferenceCase): { result: Result; kind: 'series' | 'movie' } {
  const kind = c.source === 'sonarr' ? 'series' : 'movie';
  switch (c.api) {
    case 'ParseQuality': {
      const q = parseQuality(c.title, kind);
      return { result: { quality: q }, kind };
    }
    case 'ParseReleaseGroup':
      return { result: { releaseGroup: parseReleaseGroup(c.title) }, kind };
    case 'ParseLanguages':
      return { result: { languages: parseLanguages(c.title, kind) }, kind };
    case 'ParseMovieTitle':
      return { result: parseMovieTitle(c.title, { isDir: c.isDir }) as unknown as Result, kind };
    case 'ParseMoviePath':
      return { result: parseMoviePath(c.title) as unknown as Result, kind };
    case 'ParseTitle':
      return { result: parseEpisodeTitle(c.title) as unknown as Result, kind };
    case 'ParsePath':
      return { result: parseEpisodePath(c.title) as unknown as Result, kind };
    case 'ParseSeriesName':
      return { result: { seriesTitle: parseSeriesName(c.title) }, kind };
    default:
      return { result: null, kind };
  }
}

function sameSet(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  const x = [...new Set(a.map(Number))].sort((m, n) => m - n);
  const y = [...new Set(b.map(Number))].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function emptyish(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/** Compares every expected field; returns one entry per field. */
export function checkCase(c: ReferenceCase): FieldResult[] {
  const { result } = run(c);
  const e = c.expected;
  const out: FieldResult[] = [];
  const add = (field: string, pass: boolean, expected: unknown, actual: unknown): void => {
    out.push({ field, pass, expected, actual });
  };
  if (e.rejected === true) {
    add('rejected', result === null, true, result === null ? null : 'parsed');
    return out;
  }
  if (e.rejected === false) add('rejected', result !== null, false, result === null ? 'rejected' : 'parsed');
  const r = result ?? {};
  const qm = r.quality as { quality?: Record<string, unknown>; revision?: Record<string, unknown> } | undefined;
  const primary = (r.primaryMovieTitle ?? (Array.isArray(r.movieTitles) ? r.movieTitles[0] : undefined)) as unknown;
  for (const [field, value] of Object.entries(e)) {
    switch (field) {
      case 'rejected':
      case 'languagesMatch':
        break;
      case 'movieTitle':
        add(field, primary === value, value, primary);
        break;
      case 'movieTitleClean':
        add(field, looseTitle(primary) === looseTitle(value), value, primary);
        break;
      case 'movieTitles':
        add(field, JSON.stringify(r.movieTitles) === JSON.stringify(value), value, r.movieTitles);
        break;
      case 'seriesTitleClean':
        add(field, looseTitle(r.seriesTitle) === looseTitle(value), value, r.seriesTitle);
        break;
      case 'titleWithoutYear':
      case 'allTitles': {
        const info = r.seriesTitleInfo as Record<string, unknown> | undefined;
        const actual = info?.[field];
        add(field, JSON.stringify(actual) === JSON.stringify(value), value, actual);
        break;
      }
      case 'year': {
        const info = r.seriesTitleInfo as Record<string, unknown> | undefined;
        const actual = c.source === 'sonarr' ? (info?.year ?? 0) : (r.year ?? 0);
        add(field, actual === value, value, actual);
        break;
      }
      case 'edition': {
        const actual = r.edition;
        const pass = emptyish(value) ? emptyish(actual) : String(actual ?? '').toLowerCase() === String(value).toLowerCase();
        add(field, pass, value, actual);
        break;
      }
      case 'quality': {
        const actual = qm?.quality?.name;
        add(field, String(actual ?? '').toLowerCase() === String(value).toLowerCase(), value, actual);
        break;
      }
      case 'qualitySource':
        add(field, qm?.quality?.source === value, value, qm?.quality?.source);
        break;
      case 'resolution':
        add(field, qm?.quality?.resolution === value, value, qm?.quality?.resolution);
        break;
      case 'modifier':
        add(field, (qm?.quality?.modifier ?? 'none') === value, value, qm?.quality?.modifier);
        break;
      case 'revision': {
        const rev = qm?.revision ?? {};
        const pass = Object.entries(value as Record<string, unknown>).every(([k, v]) => rev[k] === v);
        add(field, pass, value, rev);
        break;
      }
      case 'releaseGroup': {
        const actual = r.releaseGroup;
        add(field, value === null ? emptyish(actual) : actual === value, value, actual);
        break;
      }
      case 'languages': {
        const names = ((r.languages as { name: string }[] | undefined) ?? []).map((l) => l.name.toLowerCase());
        const want = (value as string[]).map((v) => v.toLowerCase());
        const mode = e.languagesMatch ?? 'exact';
        let pass: boolean;
        if (mode === 'contains') pass = want.every((w) => names.includes(w));
        else if (mode === 'first') pass = names[0] === want[0];
        else pass = names.length === want.length && want.every((w) => names.includes(w));
        add(field, pass, value, names);
        break;
      }
      case 'episodeNumbers':
      case 'absoluteEpisodeNumbers':
      case 'specialAbsoluteEpisodeNumbers':
        add(field, sameSet(r[field] ?? [], value), value, r[field]);
        break;
      case 'hardcodedSubs':
      case 'imdbId':
      case 'releaseHash':
        add(field, value === null ? emptyish(r[field]) : r[field] === value, value, r[field]);
        break;
      case 'tmdbId':
        add(field, (r.tmdbId ?? 0) === value, value, r.tmdbId);
        break;
      default: {
        const actual = r[field];
        const pass = value === null ? emptyish(actual) : JSON.stringify(actual) === JSON.stringify(value);
        add(field, pass, value, actual);
      }
    }
  }
  return out;
}

/** Per-field pass counts over a set of cases, formatted as a table. */
export function scoreTable(results: { c: ReferenceCase; fields: FieldResult[] }[]): string {
  const byField = new Map<string, { pass: number; total: number }>();
  let passed = 0;
  for (const { fields } of results) {
    if (fields.every((f) => f.pass)) passed++;
    for (const f of fields) {
      const s = byField.get(f.field) ?? { pass: 0, total: 0 };
      s.total++;
      if (f.pass) s.pass++;
      byField.set(f.field, s);
    }
  }
  const lines = [`cases: ${passed}/${results.length} (${((100 * passed) / results.length).toFixed(1)}%)`];
  for (const [field, s] of [...byField.entries()].sort()) {
    lines.push(`  ${field.padEnd(30)} ${String(s.pass).padStart(4)}/${String(s.total).padEnd(4)} ${((100 * s.pass) / s.total).toFixed(1)}%`);
  }
  return lines.join('\n');
}
