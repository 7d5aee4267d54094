import { Injectable } from '@nestjs/common';
import { customFormatScore, INDEXER_FLAGS, matchCustomFormats, type CustomFormatDefinition } from '@arrstack/custom-formats';
import {
  compareDecisions,
  evaluateRelease,
  qualityRank,
  type DecisionContext,
  type DelayProfileRules,
  type Evaluation,
  type LanguageProfileRules,
  type RankedRelease,
  type RankingContext,
  type ReleaseFacts,
} from '@arrstack/decisions';
import type { Release } from '@arrstack/newznab';
import { parseEpisodeTitle, type ParsedEpisodeInfo } from '@arrstack/parser';
import type { FileQuality } from '../episode/episode-file.entity';
import type { EpisodeEntity } from '../episode/episode.entity';
import type { QualityDefinitionEntity } from '../quality/quality-definition.entity';
import type { QualityProfileEntity } from '../quality/quality-profile.entity';
import type { SeriesEntity } from '../series/series.entity';
import type { GrabRequest } from '../download/release-grabber';
import { IndexerConfigService } from './indexer-config.service';
import { mapRelease, type RequestedEpisodes } from './release-mapping';
import { ReleaseRepository } from './release.repository';
import { BlocklistSource, CustomFormatSource, DelayProfileSource, LanguageProfileSource, QueueSource } from './profile-sources';

/** The indexer a release came from, as decisions and the resource need it. */
export interface IndexerRef {
  id: number;
  name: string;
  priority: number;
  protocol: 'usenet' | 'torrent';
  minimumSeeders?: number;
}

/** An indexer's release with its indexer: what the cache and the pending table keep, and decide again later. */
export interface FoundRelease {
  release: Release;
  indexer: IndexerRef;
}

export interface Decision {
  found: FoundRelease;
  series: SeriesEntity;
  parsed: ParsedEpisodeInfo | null;
  episodes: EpisodeEntity[];
  quality: FileQuality;
  language: { id: number; name: string };
  customFormats: CustomFormatDefinition[];
  customFormatScore: number;
  ageMinutes: number;
  indexerFlags: number;
  /** Position of the quality in the profile and of the language in the language profile (higher is better). */
  qualityWeight: number;
  languageWeight: number;
  evaluation: Evaluation;
  ranked: RankedRelease;
  /** Whether the release covers an episode the search asked for. */
  episodeRequested: boolean;
}

export interface DecideOptions {
  requested?: RequestedEpisodes;
  userInvoked: boolean;
  monitoredOnly: boolean;
  /** First time a release was held back for each episode (pending), for the delay's "oldest pending" rule. */
  pendingSince?: Map<number, Date>;
}

const UNKNOWN_QUALITY: FileQuality = { quality: { id: 0, name: 'Unknown', source: 'unknown', resolution: 0 }, revision: { version: 1, real: 0, isRepack: false } };
const ENGLISH = { id: 1, name: 'English' };
const MB = 1024 * 1024;

/** Torznab volume factors as the anchors' indexer flags (freeleech, halfleech, double upload...). */
export function indexerFlagsOf(release: Release): number {
  let flags = 0;
  if (release.downloadVolumeFactor === 0) flags |= INDEXER_FLAGS.freeleech;
  if (release.downloadVolumeFactor === 0.5) flags |= INDEXER_FLAGS.halfleech;
  if (release.downloadVolumeFactor === 0.75) flags |= INDEXER_FLAGS.freeleech25;
  if (release.downloadVolumeFactor === 0.25) flags |= INDEXER_FLAGS.freeleech75;
  if (release.uploadVolumeFactor === 2) flags |= INDEXER_FLAGS.doubleUpload;
  return flags;
}

/** Everything the specifications need about one series, loaded once per decision run. */
interface SeriesContext {
  series: SeriesEntity;
  episodes: EpisodeEntity[];
  files: Map<number, { quality: FileQuality; customFormatScore: number }>;
  profile: QualityProfileEntity;
  definitions: Map<number, QualityDefinitionEntity>;
  languageProfile?: LanguageProfileRules;
  delayProfile: DelayProfileRules;
  formats: CustomFormatDefinition[];
  queue: Set<number>;
  anyBlocklisted: boolean;
  limits: { minimumAge: number; retention: number; maximumSize: number };
}

