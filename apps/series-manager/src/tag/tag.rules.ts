import type { ValidationFailure } from '@arrstack/core';

const LABEL_PATTERN = /^[a-z0-9-]+$/i;

/** Reads a tag body's label: required, letters, digits and dashes only, stored lower-cased. */
export function readTagLabel(body: unknown): { label?: string; failures: ValidationFailure[] } {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).label : undefined;
  const fail = (errorMessage: string): { failures: ValidationFailure[] } => ({
    failures: [{ propertyName: 'Label', errorMessage, attemptedValue: raw, severity: 'error' }],
  });
  if (typeof raw !== 'string' || raw.trim() === '') return fail("'Label' must not be empty.");
  const label = raw.trim();
  if (label.length > 200) return fail("'Label' must be 200 characters or fewer.");
  if (!LABEL_PATTERN.test(label)) return fail('Allowed characters a-z, 0-9 and -');
  return { label: label.toLowerCase(), failures: [] };
}
