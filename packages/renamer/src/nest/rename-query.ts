import { ValidationError } from '@arrstack/core';

const MAX_ID = 2_147_483_647;

function values(raw: unknown): unknown[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw.flatMap(values);
  if (typeof raw === 'string' && raw.includes(',')) return raw.split(',').map((part) => part.trim()).filter(Boolean);
  return [raw];
}

function asInteger(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && Math.abs(n) <= MAX_ID ? n : null;
}

function pascal(field: string): string {
  return field ? field[0].toUpperCase() + field.slice(1) : field;
}

/**
 * Every id under `field` of a query or body: repeated (`movieId=1&movieId=2`), comma-separated, or a JSON array.
 * Throws the anchors' 400 when none is given (`'<field> must be provided'`) or one is not a positive integer.
 */
export function readIdList(source: Record<string, unknown>, field: string, options: { required?: boolean } = {}): number[] {
  const raw = values(source[field]);
  if (raw.length === 0) {
    if (options.required ?? true) throw ValidationError.single(pascal(field), `${field} must be provided`, source[field]);
    return [];
  }
  return raw.map((value) => {
    const id = asInteger(value);
    if (id === null || id <= 0) throw ValidationError.single(pascal(field), `${field} must be a positive integer`, value);
    return id;
  });
}

/** One required id, e.g. `seriesId`; a repeated value is refused. */
export function readId(source: Record<string, unknown>, field: string): number {
  const ids = readIdList(source, field);
  if (ids.length > 1) throw ValidationError.single(pascal(field), `${field} must be a single id`, source[field]);
  return ids[0];
}

/** An optional integer such as `seasonNumber` (0 allowed); undefined when absent. */
export function readOptionalInteger(source: Record<string, unknown>, field: string): number | undefined {
  const raw = values(source[field]);
  if (raw.length === 0) return undefined;
  const n = raw.length === 1 ? asInteger(raw[0]) : null;
  if (n === null || n < 0) throw ValidationError.single(pascal(field), `${field} must be a whole number`, source[field]);
  return n;
}