/** Parses, maps and judges releases for a series, and ranks them best first. */
@Injectable()
export class ReleaseDecisionService {
  constructor(
    private readonly repository: ReleaseRepository,
    private readonly config: IndexerConfigService,
    private readonly languageProfiles: LanguageProfileSource,
    private readonly delayProfiles: DelayProfileSource,
    private readonly customFormats: CustomFormatSource,
    private readonly blocklist: BlocklistSource,
    private readonly queue: QueueSource,
  ) {}

  private async load(series: SeriesEntity): Promise<SeriesContext> {
    const [episodes, files, profile, definitions, languageProfile, delayProfile, formats, queue, config, anyBlocklisted] = await Promise.all([
      this.repository.episodesOfSeries(series.id),
      this.repository.filesOfSeries(series.id),
      this.repository.profile(series.qualityProfileId),
      this.repository.definitions(),
      this.languageProfiles.forSeries(series),
      this.delayProfiles.forSeriesTags(series.tags),
      this.customFormats.all(),
      this.queue.episodeIdsInQueue(series.id),
      this.config.load(),
      this.blocklist.hasEntries(series.id),
    ]);
    if (!profile) throw new Error(`Quality profile ${series.qualityProfileId} of series ${series.title} does not exist`);
    const scoreOf = (title: string, quality: FileQuality, languages: Array<{ id: number; name: string }>, size: number, releaseGroup?: string) =>
      customFormatScore(matchCustomFormats(formats, { title, releaseGroup, quality: quality.quality, languages, size, indexerFlags: 0, originalLanguage: series.originalLanguage ?? undefined }), profile.formatItems);
    return {
      series,
      episodes,
      files: new Map(
        files.map((file) => [
          file.id,
          { quality: file.quality, customFormatScore: scoreOf(file.sceneName ?? file.relativePath, file.quality, file.languages, file.size, file.releaseGroup ?? undefined) },
        ]),
      ),
      profile,
      definitions: new Map(definitions.map((definition) => [definition.qualityId, definition])),
      languageProfile,
      delayProfile,
      formats,
      queue,
      anyBlocklisted,
      limits: { minimumAge: config.minimumAge, retention: config.retention, maximumSize: config.maximumSize },
    };
  }

  /** Decides every release for the series and returns them ranked, best first. */
  async decide(series: SeriesEntity, found: FoundRelease[], options: DecideOptions): Promise<Decision[]> {
    if (found.length === 0) return [];
    const context = await this.load(series);
    const decisions = await Promise.all(found.map((item) => this.decideOne(context, item, options)));
    return this.rank(context, decisions);
  }

  private rank(context: SeriesContext, decisions: Decision[]): Decision[] {
    const ranking: RankingContext = {
      profile: context.profile,
      languageProfile: context.languageProfile,
      preferredProtocol: context.delayProfile.preferredProtocol,
      anime: context.series.seriesType === 'anime',
    };
    // Approved first, then temporarily rejected, then the rest; the anchors' ranking inside each.
    const group = (d: Decision) => (d.evaluation.approved ? 0 : d.evaluation.temporarilyRejected ? 1 : 2);
    return decisions.sort((a, b) => group(a) - group(b) || compareDecisions(a.ranked, b.ranked, ranking));
  }

