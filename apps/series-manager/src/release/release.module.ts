import { Module } from '@nestjs/common';
import { CustomFormatModule } from '../customformat/custom-format.module';
import { DelayProfileModule } from '../delayprofile/delay-profile.module';
import { DownloadModule } from '../download/download.module';
import { LanguageProfileModule } from '../languageprofile/language-profile.module';
import { WantedModule } from '../wanted/wanted.module';
import { IndexerConfigController } from './indexer-config.controller';
import { IndexerConfigService } from './indexer-config.service';
import { IndexerSearcher } from './indexer-searcher';
import { PendingReleaseService } from './pending-release.service';
import { DownloadQueue, StoredBlocklist, StoredCustomFormats, StoredDelayProfiles, StoredLanguageProfiles } from './profile-adapters';
import { BlocklistSource, CustomFormatSource, DelayProfileSource, LanguageProfileSource, QueueSource } from './profile-sources';
import { ReleaseCommands } from './release-commands';
import { EpisodeSearchController, ReleaseController } from './release.controller';
import { ReleaseDecisionService } from './release-decisions.service';
import { ReleaseRepository } from './release.repository';
import { ReleaseSearchService } from './release-search.service';

/** Search: `config/indexer`, interactive search and grab (`/release`), the search commands, RSS sync and pending releases. */
@Module({
  imports: [LanguageProfileModule, DelayProfileModule, CustomFormatModule, DownloadModule, WantedModule],
  providers: [
    IndexerConfigService,
    IndexerSearcher,
    ReleaseRepository,
    ReleaseDecisionService,
    PendingReleaseService,
    ReleaseSearchService,
    ReleaseCommands,
    { provide: LanguageProfileSource, useClass: StoredLanguageProfiles },
    { provide: DelayProfileSource, useClass: StoredDelayProfiles },
    { provide: CustomFormatSource, useClass: StoredCustomFormats },
    { provide: BlocklistSource, useClass: StoredBlocklist },
    { provide: QueueSource, useClass: DownloadQueue },
  ],
  controllers: [IndexerConfigController, ReleaseController, EpisodeSearchController],
  exports: [ReleaseSearchService, IndexerConfigService],
})
export class ReleaseModule {}
