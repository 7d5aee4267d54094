import type { ProviderFailure } from './provider-fields';

/** Collects a failure; the provider rules of every app use this shape. */
export type Fail = (propertyName: string, errorMessage: string, attemptedValue: unknown) => void;

export function failureCollector(): { failures: ProviderFailure[]; fail: Fail } {
  const failures: ProviderFailure[] = [];
  return { failures, fail: (propertyName, errorMessage, attemptedValue) => failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' }) };
}

/** A boolean switch of a provider resource (`enable`, `enableRss`...): absent keeps `fallback`. */
export function readBool(body: Record<string, unknown>, key: string, label: string, fallback: boolean, fail: Fail): boolean {
  const raw = body[key];
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'boolean') return raw;
  fail(label, `'${label}' must be true or false.`, raw);
  return fallback;
}

/** `priority`: 1–50 as the anchors allow; undefined when absent or bad (bad also fails). */
export function readPriority(raw: unknown, fail: Fail): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 50) {
    fail('Priority', "'Priority' must be between 1 and 50.", raw);
    return undefined;
  }
  return raw;
}

/** `tags`: positive ids, sorted and unique. */
export function readTags(raw: unknown, fail: Fail): number[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || !raw.every((t) => Number.isSafeInteger(t) && (t as number) > 0)) {
    fail('Tags', "'Tags' must be an array of tag ids.", raw);
    return undefined;
  }
  return [...new Set(raw as number[])].sort((a, b) => a - b);
}

/** `name`: trimmed, 1–200 characters. */
export function readName(raw: unknown, fail: Fail): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) fail('Name', "'Name' must not be empty.", raw);
  else if (name.length > 200) fail('Name', "'Name' must be 200 characters or fewer.", raw);
  return name;
}

/** A bulk edit's `applyTags` (any case); absent means add, as the anchors default. */
export function readApplyTags(raw: unknown, fail: Fail): 'add' | 'remove' | 'replace' {
  if (raw === undefined || raw === null) return 'add';
  const mode = typeof raw === 'string' ? raw.toLowerCase() : raw;
  if (mode === 'add' || mode === 'remove' || mode === 'replace') return mode;
  fail('ApplyTags', "'Apply Tags' must be add, remove or replace.", raw);
  return 'add';
}

/** Whether a provider with these tags takes an item with those: untagged providers take anything, else one tag must be shared. */
export function tagsMatch(providerTags: readonly number[], itemTags: readonly number[]): boolean {
  return providerTags.length === 0 || providerTags.some((tag) => itemTags.includes(tag));
}
