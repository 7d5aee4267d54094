import { highestAllowedRank, isQualityAllowed, qualityRank, compareRevision, type QualityProfileRules } from './quality-order';
import { judgeUpgrade, type Candidate } from './upgrade';

/**
 * Release specifications: each looks at one aspect of a release and either accepts it (undefined) or rejects it.
 * A permanent rejection means "never grab this"; a temporary one means "not yet" (delay profile, minimum age),
 * which the callers keep as pending. Wording follows the anchors' messages where they are known.
 */
export type RejectionType = 'permanent' | 'temporary';

export interface Rejection {
  reason: string;
  type: RejectionType;
}

export type Protocol = 'usenet' | 'torrent';

export interface NamedLanguage {
  id: number;
  name: string;
}

/** Sonarr v3's language profile: list order is preference, the last allowed language is the best. */
export interface LanguageProfileRules {
  name: string;
  upgradeAllowed: boolean;
  cutoff: NamedLanguage;
  languages: Array<{ language: NamedLanguage; allowed: boolean }>;
}

/** The delay profile that applies to the series (lowest order among untagged or tag-sharing profiles). */
export interface DelayProfileRules {
  enableUsenet: boolean;
  enableTorrent: boolean;
  preferredProtocol: Protocol;
  /** Minutes. */
  usenetDelay: number;
  /** Minutes. */
  torrentDelay: number;
  bypassIfHighestQuality: boolean;
  bypassIfAboveCustomFormatScore: boolean;
  minimumCustomFormatScore: number;
}

/** A quality definition's size limits in MB per minute of runtime; `maxSize` null/0 means unlimited. */
export interface SizeLimits {
  minSize: number;
  maxSize: number | null;
  preferredSize: number | null;
}

/** `config/indexer`: minimum age in minutes (usenet), retention in days (usenet), maximum size in MB; 0 = off. */
export interface IndexerLimits {
  minimumAge: number;
  retention: number;
  maximumSize: number;
}

/** What the parser and the episode mapping made of the release title. */
export type MappingProblem = 'unparsable' | 'unknownSeries' | 'notRequested' | 'wrongSeason' | 'noEpisodes' | 'sample';

/** A release as the specifications see it: indexer facts plus what was parsed and mapped. */
export interface ReleaseFacts {
  title: string;
  protocol: Protocol;
  /** Bytes. */
  size: number;
  /** Minutes since the indexer published it. */
  ageMinutes: number;
  seeders?: number;
  quality: { id: number; name?: string };
  revision: Candidate['revision'];
  /** The parsed language (Sonarr v3 reads one). */
  language: NamedLanguage;
  customFormatScore: number;
  /** Names of the matched custom formats, for the wording of the minimum-score rejection. */
  customFormats: string[];
  /** Episodes the release maps to. */
  episodeCount: number;
  mapping?: MappingProblem;
}

/** An episode the release covers, as far as the rules need it. */
export interface CoveredEpisode {
  monitored: boolean;
  /** The file on disk for this episode, if any. */
  existing?: Candidate & { quality: { id: number; name?: string } };
}

export interface DecisionContext {
  profile: QualityProfileRules;
  sizeLimits?: SizeLimits;
  /** Minutes per episode used for the size limits; 0 skips them. */
  runtimeMinutes: number;
  languageProfile?: LanguageProfileRules;
  delayProfile?: DelayProfileRules;
  indexerLimits: IndexerLimits;
  /** Torznab indexers' `minimumSeeders`. */
  minimumSeeders?: number;
  episodes: CoveredEpisode[];
  seriesMonitored: boolean;
  /** Search asked for by a person: delay is ignored. */
  userInvoked: boolean;
  /** Searches that only want monitored episodes (RSS, season/series/missing searches). */
  monitoredOnly: boolean;
  inQueue: boolean;
  blocklisted: boolean;
  /** Minutes since the oldest pending release for the same episodes was first held back, if any. */
  oldestPendingMinutes?: number;
}

export type Specification = (release: ReleaseFacts, context: DecisionContext) => Rejection | undefined;

const permanent = (reason: string): Rejection => ({ reason, type: 'permanent' });
const temporary = (reason: string): Rejection => ({ reason, type: 'temporary' });

