import { ValidationError, type PagingSpec } from '@arrstack/core';
import { qualitiesBelowCutoff } from '@arrstack/decisions';
import type { ProfileItem } from '../quality/quality-profile.rules';

/** The profile fields the cutoff list needs. */
export interface CutoffProfile {
  id: number;
  upgradeAllowed: boolean;
  cutoff: number;
  items: ProfileItem[];
}

/** Both wanted lists page the same way; the keys are Sonarr's, plus the bare names some clients send. */
export const WANTED_PAGING: PagingSpec = {
  sortKeys: {
    'episodes.airDateUtc': 'e.air_date_utc',
    airDateUtc: 'e.air_date_utc',
    'episodes.lastSearchTime': 'e.last_search_time',
    lastSearchTime: 'e.last_search_time',
    'series.sortTitle': 's.sort_title',
    'episodes.title': 'e.title',
    title: 'e.title',
  },
  defaultSortKey: 'episodes.airDateUtc',
  defaultSortDirection: 'descending',
  maxPageSize: 10_000,
};

/** `(profileId, qualityId)` pairs below the cutoff, column-wise for an SQL `unnest`. */
export function belowCutoffPairs(profiles: CutoffProfile[]): { profileIds: number[]; qualityIds: number[] } {
  const profileIds: number[] = [];
  const ids: number[] = [];
  for (const profile of profiles) {
    for (const qualityId of qualitiesBelowCutoff(profile)) {
      profileIds.push(profile.id);
      ids.push(qualityId);
    }
  }
  return { profileIds, qualityIds: ids };
}

export interface WantedOptions {
  includeSeries: boolean;
  includeEpisodeFile: boolean;
  includeImages: boolean;
  /** true: episode and series monitored; false: either unmonitored. */
  monitored: boolean;
}

function readFlag(query: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const text = String(Array.isArray(raw) ? raw[raw.length - 1] : raw).toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw ValidationError.single(name, `'${name}' must be true or false`, raw);
}

/** Reads the wanted lists' filters; `monitored` defaults to true. */
export function readWantedOptions(query: Record<string, unknown>): WantedOptions {
  return {
    includeSeries: readFlag(query, 'includeSeries', false),
    includeEpisodeFile: readFlag(query, 'includeEpisodeFile', false),
    includeImages: readFlag(query, 'includeImages', false),
    monitored: readFlag(query, 'monitored', true),
  };
}
