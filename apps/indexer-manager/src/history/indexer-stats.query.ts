import type { ValidationFailure } from '@arrstack/core';
import type { StatsFilter } from './history.repository';

export interface StatsQuery {
  startDate?: string;
  endDate?: string;
  indexers?: string;
  protocols?: string;
  tags?: string;
}

const PROTOCOLS = ['usenet', 'torrent', 'unknown'];

/**
 * Reads the stats query string. Dates default to the beginning of time and now; lists are comma separated;
 * an empty list means no filter. Tags are ids (this service has no tag labels yet).
 */
export function readStatsQuery(query: StatsQuery, now = new Date()): { filter?: StatsFilter; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  const date = (raw: string | undefined, name: string, fallback: Date): Date => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const parsed = new Date(raw);
    if (Number.isNaN(parsed.getTime())) fail(name, `'${name}' is not a valid date.`, raw);
    return parsed;
  };
  const ids = (raw: string | undefined, name: string): number[] | undefined => {
    const parts = list(raw);
    if (!parts) return undefined;
    if (!parts.every((p) => /^\d{1,9}$/.test(p))) {
      fail(name, `'${name}' must be a comma-separated list of ids.`, raw);
      return undefined;
    }
    return parts.map(Number);
  };
  const startDate = date(query.startDate, 'startDate', new Date(0));
  const endDate = date(query.endDate, 'endDate', now);
  const indexerIds = ids(query.indexers, 'indexers');
  const tagIds = ids(query.tags, 'tags');
  let protocols = list(query.protocols)?.map((p) => p.toLowerCase());
  if (protocols && !protocols.every((p) => PROTOCOLS.includes(p))) {
    fail('protocols', "'protocols' must be a comma-separated list of usenet, torrent.", query.protocols);
    protocols = undefined;
  }
  if (failures.length > 0) return { failures };
  return { filter: { startDate, endDate, indexerIds, protocols, tagIds }, failures };
}

function list(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const parts = String(raw)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.length > 0 ? parts : undefined;
}