/** Bytes as the anchors print them: "1.4 GB", "700.0 MB". */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

const MB = 1024 * 1024;
const qualityName = (candidate: { quality: { id: number; name?: string } }) => candidate.quality.name ?? `#${candidate.quality.id}`;

const MAPPING_WORDING: Record<MappingProblem, string> = {
  unparsable: 'Unable to parse release',
  unknownSeries: 'Unknown Series',
  notRequested: "Episode wasn't requested",
  wrongSeason: 'Wrong season',
  noEpisodes: 'Unable to identify correct episode(s) using release name and scene mappings',
  sample: 'Sample',
};

export const mappingSpecification: Specification = (release) =>
  release.mapping ? permanent(MAPPING_WORDING[release.mapping]) : undefined;

export const monitoredSpecification: Specification = (_release, context) => {
  if (!context.monitoredOnly) return undefined;
  if (!context.seriesMonitored) return permanent('Series is not monitored');
  if (context.episodes.length > 0 && context.episodes.every((episode) => !episode.monitored)) return permanent('Episode is not monitored');
  return undefined;
};

export const qualityAllowedSpecification: Specification = (release, context) =>
  isQualityAllowed(context.profile, release.quality.id) ? undefined : permanent(`Quality ${qualityName(release)} is not wanted in profile`);

/** Size per episode between min and max MB/minute × runtime (× episodes of a pack). */
export const sizeSpecification: Specification = (release, context) => {
  const limits = context.sizeLimits;
  if (!limits || context.runtimeMinutes <= 0 || release.size <= 0) return undefined;
  const episodes = Math.max(1, release.episodeCount);
  const minimum = limits.minSize * context.runtimeMinutes * episodes * MB;
  if (release.size < minimum) return permanent(`${formatSize(release.size)} is smaller than minimum allowed ${formatSize(minimum)}`);
  if (limits.maxSize && limits.maxSize > 0) {
    const maximum = limits.maxSize * context.runtimeMinutes * episodes * MB;
    if (release.size > maximum) return permanent(`${formatSize(release.size)} is larger than maximum allowed ${formatSize(maximum)}`);
  }
  return undefined;
};

export const customFormatScoreSpecification: Specification = (release, context) => {
  const minimum = context.profile.minFormatScore;
  if (release.customFormatScore >= minimum) return undefined;
  const formats = release.customFormats.length > 0 ? release.customFormats.join(', ') : '[]';
  return permanent(`Custom Formats ${formats} have score ${release.customFormatScore} below Series profile minimum ${minimum}`);
};

/** Every covered episode with a file must accept the release as an upgrade (quality, revision, score, cutoff). */
export const upgradeSpecification: Specification = (release, context) => {
  for (const episode of context.episodes) {
    if (!episode.existing) continue;
    const verdict = judgeUpgrade(context.profile, episode.existing, release);
    if (!verdict.upgrade) {
      const wording = verdict.reason === 'Existing file meets the cutoff' ? `Existing file meets cutoff: ${qualityName(episode.existing)}` : verdict.reason;
      return permanent(wording);
    }
  }
  return undefined;
};

/** Sonarr v3: the release's language must be allowed in the series' language profile. */
export const languageSpecification: Specification = (release, context) => {
  const profile = context.languageProfile;
  if (!profile) return undefined;
  const entry = profile.languages.find((item) => item.language.id === release.language.id);
  return entry?.allowed ? undefined : permanent(`Language ${release.language.name} is not allowed in profile ${profile.name}`);
};

const protocolLabel = (protocol: Protocol) => (protocol === 'usenet' ? 'Usenet' : 'Torrent');

export const protocolSpecification: Specification = (release, context) => {
  const delay = context.delayProfile;
  if (!delay) return undefined;
  const enabled = release.protocol === 'usenet' ? delay.enableUsenet : delay.enableTorrent;
  return enabled ? undefined : permanent(`${protocolLabel(release.protocol)} is not enabled for this series`);
};

/**
 * The delay profile's wait, for automatic flows only. Bypasses (preferred protocol only): a better revision of
 * the quality already on disk; the best allowed quality when `bypassIfHighestQuality`; a custom-format score at
 * or above the minimum when `bypassIfAboveCustomFormatScore`. Otherwise wait until the release, or the oldest
 * pending release for the same episodes, is older than the delay.
 */
