/** Reads the `ids` of a bulk request: a non-empty array of positive 32-bit ids, de-duplicated; undefined otherwise. */
export function readIds(raw: unknown): number[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  if (!raw.every((id) => Number.isSafeInteger(id) && (id as number) > 0 && (id as number) <= 2_147_483_647)) return undefined;
  return [...new Set(raw as number[])];
}

/** A bulk edit's `applyTags`: add to, remove from or replace a provider's tags (sorted, unique). */
export function applyTags(current: number[], given: number[], mode: 'add' | 'remove' | 'replace'): number[] {
  const result = mode === 'replace' ? new Set(given) : new Set(current);
  if (mode === 'add') given.forEach((t) => result.add(t));
  if (mode === 'remove') given.forEach((t) => result.delete(t));
  return [...result].sort((a, b) => a - b);
}
