/**
 * A quality profile's ordered item list, as the anchors store it: single qualities and groups, worst first.
 * Qualities inside one group rank equal, which is what makes a group useful.
 */
export interface ProfileItem {
  /** A single quality: its id. */
  quality?: number;
  /** A group: its id (1000+ in the series manager), name and members. */
  id?: number;
  name?: string;
  items?: ProfileItem[];
  allowed: boolean;
}

export interface QualityProfileRules {
  upgradeAllowed: boolean;
  /** A quality id, or the id of the group holding the cutoff. */
  cutoff: number;
  items: ProfileItem[];
  minFormatScore: number;
  cutoffFormatScore: number;
  minUpgradeFormatScore: number;
}

export interface RevisionLike {
  version: number;
  real: number;
  isRepack?: boolean;
}

export interface QualityLike {
  quality: { id: number };
  revision: RevisionLike;
}

/** Position of a quality in the profile (group members share their group's position); -1 when absent. */
export function qualityRank(profile: Pick<QualityProfileRules, 'items'>, qualityId: number): number {
  return profile.items.findIndex((item) => item.quality === qualityId || (item.items?.some((member) => member.quality === qualityId) ?? false));
}

export function isQualityAllowed(profile: Pick<QualityProfileRules, 'items'>, qualityId: number): boolean {
  for (const item of profile.items) {
    if (item.quality === qualityId) return item.allowed;
    const member = item.items?.find((candidate) => candidate.quality === qualityId);
    if (member) return item.allowed && member.allowed !== false;
  }
  return false;
}

/** Position of the cutoff item; a cutoff naming an item no longer in the profile counts as the best item. */
export function cutoffRank(profile: Pick<QualityProfileRules, 'items' | 'cutoff'>): number {
  const index = profile.items.findIndex((item) => item.quality === profile.cutoff || item.id === profile.cutoff);
  return index === -1 ? profile.items.length - 1 : index;
}

/** Position of the best allowed item, -1 when nothing is allowed. */
export function highestAllowedRank(profile: Pick<QualityProfileRules, 'items'>): number {
  for (let index = profile.items.length - 1; index >= 0; index--) if (profile.items[index].allowed) return index;
  return -1;
}

/** Position of the worst allowed item, -1 when nothing is allowed. */
export function lowestAllowedRank(profile: Pick<QualityProfileRules, 'items'>): number {
  return profile.items.findIndex((item) => item.allowed);
}

export function compareRevision(a: RevisionLike, b: RevisionLike): number {
  if (a.real !== b.real) return a.real - b.real;
  return a.version - b.version;
}

/** Negative when `a` is worse than `b` in this profile, positive when better; revisions break ties when asked. */
export function compareQuality(profile: Pick<QualityProfileRules, 'items'>, a: QualityLike, b: QualityLike, respectRevision = true): number {
  const byRank = qualityRank(profile, a.quality.id) - qualityRank(profile, b.quality.id);
  if (byRank !== 0 || !respectRevision) return byRank;
  return compareRevision(a.revision, b.revision);
}
