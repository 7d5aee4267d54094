import type { ValidationFailure } from '@arrstack/core';
import { DEFAULT_DEFINITIONS, seriesQuality } from './quality-definitions';

/** A stored profile item: a single quality (`quality` = its id) or a group (`id` ≥ 1000, `name`, `items`). */
export interface ProfileItem {
  quality?: number;
  id?: number;
  name?: string;
  items?: ProfileItem[];
  allowed: boolean;
}

export interface ProfileShape {
  name: string;
  upgradeAllowed: boolean;
  cutoff: number;
  items: ProfileItem[];
  minFormatScore: number;
  cutoffFormatScore: number;
  minUpgradeFormatScore: number;
  formatItems: Array<{ format: number; name: string; score: number }>;
}

export const GROUP_ID_BASE = 1000;

/** Every quality in weight order, grouped as Sonarr's defaults group them, with the given ones allowed. */
export function defaultItems(allowed: readonly number[]): ProfileItem[] {
  const items: ProfileItem[] = [];
  const groups = new Map<string, ProfileItem>();
  for (const definition of DEFAULT_DEFINITIONS) {
    const item: ProfileItem = { quality: definition.qualityId, allowed: allowed.includes(definition.qualityId) };
    if (!definition.group) {
      items.push(item);
      continue;
    }
    let group = groups.get(definition.group);
    if (!group) {
      group = { id: GROUP_ID_BASE + groups.size, name: definition.group, items: [], allowed: false };
      groups.set(definition.group, group);
      items.push(group);
    }
    group.items!.push(item);
    group.allowed = group.allowed || item.allowed;
  }
  return items;
}

function cutoffFor(items: ProfileItem[], qualityId: number): number {
  for (const item of items) {
    if (item.quality === qualityId) return qualityId;
    if (item.items?.some((member) => member.quality === qualityId)) return item.id!;
  }
  return qualityId;
}

export function profileFromQualities(name: string, cutoffQuality: number, allowed: readonly number[]): ProfileShape {
  const items = defaultItems(allowed);
  return {
    name,
    upgradeAllowed: false,
    cutoff: cutoffFor(items, cutoffQuality),
    items,
    minFormatScore: 0,
    cutoffFormatScore: 0,
    minUpgradeFormatScore: 1,
    formatItems: [],
  };
}

const SD = [1, 12, 8, 2, 13, 22];
const HD720 = [4, 14, 5, 6];
const HD1080 = [9, 15, 3, 7, 20];
const UHD = [16, 17, 18, 19, 21];

/** The profiles Sonarr creates on first start. */
export function defaultProfiles(): ProfileShape[] {
  return [
    profileFromQualities('Any', 1, [...SD, ...HD720, ...HD1080, ...UHD]),
    profileFromQualities('SD', 1, SD),
    profileFromQualities('HD-720p', 4, HD720),
    profileFromQualities('HD-1080p', 9, HD1080),
    profileFromQualities('Ultra-HD', 16, UHD),
    profileFromQualities('HD - 720p/1080p', 4, [...HD720, ...HD1080]),
  ];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  return undefined;
}

/** The quality id of a resource item: `quality.id`, or `quality` given as a bare id. */
function itemQualityId(item: Record<string, unknown>): number | undefined {
  if (isObject(item.quality)) return readInt(item.quality.id);
  return readInt(item.quality);
}

/**
 * Reads a QualityProfileResource body into a stored profile, checking what Sonarr checks: a name, every
 * quality exactly once, at least one allowed, named non-empty groups, and a cutoff that is allowed.
 */
