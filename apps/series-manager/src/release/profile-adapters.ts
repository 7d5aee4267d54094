import { Injectable } from '@nestjs/common';
import type { CustomFormatDefinition } from '@arrstack/custom-formats';
import type { DelayProfileRules, LanguageProfileRules } from '@arrstack/decisions';
import { SERIES_LANGUAGES } from '@arrstack/parser';
import { CustomFormatService } from '../customformat/custom-format.service';
import { DelayProfileService } from '../delayprofile/delay-profile.service';
import { BlocklistService } from '../download/blocklist/blocklist.service';
import { QueueService } from '../download/queue/queue.service';
import { LanguageProfileService } from '../languageprofile/language-profile.service';
import type { SeriesEntity } from '../series/series.entity';
import { BlocklistSource, CustomFormatSource, DEFAULT_DELAY_PROFILE, DelayProfileSource, LanguageProfileSource, QueueSource, type BlocklistQuery } from './profile-sources';

const languageById = (id: number) => SERIES_LANGUAGES.find((language) => language.id === id) ?? { id, name: `Language ${id}` };

/** Adapters from the owning features' services to what search reads. */

/** The series' stored language profile (Sonarr v3), ids resolved to names. */
@Injectable()
export class StoredLanguageProfiles extends LanguageProfileSource {
  constructor(private readonly profiles: LanguageProfileService) {
    super();
  }

  async forSeries(series: SeriesEntity): Promise<LanguageProfileRules | undefined> {
    if (!series.languageProfileId) return undefined;
    const profile = await this.profiles.get(series.languageProfileId).catch(() => undefined);
    if (!profile) return undefined;
    return {
      name: profile.name,
      upgradeAllowed: profile.upgradeAllowed,
      cutoff: languageById(profile.cutoff),
      languages: profile.languages.map((item) => ({ language: languageById(item.language), allowed: item.allowed })),
    };
  }
}

/** The stored delay profile that applies to the series' tags. */
@Injectable()
export class StoredDelayProfiles extends DelayProfileSource {
  constructor(private readonly profiles: DelayProfileService) {
    super();
  }

  async forSeriesTags(tags: number[]): Promise<DelayProfileRules> {
    const profile = await this.profiles.forSeriesTags(tags).catch(() => undefined);
    if (!profile) return DEFAULT_DELAY_PROFILE;
    return {
      enableUsenet: profile.enableUsenet,
      enableTorrent: profile.enableTorrent,
      preferredProtocol: profile.preferredProtocol === 'torrent' ? 'torrent' : 'usenet',
      usenetDelay: profile.usenetDelay,
      torrentDelay: profile.torrentDelay,
      bypassIfHighestQuality: profile.bypassIfHighestQuality,
      bypassIfAboveCustomFormatScore: profile.bypassIfAboveCustomFormatScore,
      minimumCustomFormatScore: profile.minimumCustomFormatScore,
    };
  }
}

@Injectable()
export class StoredCustomFormats extends CustomFormatSource {
  constructor(private readonly formats: CustomFormatService) {
    super();
  }

  all(): Promise<CustomFormatDefinition[]> {
    return this.formats.all();
  }
}

@Injectable()
export class StoredBlocklist extends BlocklistSource {
  constructor(private readonly blocklist: BlocklistService) {
    super();
  }

  async hasEntries(seriesId: number): Promise<boolean> {
    return (await this.blocklist.page({ seriesIds: String(seriesId), page: '1', pageSize: '1' })).totalRecords > 0;
  }

  isBlocklisted(query: BlocklistQuery): Promise<boolean> {
    return this.blocklist.isBlocklisted(query.seriesId, { title: query.title, guid: query.guid, indexerId: query.indexerId });
  }
}

@Injectable()
export class DownloadQueue extends QueueSource {
  constructor(private readonly queue: QueueService) {
    super();
  }

  async episodeIdsInQueue(seriesId: number): Promise<Set<number>> {
    return new Set(await this.queue.episodeIdsInQueue(seriesId));
  }
}