export const delaySpecification: Specification = (release, context) => {
  const delay = context.delayProfile;
  if (!delay || context.userInvoked) return undefined;
  const minutes = release.protocol === 'usenet' ? delay.usenetDelay : delay.torrentDelay;
  if (minutes <= 0) return undefined;
  const preferred = release.protocol === delay.preferredProtocol;
  if (preferred) {
    const rank = qualityRank(context.profile, release.quality.id);
    const betterRevision = context.episodes.some(
      (episode) => episode.existing && qualityRank(context.profile, episode.existing.quality.id) === rank && compareRevision(release.revision, episode.existing.revision) > 0,
    );
    if (betterRevision) return undefined;
    if (delay.bypassIfHighestQuality && rank === highestAllowedRank(context.profile)) return undefined;
    if (delay.bypassIfAboveCustomFormatScore && release.customFormatScore >= delay.minimumCustomFormatScore) return undefined;
  }
  if (release.ageMinutes >= minutes) return undefined;
  if (context.oldestPendingMinutes !== undefined && context.oldestPendingMinutes >= minutes) return undefined;
  return temporary('Waiting for better quality release');
};

export const queueSpecification: Specification = (_release, context) =>
  context.inQueue ? permanent('Episode is already in the download queue') : undefined;

export const blocklistSpecification: Specification = (_release, context) =>
  context.blocklisted ? permanent('Release is blocklisted') : undefined;

/** Usenet only: releases younger than `minimumAge` minutes wait (temporary), as Sonarr's MinimumAgeSpecification. */
export const minimumAgeSpecification: Specification = (release, context) => {
  const minimum = context.indexerLimits.minimumAge;
  if (release.protocol !== 'usenet' || minimum <= 0 || release.ageMinutes >= minimum) return undefined;
  return temporary(`Only ${Math.floor(release.ageMinutes)} minutes old, minimum age is ${minimum} minutes`);
};

/** Usenet only: older than `retention` days cannot be downloaded any more. */
export const retentionSpecification: Specification = (release, context) => {
  const days = context.indexerLimits.retention;
  if (release.protocol !== 'usenet' || days <= 0 || release.ageMinutes / 1440 <= days) return undefined;
  return permanent('Older than configured retention');
};

export const maximumSizeSpecification: Specification = (release, context) => {
  const megabytes = context.indexerLimits.maximumSize;
  if (megabytes <= 0 || release.size <= megabytes * MB) return undefined;
  return permanent(`${formatSize(release.size)} is too big, maximum size is ${formatSize(megabytes * MB)}`);
};

export const seedersSpecification: Specification = (release, context) => {
  const minimum = context.minimumSeeders ?? 0;
  if (release.protocol !== 'torrent' || minimum <= 0 || release.seeders === undefined || release.seeders >= minimum) return undefined;
  return permanent(`Not enough seeders: ${release.seeders}. Minimum seeders: ${minimum}`);
};

/** In the order they run; a release that cannot be mapped stops at the first. */
export const SPECIFICATIONS: Specification[] = [
  mappingSpecification,
  monitoredSpecification,
  qualityAllowedSpecification,
  sizeSpecification,
  maximumSizeSpecification,
  customFormatScoreSpecification,
  languageSpecification,
  upgradeSpecification,
  protocolSpecification,
  blocklistSpecification,
  queueSpecification,
  retentionSpecification,
  seedersSpecification,
  minimumAgeSpecification,
  delaySpecification,
];

export interface Evaluation {
  rejections: Rejection[];
  approved: boolean;
  /** Rejected, but only temporarily: worth keeping as pending. */
  temporarilyRejected: boolean;
}

/** Runs every specification; an unmappable release gets only its mapping rejection. */
export function evaluateRelease(release: ReleaseFacts, context: DecisionContext): Evaluation {
  const mapping = mappingSpecification(release, context);
  const rejections = mapping ? [mapping] : SPECIFICATIONS.slice(1).map((spec) => spec(release, context)).filter((r): r is Rejection => r !== undefined);
  return {
    rejections,
    approved: rejections.length === 0,
    temporarilyRejected: rejections.length > 0 && rejections.every((rejection) => rejection.type === 'temporary'),
  };
}