  private async decideOne(context: SeriesContext, found: FoundRelease, options: DecideOptions): Promise<Decision> {
    const { release, indexer } = found;
    const { series, profile } = context;
    const parsed = parseEpisodeTitle(release.title);
    const mapped = mapRelease(release.title, parsed, series, context.episodes, options.requested, release.tvdbId);
    const quality: FileQuality = parsed ? (parsed.quality as FileQuality) : UNKNOWN_QUALITY;
    const parsedLanguage = parsed?.languages[0];
    // Sonarr v3 reads a title without a language as English.
    const language = !parsedLanguage || parsedLanguage.id === 0 ? ENGLISH : parsedLanguage;
    const size = release.size ?? 0;
    const indexerFlags = indexerFlagsOf(release);
    const matched = matchCustomFormats(context.formats, {
      title: release.title,
      releaseGroup: parsed?.releaseGroup ?? undefined,
      quality: quality.quality,
      languages: [language],
      size,
      indexerFlags,
      releaseType: parsed?.releaseType,
      originalLanguage: series.originalLanguage ?? undefined,
    });
    const score = customFormatScore(matched, profile.formatItems);
    const publishedAt = release.publishDate ? Date.parse(release.publishDate) : Date.now();
    const ageMinutes = Math.max(0, (Date.now() - publishedAt) / 60_000);
    const episodes = mapped.episodes;
    const runtime = series.runtime > 0 ? series.runtime : (episodes.find((episode) => episode.runtime > 0)?.runtime ?? 0);
    const definition = context.definitions.get(quality.quality.id);
    const pendingSince = episodes
      .map((episode) => options.pendingSince?.get(episode.id)?.getTime())
      .filter((time): time is number => time !== undefined);
    const facts: ReleaseFacts = {
      title: release.title,
      protocol: indexer.protocol,
      size,
      ageMinutes,
      seeders: release.seeders,
      quality: quality.quality,
      revision: quality.revision,
      language,
      customFormatScore: score,
      customFormats: matched.map((format) => format.name),
      episodeCount: episodes.length,
      mapping: mapped.problem,
    };
    const blocklisted = mapped.problem || !context.anyBlocklisted
      ? false
      : await this.blocklist.isBlocklisted({ seriesId: series.id, title: release.title, protocol: indexer.protocol, indexerId: indexer.id, guid: release.guid, infoHash: release.infoHash, publishDate: release.publishDate });
    const decisionContext: DecisionContext = {
      profile,
      sizeLimits: definition ? { minSize: definition.minSize, maxSize: definition.maxSize, preferredSize: definition.preferredSize } : undefined,
      runtimeMinutes: runtime,
      languageProfile: context.languageProfile,
      delayProfile: context.delayProfile,
      indexerLimits: context.limits,
      minimumSeeders: indexer.minimumSeeders,
      episodes: episodes.map((episode) => {
        const file = episode.episodeFileId === null ? undefined : context.files.get(episode.episodeFileId);
        return {
          monitored: episode.monitored,
          existing: file ? { quality: file.quality.quality, revision: file.quality.revision, customFormatScore: file.customFormatScore } : undefined,
        };
      }),
      seriesMonitored: series.monitored,
      userInvoked: options.userInvoked,
      monitoredOnly: options.monitoredOnly,
      inQueue: episodes.some((episode) => context.queue.has(episode.id)),
      blocklisted,
      oldestPendingMinutes: pendingSince.length > 0 ? (Date.now() - Math.min(...pendingSince)) / 60_000 : undefined,
    };
    const evaluation = evaluateRelease(facts, decisionContext);
    const preferredSize = definition?.preferredSize && runtime > 0 ? definition.preferredSize * runtime * Math.max(1, episodes.length) * MB : undefined;
    return {
      found,
      series,
      parsed,
      episodes,
      quality,
      language,
      customFormats: matched,
      customFormatScore: score,
      ageMinutes,
      indexerFlags,
      qualityWeight: qualityRank(profile, quality.quality.id) * 100 + quality.revision.real * 10 + quality.revision.version,
      languageWeight: context.languageProfile ? context.languageProfile.languages.findIndex((item) => item.language.id === language.id) : 0,
      evaluation,
      episodeRequested: options.requested ? episodes.some((episode) => options.requested?.episodeIds.has(episode.id)) : false,
      ranked: {
        quality: { quality: quality.quality, revision: quality.revision },
        languageId: language.id,
        customFormatScore: score,
        protocol: indexer.protocol,
        fullSeason: parsed?.fullSeason ?? false,
        episodeCount: episodes.length,
        firstEpisodeNumber: episodes.length > 0 ? Math.min(...episodes.map((episode) => episode.episodeNumber)) : 0,
        indexerPriority: indexer.priority,
        seeders: release.seeders,
        peers: release.peers,
        ageHours: ageMinutes / 60,
        size,
        preferredSize,
      },
    };
  }
}

/** What the download side needs to grab a decided release. */
export function grabRequestOf(decision: Decision): GrabRequest {
  const { release, indexer } = decision.found;
  return {
    title: release.title,
    downloadUrl: release.downloadUrl,
    protocol: indexer.protocol,
    guid: release.guid,
    indexerId: indexer.id,
    indexer: indexer.name,
    size: release.size ?? 0,
    publishDate: release.publishDate ? new Date(release.publishDate) : undefined,
    infoUrl: release.infoUrl,
    seeders: release.seeders,
    seriesId: decision.series.id,
    episodeIds: decision.episodes.map((episode) => episode.id),
    quality: decision.quality,
    languages: [decision.language],
    customFormatScore: decision.customFormatScore,
    releaseGroup: decision.parsed?.releaseGroup ?? undefined,
    tags: decision.series.tags,
  };
}
