import { SERIES_QUALITIES, type Quality } from '@arrstack/parser';

export interface DefaultDefinition {
  qualityId: number;
  weight: number;
  minSize: number;
  maxSize: number | null;
  preferredSize: number | null;
  /** Qualities sharing a group name form one group in the default profiles. */
  group?: string;
}

/** Sonarr's default definitions, lowest weight first; sizes are MB per minute, null = unlimited. */
export const DEFAULT_DEFINITIONS: readonly DefaultDefinition[] = Object.freeze([
  { qualityId: 0, weight: 1, minSize: 1, maxSize: 50, preferredSize: 20 },
  { qualityId: 1, weight: 2, minSize: 2, maxSize: 50, preferredSize: 20 },
  { qualityId: 12, weight: 3, minSize: 2, maxSize: 50, preferredSize: 20, group: 'WEB 480p' },
  { qualityId: 8, weight: 3, minSize: 2, maxSize: 50, preferredSize: 20, group: 'WEB 480p' },
  { qualityId: 2, weight: 4, minSize: 2, maxSize: 50, preferredSize: 20, group: 'DVD' },
  { qualityId: 13, weight: 5, minSize: 2, maxSize: 50, preferredSize: 20, group: 'DVD' },
  { qualityId: 22, weight: 6, minSize: 2, maxSize: 50, preferredSize: 20, group: 'DVD' },
  { qualityId: 4, weight: 7, minSize: 3, maxSize: 50, preferredSize: 20 },
  { qualityId: 9, weight: 8, minSize: 4, maxSize: 100, preferredSize: 50 },
  { qualityId: 10, weight: 9, minSize: 4, maxSize: null, preferredSize: null },
  { qualityId: 14, weight: 10, minSize: 3, maxSize: 100, preferredSize: 50, group: 'WEB 720p' },
  { qualityId: 5, weight: 10, minSize: 3, maxSize: 100, preferredSize: 50, group: 'WEB 720p' },
  { qualityId: 6, weight: 11, minSize: 4, maxSize: 100, preferredSize: 50 },
  { qualityId: 15, weight: 12, minSize: 4, maxSize: 100, preferredSize: 50, group: 'WEB 1080p' },
  { qualityId: 3, weight: 12, minSize: 4, maxSize: 100, preferredSize: 50, group: 'WEB 1080p' },
  { qualityId: 7, weight: 13, minSize: 4, maxSize: null, preferredSize: null },
  { qualityId: 20, weight: 14, minSize: 35, maxSize: null, preferredSize: null },
  { qualityId: 16, weight: 15, minSize: 35, maxSize: null, preferredSize: null },
  { qualityId: 17, weight: 16, minSize: 35, maxSize: null, preferredSize: null, group: 'WEB 2160p' },
  { qualityId: 18, weight: 16, minSize: 35, maxSize: null, preferredSize: null, group: 'WEB 2160p' },
  { qualityId: 19, weight: 17, minSize: 35, maxSize: null, preferredSize: null },
  { qualityId: 21, weight: 18, minSize: 35, maxSize: null, preferredSize: null },
]);

const BY_ID = new Map(SERIES_QUALITIES.map((quality) => [quality.id, quality]));

/** The catalogue entry for a Sonarr quality id. */
export function seriesQuality(id: number): Quality | undefined {
  return BY_ID.get(id);
}

/** Size limits that make sense: 0 ≤ min ≤ preferred ≤ max (null = unlimited), at most 1000 MB/min. */
export function checkDefinitionSizes(minSize: unknown, maxSize: unknown, preferredSize: unknown): string | undefined {
  const isSize = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1000;
  if (!isSize(minSize)) return 'MinSize must be a number from 0 to 1000';
  if (maxSize !== null && !isSize(maxSize)) return 'MaxSize must be a number from 0 to 1000, or null';
  if (preferredSize !== null && !isSize(preferredSize)) return 'PreferredSize must be a number from 0 to 1000, or null';
  const min = minSize as number;
  if (maxSize !== null && (maxSize as number) < min) return 'MaxSize must be greater than or equal to MinSize';
  if (preferredSize !== null && (preferredSize as number) < min) return 'PreferredSize must be greater than or equal to MinSize';
  if (preferredSize !== null && maxSize !== null && (preferredSize as number) > (maxSize as number)) {
    return 'PreferredSize must be less than or equal to MaxSize';
  }
  return undefined;
}
