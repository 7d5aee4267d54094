import { Module } from '@nestjs/common';
import { CustomFormatModule } from '../customformat/custom-format.module';
import { DelayProfileModule } from '../delayprofile/delay-profile.module';
import { ReleaseGrabber } from '../download/release-grabber';
import { LanguageProfileModule } from '../languageprofile/language-profile.module';
import { IndexerConfigController } from './indexer-config.controller';
import { IndexerConfigService } from './indexer-config.service';
import { IndexerSearcher } from './indexer-searcher';
import { NoDownloadClient } from './no-download-client';
import { StoredCustomFormats, StoredDelayProfiles, StoredLanguageProfiles } from './profile-adapters';
import {
  BlocklistSource,
  CustomFormatSource,
  DelayProfileSource,
  EmptyBlocklist,
  EmptyQueue,
  LanguageProfileSource,
  QueueSource,
} from './profile-sources';
import { ReleaseCommands } from './release-commands';
import { EpisodeSearchController, ReleaseController } from './release.controller';
import { ReleaseDecisionService } from './release-decisions.service';
import { ReleaseRepository } from './release.repository';
import { ReleaseSearchService } from './release-search.service';

/** Search: `config/indexer`, interactive search and grab (`/release`), the search commands, RSS sync and pending releases. */
@Module({
  imports: [LanguageProfileModule, DelayProfileModule, CustomFormatModule],
  providers: [
    IndexerConfigService,
    IndexerSearcher,
    ReleaseRepository,
    ReleaseDecisionService,
    ReleaseSearchService,
    ReleaseCommands,
    { provide: ReleaseGrabber, useClass: NoDownloadClient },
    { provide: LanguageProfileSource, useClass: StoredLanguageProfiles },
    { provide: DelayProfileSource, useClass: StoredDelayProfiles },
    { provide: CustomFormatSource, useClass: StoredCustomFormats },
    { provide: BlocklistSource, useClass: EmptyBlocklist },
    { provide: QueueSource, useClass: EmptyQueue },
  ],
  controllers: [IndexerConfigController, ReleaseController, EpisodeSearchController],
  exports: [ReleaseSearchService, IndexerConfigService],
})
export class ReleaseModule {}
