import type { ValidationFailure } from '@arrstack/core';

/**
 * Sonarr's `IndexerConfigResource` fields plus this project's `searchTimeout`: how many seconds each indexer may
 * take to answer a search before it is abandoned (the other indexers' results are used without it).
 */
export interface IndexerConfig {
  /** Minutes a usenet release must have been posted before it is grabbed automatically. */
  minimumAge: number;
  /** Days of usenet retention; 0 = unlimited. */
  retention: number;
  /** MB; 0 = unlimited. */
  maximumSize: number;
  /** Minutes between RSS syncs; 0 = off, else 10–120. */
  rssSyncInterval: number;
  /** Seconds per indexer per search. */
  searchTimeout: number;
}

export function defaultIndexerConfig(): IndexerConfig {
  return { minimumAge: 0, retention: 0, maximumSize: 0, rssSyncInterval: 15, searchTimeout: 30 };
}

const failure = (propertyName: string, errorMessage: string, attemptedValue: unknown): ValidationFailure => ({ propertyName, errorMessage, attemptedValue, severity: 'error' });

/** Merges a `PUT /config/indexer` body over the current settings; fields absent keep their value. */
export function readIndexerConfig(body: Record<string, unknown>, current: IndexerConfig): { config?: IndexerConfig; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const config = { ...current };
  const integer = (key: keyof IndexerConfig, label: string, check: (value: number) => string | undefined) => {
    const value = body[key];
    if (value === undefined || value === null) return;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      failures.push(failure(label, `'${label}' must be a whole number`, value));
      return;
    }
    const problem = check(value);
    if (problem) failures.push(failure(label, problem, value));
    else config[key] = value;
  };
  const atLeastZero = (label: string) => (value: number) => (value < 0 ? `'${label}' must be greater than or equal to '0'.` : undefined);
  integer('minimumAge', 'MinimumAge', atLeastZero('Minimum Age'));
  integer('retention', 'Retention', atLeastZero('Retention'));
  integer('maximumSize', 'MaximumSize', atLeastZero('Maximum Size'));
  integer('rssSyncInterval', 'RssSyncInterval', (value) =>
    value === 0 || (value >= 10 && value <= 120) ? undefined : 'Must be between 10 and 120 or 0 to disable',
  );
  integer('searchTimeout', 'SearchTimeout', (value) => (value >= 1 && value <= 600 ? undefined : 'Must be between 1 and 600 seconds'));
  return failures.length > 0 ? { failures } : { config, failures };
}
