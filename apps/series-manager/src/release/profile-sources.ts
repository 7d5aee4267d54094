import type { DelayProfileRules, LanguageProfileRules } from '@arrstack/decisions';
import type { CustomFormatDefinition } from '@arrstack/custom-formats';
import type { SeriesEntity } from '../series/series.entity';

/**
 * What search reads from other features (language/delay profiles, custom formats, blocklist, queue), each behind a
 * small class so the feature that owns it can replace the default provider with a one-line `useExisting`.
 */
export abstract class LanguageProfileSource {
  /** The series' language profile; undefined means every language is allowed (no profile). */
  abstract forSeries(series: SeriesEntity): Promise<LanguageProfileRules | undefined>;
}

export abstract class DelayProfileSource {
  /** The delay profile with the lowest order among untagged ones and those sharing a tag with the series. */
  abstract forSeriesTags(tags: number[]): Promise<DelayProfileRules>;
}

export abstract class CustomFormatSource {
  abstract all(): Promise<CustomFormatDefinition[]>;
}

/** What identifies a release for the blocklist. */
export interface BlocklistQuery {
  seriesId: number;
  title: string;
  protocol: 'usenet' | 'torrent';
  indexerId: number;
  guid: string;
  infoHash?: string;
  publishDate?: string;
}

export abstract class BlocklistSource {
  /** Whether the series has anything blocklisted at all (one query saves one per release when it has not). */
  abstract hasEntries(seriesId: number): Promise<boolean>;
  abstract isBlocklisted(query: BlocklistQuery): Promise<boolean>;
}

export abstract class QueueSource {
  /** The series' episodes with a download in a client's queue. */
  abstract episodeIdsInQueue(seriesId: number): Promise<Set<number>>;
}

/** Sonarr's default delay profile: both protocols, usenet preferred, no delay. */
export const DEFAULT_DELAY_PROFILE: DelayProfileRules = {
  enableUsenet: true,
  enableTorrent: true,
  preferredProtocol: 'usenet',
  usenetDelay: 0,
  torrentDelay: 0,
  bypassIfHighestQuality: false,
  bypassIfAboveCustomFormatScore: false,
  minimumCustomFormatScore: 0,
};
