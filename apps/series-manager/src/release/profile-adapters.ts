import { Injectable } from '@nestjs/common';
import type { CustomFormatDefinition } from '@arrstack/custom-formats';
import type { DelayProfileRules, LanguageProfileRules } from '@arrstack/decisions';
import { SERIES_LANGUAGES } from '@arrstack/parser';
import { CustomFormatService } from '../customformat/custom-format.service';
import { DelayProfileService } from '../delayprofile/delay-profile.service';
import { LanguageProfileService } from '../languageprofile/language-profile.service';
import type { SeriesEntity } from '../series/series.entity';
import { CustomFormatSource, DEFAULT_DELAY_PROFILE, DelayProfileSource, LanguageProfileSource } from './profile-sources';

const languageById = (id: number) => SERIES_LANGUAGES.find((language) => language.id === id) ?? { id, name: `Language ${id}` };

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
