import { compareRevision, qualityRank, type QualityLike, type QualityProfileRules } from './quality-order';
import type { LanguageProfileRules, Protocol } from './specifications';

/** What the ranking looks at in a decision. */
export interface RankedRelease {
  quality: QualityLike;
  languageId: number;
  customFormatScore: number;
  protocol: Protocol;
  fullSeason: boolean;
  episodeCount: number;
  /** Lowest episode number the release covers (0 when none). */
  firstEpisodeNumber: number;
  /** Lower number wins. */
  indexerPriority: number;
  seeders?: number;
  peers?: number;
  ageHours: number;
  /** Bytes. */
  size: number;
  /** Bytes: the quality definition's preferred MB/minute × runtime × episodes, when it has one. */
  preferredSize?: number;
}

export interface RankingContext {
  profile: Pick<QualityProfileRules, 'items'>;
  languageProfile?: Pick<LanguageProfileRules, 'languages'>;
  /** The matching delay profile's preferred protocol. */
  preferredProtocol: Protocol;
  /** Anime series prefer more episodes per release, others fewer. */
  anime: boolean;
  /** Propers/repacks rank above the original of the same quality (the anchors' "prefer and upgrade"). */
  preferRevisions?: boolean;
}

type Comparer = (a: RankedRelease, b: RankedRelease, context: RankingContext) => number;

/** Positive when `a` is better, by a numeric key where higher is better. */
const higher = (a: number, b: number) => a - b;

const byQuality: Comparer = (a, b, { profile, preferRevisions = true }) => {
  const rank = higher(qualityRank(profile, a.quality.quality.id), qualityRank(profile, b.quality.quality.id));
  return rank !== 0 || !preferRevisions ? rank : compareRevision(a.quality.revision, b.quality.revision);
};

const byLanguage: Comparer = (a, b, { languageProfile }) => {
  if (!languageProfile) return 0;
  const index = (id: number) => languageProfile.languages.findIndex((item) => item.language.id === id);
  return higher(index(a.languageId), index(b.languageId));
};

const byCustomFormatScore: Comparer = (a, b) => higher(a.customFormatScore, b.customFormatScore);

const byProtocol: Comparer = (a, b, { preferredProtocol }) =>
  higher(a.protocol === preferredProtocol ? 1 : 0, b.protocol === preferredProtocol ? 1 : 0);

const byEpisodeCount: Comparer = (a, b, { anime }) => {
  const pack = higher(a.fullSeason ? 1 : 0, b.fullSeason ? 1 : 0);
  if (pack !== 0) return pack;
  return anime ? higher(a.episodeCount, b.episodeCount) : higher(b.episodeCount, a.episodeCount);
};

const byEpisodeNumber: Comparer = (a, b) => higher(b.firstEpisodeNumber, a.firstEpisodeNumber);

const byIndexerPriority: Comparer = (a, b) => higher(b.indexerPriority, a.indexerPriority);

/** Seeders in powers of ten, then peers likewise: 150 and 200 seeders rank equal, 1000 ranks above. */
export function seedersBucket(count: number | undefined): number {
  return Math.round(Math.log10(Math.max(1, count ?? 0)));
}

const bySeeders: Comparer = (a, b) => {
  if (a.protocol !== 'torrent' || b.protocol !== 'torrent') return 0;
  return higher(seedersBucket(a.seeders), seedersBucket(b.seeders)) || higher(seedersBucket(a.peers), seedersBucket(b.peers));
};

/** Newer usenet posts rank higher: under an hour, under a day, then days in powers of ten (older = lower). */
export function usenetAgeBucket(ageHours: number): number {
  if (ageHours < 1) return 1000;
  if (ageHours <= 24) return 100;
  return -Math.round(Math.log10(ageHours / 24));
}

const byUsenetAge: Comparer = (a, b) => {
  if (a.protocol !== 'usenet' || b.protocol !== 'usenet') return 0;
  return higher(usenetAgeBucket(a.ageHours), usenetAgeBucket(b.ageHours));
};

const SIZE_BUCKET = 200 * 1024 * 1024;

/** Nearest to the preferred size (in 200 MB steps) when both have one, else larger. */
const bySize: Comparer = (a, b) => {
  if (a.preferredSize !== undefined && b.preferredSize !== undefined) {
    const distance = (r: RankedRelease) => Math.round(Math.abs(r.size - (r.preferredSize ?? 0)) / SIZE_BUCKET);
    const nearer = higher(distance(b), distance(a));
    if (nearer !== 0) return nearer;
  }
  return higher(Math.round(a.size / SIZE_BUCKET), Math.round(b.size / SIZE_BUCKET));
};

/** The anchors' order: quality, language, custom-format score, protocol, pack/episode count, episode number, indexer priority, seeders, usenet age, size. */
export const RANKING: Comparer[] = [byQuality, byLanguage, byCustomFormatScore, byProtocol, byEpisodeCount, byEpisodeNumber, byIndexerPriority, bySeeders, byUsenetAge, bySize];

/** A sort comparer: negative when `a` should be grabbed before `b`, so `list.sort(...)` puts the best first. */
export function compareDecisions(a: RankedRelease, b: RankedRelease, context: RankingContext): number {
  for (const comparer of RANKING) {
    const result = comparer(a, b, context);
    if (result !== 0) return -Math.sign(result);
  }
  return 0;
}
