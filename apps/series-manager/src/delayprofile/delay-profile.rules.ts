import { parseEnum, type ValidationFailure } from '@arrstack/core';

export const DOWNLOAD_PROTOCOLS = { unknown: 0, usenet: 1, torrent: 2 } as const;
export type DownloadProtocol = keyof typeof DOWNLOAD_PROTOCOLS;

export const DEFAULT_DELAY_PROFILE_ID = 1;
/** The default profile sorts after every other (the anchors' int.MaxValue). */
export const DEFAULT_DELAY_PROFILE_ORDER = 2_147_483_647;
const MAX_INT = 2_147_483_647;

export interface DelayProfileShape {
  enableUsenet: boolean;
  enableTorrent: boolean;
  preferredProtocol: DownloadProtocol;
  usenetDelay: number;
  torrentDelay: number;
  bypassIfHighestQuality: boolean;
  bypassIfAboveCustomFormatScore: boolean;
  minimumCustomFormatScore: number;
  tags: number[];
}

/** Sonarr's defaults: both protocols on, usenet preferred, no delay, no bypass. */
export function defaultDelayProfile(): DelayProfileShape & { order: number } {
  return {
    enableUsenet: true,
    enableTorrent: true,
    preferredProtocol: 'usenet',
    usenetDelay: 0,
    torrentDelay: 0,
    bypassIfHighestQuality: false,
    bypassIfAboveCustomFormatScore: false,
    minimumCustomFormatScore: 0,
    tags: [],
    order: DEFAULT_DELAY_PROFILE_ORDER,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a DelayProfileResource body for the profile `id` (undefined when creating). Absent fields keep the
 * Sonarr defaults. Rules: one protocol at least, delays ≥ 0 minutes, the default profile has no tags and
 * every other profile has at least one. Tag existence and tag sharing need the store and are checked by the service.
 */
export function readDelayProfile(body: unknown, id?: number): { profile?: DelayProfileShape; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue?: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  if (!isObject(body)) {
    fail('', 'A delay profile object is required', body);
    return { failures };
  }
  const profile = defaultDelayProfile() as DelayProfileShape & { order?: number };
  delete profile.order;
  const target = profile as unknown as Record<string, unknown>;
  const present = (field: string) => body[field] !== undefined && body[field] !== null;
  const pascal = (field: string) => field[0].toUpperCase() + field.slice(1);

  for (const field of ['enableUsenet', 'enableTorrent', 'bypassIfHighestQuality', 'bypassIfAboveCustomFormatScore']) {
    if (!present(field)) continue;
    if (typeof body[field] === 'boolean') target[field] = body[field];
    else fail(pascal(field), `'${pascal(field)}' must be true or false`, body[field]);
  }
  for (const field of ['usenetDelay', 'torrentDelay']) {
    if (!present(field)) continue;
    const value = body[field];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INT) target[field] = value;
    else fail(pascal(field), `'${pascal(field)}' must be greater than or equal to '0'.`, value);
  }
  if (present('minimumCustomFormatScore')) {
    const value = body.minimumCustomFormatScore;
    if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_INT) profile.minimumCustomFormatScore = value;
    else fail('MinimumCustomFormatScore', "'MinimumCustomFormatScore' must be a whole number", value);
  }
  if (present('preferredProtocol')) {
    const protocol = parseEnum(body.preferredProtocol, DOWNLOAD_PROTOCOLS);
    if (protocol === undefined) fail('PreferredProtocol', `'PreferredProtocol' must be one of ${Object.keys(DOWNLOAD_PROTOCOLS).join(', ')}`, body.preferredProtocol);
    else profile.preferredProtocol = protocol;
  }
  if (present('tags')) {
    const tags = body.tags;
    if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'number' && Number.isInteger(tag) && tag > 0)) profile.tags = [...new Set(tags as number[])].sort((a, b) => a - b);
    else fail('Tags', "'Tags' must be a list of tag ids", tags);
  }
  if (!profile.enableUsenet && !profile.enableTorrent) fail('EnableUsenet', 'Either Usenet or Torrent should be enabled', false);
  if (id === DEFAULT_DELAY_PROFILE_ID && profile.tags.length > 0) fail('Tags', "Default Delay Profile can't have tags", profile.tags);
  if (id !== DEFAULT_DELAY_PROFILE_ID && failures.every((f) => f.propertyName !== 'Tags') && profile.tags.length === 0) {
    fail('Tags', 'Non-default Delay Profiles require at least one tag', profile.tags);
  }
  return failures.length > 0 ? { failures } : { profile, failures };
}

/**
 * The profile that applies to a series with these tags: the lowest `order` among profiles that share a tag
 * with the series or have no tags (so the default, last in order, applies when nothing else does).
 */
export function delayProfileFor<T extends { order: number; tags: number[] }>(profiles: readonly T[], seriesTags: readonly number[]): T | undefined {
  return [...profiles]
    .sort((a, b) => a.order - b.order)
    .find((profile) => profile.tags.length === 0 || profile.tags.some((tag) => seriesTags.includes(tag)));
}

/**
 * Moves `id` right after `afterId` (to the top when afterId is undefined) and renumbers the others 1, 2, …;
 * the default profile keeps its last place. Returns the new order per id.
 */
export function reorderedIds(profiles: ReadonlyArray<{ id: number; order: number }>, id: number, afterId?: number): Map<number, number> {
  const others = [...profiles].filter((p) => p.id !== DEFAULT_DELAY_PROFILE_ID).sort((a, b) => a.order - b.order || a.id - b.id);
  const ids = others.map((p) => p.id);
  if (id !== DEFAULT_DELAY_PROFILE_ID && id !== afterId && ids.includes(id)) {
    ids.splice(ids.indexOf(id), 1);
    const position = afterId === undefined ? 0 : afterId === DEFAULT_DELAY_PROFILE_ID ? ids.length : ids.indexOf(afterId) + 1;
    ids.splice(position, 0, id);
  }
  const orders = new Map(ids.map((profileId, index) => [profileId, index + 1]));
  if (profiles.some((p) => p.id === DEFAULT_DELAY_PROFILE_ID)) orders.set(DEFAULT_DELAY_PROFILE_ID, DEFAULT_DELAY_PROFILE_ORDER);
  return orders;
}
