import { compareQuality, compareRevision, cutoffRank, isQualityAllowed, lowestAllowedRank, qualityRank, type ProfileItem, type QualityLike, type QualityProfileRules } from './quality-order';

/** A file or release as the upgrade rules see it. */
export interface Candidate extends QualityLike {
  customFormatScore: number;
}

function holds(item: ProfileItem, id: number): boolean {
  return item.quality === id || item.id === id || (item.items ?? []).some((member) => holds(member, id));
}

function qualityIds(item: ProfileItem): number[] {
  return item.quality !== undefined ? [item.quality] : (item.items ?? []).flatMap(qualityIds);
}

/**
 * The quality ids a file can have and still be "cutoff unmet" for the wanted list: every quality in the items
 * ordered before the item holding the cutoff (a quality or a group); with upgrades off, the first allowed item
 * is the cutoff. Quality only: the anchors' list ignores custom-format scores by design. A cutoff the profile no
 * longer holds, or a file quality it does not list, is never below (as Sonarr's list).
 */
export function qualitiesBelowCutoff(profile: Pick<QualityProfileRules, 'items' | 'cutoff' | 'upgradeAllowed'>): number[] {
  const index = profile.upgradeAllowed ? profile.items.findIndex((item) => holds(item, profile.cutoff)) : lowestAllowedRank(profile);
  if (index <= 0) return [];
  return profile.items.slice(0, index).flatMap(qualityIds);
}

/** Cutoff unmet for the wanted list (and the searches over it): see `qualitiesBelowCutoff`. */
export function isQualityCutoffUnmet(profile: Pick<QualityProfileRules, 'items' | 'cutoff' | 'upgradeAllowed'>, existing: QualityLike): boolean {
  return qualitiesBelowCutoff(profile).includes(existing.quality.id);
}

/**
 * Cutoff unmet for the decision engine: quality below cutoff, or a better revision of the same quality is
 * possible (the candidate's), or the custom-format score is below the profile's cutoff score.
 */
export function isCutoffUnmet(profile: QualityProfileRules, existing: Candidate, candidate?: QualityLike): boolean {
  if (!profile.upgradeAllowed) return false;
  const existingRank = qualityRank(profile, existing.quality.id);
  if (existingRank < cutoffRank(profile)) return true;
  if (candidate && qualityRank(profile, candidate.quality.id) === existingRank && compareRevision(candidate.revision, existing.revision) > 0) return true;
  return existing.customFormatScore < profile.cutoffFormatScore;
}

export type UpgradeVerdict =
  | { upgrade: true }
  | { upgrade: false; reason: string };

/**
 * Whether `candidate` should replace `existing` under the profile: upgrades allowed, existing cutoff not met,
 * and the candidate better in quality, in revision of the same quality, or in custom-format score by at least
 * the profile's minimum increment.
 */
export function judgeUpgrade(profile: QualityProfileRules, existing: Candidate, candidate: Candidate): UpgradeVerdict {
  const byQuality = compareQuality(profile, candidate, existing, false);
  if (byQuality < 0) return { upgrade: false, reason: 'Existing file is of better quality' };
  const byRevision = compareRevision(candidate.revision, existing.revision);
  if (byQuality === 0 && byRevision < 0) return { upgrade: false, reason: 'Existing file is a newer revision' };
  const scoreGain = candidate.customFormatScore - existing.customFormatScore;
  const better = byQuality > 0 || byRevision > 0 || scoreGain >= Math.max(1, profile.minUpgradeFormatScore);
  if (!better) {
    return scoreGain > 0
      ? { upgrade: false, reason: `Custom format score gain ${scoreGain} is below the profile's minimum upgrade of ${profile.minUpgradeFormatScore}` }
      : { upgrade: false, reason: 'Not an upgrade of the existing file' };
  }
  if (!profile.upgradeAllowed) return { upgrade: false, reason: 'Upgrades are not allowed by the quality profile' };
  if (!isCutoffUnmet(profile, existing, candidate)) return { upgrade: false, reason: 'Existing file meets the cutoff' };
  return { upgrade: true };
}

export interface ReplacementOptions {
  /** Propers and repacks do not count (`downloadPropersAndRepacks: doNotPrefer`): revisions compare equal. */
  ignoreRevisions?: boolean;
}

/**
 * Whether a new file may take the place of every file its episodes already have: its quality must be allowed by
 * the profile, and it must be an upgrade (`judgeUpgrade`) of each existing file. No existing file: allowed is enough.
 */
export function judgeReplacement(profile: QualityProfileRules, existing: readonly Candidate[], candidate: Candidate, options: ReplacementOptions = {}): UpgradeVerdict {
  if (!isQualityAllowed(profile, candidate.quality.id)) return { upgrade: false, reason: 'Quality is not allowed by the quality profile' };
  const neutral = (file: Candidate): Candidate => (options.ignoreRevisions ? { ...file, revision: { version: 1, real: 0 } } : file);
  for (const file of existing) {
    const verdict = judgeUpgrade(profile, neutral(file), neutral(candidate));
    if (!verdict.upgrade) return verdict;
  }
  return { upgrade: true };
}