export function readProfile(body: unknown): { profile?: ProfileShape; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue?: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  if (!isObject(body)) {
    fail('', 'A quality profile object is required', body);
    return { failures };
  }
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) fail('Name', "'Name' must not be empty.", body.name);
  else if (name.length > 200) fail('Name', "'Name' must be 200 characters or fewer.", body.name);

  const items: ProfileItem[] = [];
  const seen = new Set<number>();
  const groupIds = new Set<number>();
  const allowedIds = new Set<number>();
  if (!Array.isArray(body.items) || body.items.length === 0) {
    fail('Items', "'Items' must not be empty.", body.items);
  } else {
    const readQuality = (raw: Record<string, unknown>, allowed: boolean): ProfileItem | undefined => {
      const id = itemQualityId(raw);
      if (id === undefined || !seriesQuality(id)) {
        fail('Items', 'Unknown quality', raw.quality);
        return undefined;
      }
      if (seen.has(id)) fail('Items', `Quality ${seriesQuality(id)!.name} appears more than once`, id);
      seen.add(id);
      return { quality: id, allowed };
    };
    let nextGroupId = GROUP_ID_BASE;
    for (const raw of body.items as unknown[]) {
      if (!isObject(raw)) {
        fail('Items', 'Each item must be an object', raw);
        continue;
      }
      const allowed = raw.allowed === true;
      if (Array.isArray(raw.items) && raw.items.length > 0) {
        const groupName = typeof raw.name === 'string' ? raw.name.trim() : '';
        if (!groupName) fail('Items', 'Group name must not be empty', raw.name);
        let id = readInt(raw.id);
        if (id === undefined || id < GROUP_ID_BASE || groupIds.has(id)) {
          while (groupIds.has(nextGroupId)) nextGroupId++;
          id = nextGroupId;
        }
        groupIds.add(id);
        const members: ProfileItem[] = [];
        for (const member of raw.items as unknown[]) {
          if (!isObject(member)) {
            fail('Items', 'Each item must be an object', member);
            continue;
          }
          const read = readQuality(member, allowed);
          if (read) members.push(read);
        }
        items.push({ id, name: groupName, items: members, allowed });
        if (allowed) allowedIds.add(id);
      } else {
        const read = readQuality(raw, allowed);
        if (read) {
          items.push(read);
          if (allowed) allowedIds.add(read.quality!);
        }
      }
    }
    const missing = (seriesQualityIds() as number[]).filter((id) => !seen.has(id));
    if (missing.length > 0) fail('Items', `Must contain all qualities; missing ${missing.map((id) => seriesQuality(id)!.name).join(', ')}`);
    if (allowedIds.size === 0) fail('Items', 'Must contain at least one allowed quality');
  }

  const cutoff = readInt(body.cutoff);
  if (cutoff === undefined) fail('Cutoff', "'Cutoff' must be a quality or group id", body.cutoff);
  else if (failures.length === 0 && !allowedIds.has(cutoff)) fail('Cutoff', 'Cutoff must be an allowed quality or group', cutoff);

  const score = (field: string, fallback: number): number => {
    const value = body[field];
    if (value === undefined || value === null) return fallback;
    const parsed = readInt(value);
    if (parsed === undefined) {
      fail(field[0].toUpperCase() + field.slice(1), `'${field}' must be a whole number`, value);
      return fallback;
    }
    return parsed;
  };
  const minFormatScore = score('minFormatScore', 0);
  const cutoffFormatScore = score('cutoffFormatScore', 0);
  const minUpgradeFormatScore = score('minUpgradeFormatScore', 1);
  if (minUpgradeFormatScore < 1) fail('MinUpgradeFormatScore', "'Min Upgrade Format Score' must be greater than or equal to '1'.", minUpgradeFormatScore);
  const formatItems = readFormatItems(body.formatItems, fail);
  if (body.upgradeAllowed !== undefined && body.upgradeAllowed !== null && typeof body.upgradeAllowed !== 'boolean') {
    fail('UpgradeAllowed', "'UpgradeAllowed' must be true or false", body.upgradeAllowed);
  }
  if (failures.length > 0) return { failures };
  return {
    profile: {
      name,
      upgradeAllowed: body.upgradeAllowed === true,
      cutoff: cutoff!,
      items,
      minFormatScore,
      cutoffFormatScore,
      minUpgradeFormatScore,
      formatItems,
    },
    failures,
  };
}

/**
 * The body's `formatItems` as `{format, score}` (names are filled in from the saved formats by the service,
 * which also rejects unknown format ids and adds the formats the body leaves out with score 0).
 */
function readFormatItems(raw: unknown, fail: (propertyName: string, errorMessage: string, attemptedValue?: unknown) => void): ProfileShape['formatItems'] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    fail('FormatItems', "'FormatItems' must be a list", raw);
    return [];
  }
  const items: ProfileShape['formatItems'] = [];
  for (const item of raw as unknown[]) {
    const format = isObject(item) ? readInt(item.format) : undefined;
    const score = isObject(item) ? (item.score === undefined || item.score === null ? 0 : readInt(item.score)) : undefined;
    if (format === undefined || format <= 0) fail('FormatItems', 'Each format item needs a custom format id', item);
    else if (score === undefined) fail('FormatItems', "'Score' must be a whole number", item);
    else if (items.some((known) => known.format === format)) fail('FormatItems', `Custom format ${format} appears more than once`, item);
    else items.push({ format, name: '', score });
  }
  return items;
}

function seriesQualityIds(): number[] {
  return DEFAULT_DEFINITIONS.map((definition) => definition.qualityId);
}
