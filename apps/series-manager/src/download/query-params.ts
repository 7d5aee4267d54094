import { ValidationError } from '@arrstack/core';

/** `true`/`false` query flags as the anchors take them; anything else is false. */
export function queryFlag(raw: unknown): boolean {
  return typeof raw === 'string' && raw.toLowerCase() === 'true';
}

/** A repeated or comma-separated integer query parameter (`seriesIds=1&seriesIds=2`, `seriesIds=1,2`). */
export function queryIntList(name: string, raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  return parts.map((part) => {
    const value = Number(part);
    if (!Number.isSafeInteger(value)) throw ValidationError.single(name, `'${name}' must hold whole numbers`, raw);
    return value;
  });
}

/** One optional integer query parameter. */
export function queryInt(name: string, raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw ValidationError.single(name, `'${name}' must be a whole number`, raw);
  return value;
}

/** A list of enum values given as names or the anchor's integers; unknown ones are a 400. */
export function queryEnumList<T extends string>(name: string, raw: unknown, values: Readonly<Record<T, number>>): T[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  return parts.map((part) => {
    const byNumber = /^\d+$/.test(part) ? (Object.keys(values) as T[]).find((key) => values[key] === Number(part)) : undefined;
    const found = byNumber ?? (Object.keys(values) as T[]).find((key) => key.toLowerCase() === part.toLowerCase());
    if (!found) throw ValidationError.single(name, `'${name}' has an unknown value '${part}'`, raw);
    return found;
  });
}
