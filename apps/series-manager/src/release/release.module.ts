import { Module } from '@nestjs/common';
import { ReleaseGrabber } from '../download/release-grabber';
import { IndexerConfigController } from './indexer-config.controller';
import { IndexerConfigService } from './indexer-config.service';
import { IndexerSearcher } from './indexer-searcher';
import { NoDownloadClient } from './no-download-client';
import {
  BlocklistSource,
  CustomFormatSource,
  DefaultDelayProfileOnly,
  DelayProfileSource,
  EmptyBlocklist,
  EmptyQueue,
  LanguageProfileSource,
  NoCustomFormats,
  NoLanguageProfiles,
  QueueSource,
} from './profile-sources';
import { ReleaseCommands } from './release-commands';
import { EpisodeSearchController, ReleaseController } from './release.controller';
import { ReleaseDecisionService } from './release-decisions.service';
import { ReleaseRepository } from './release.repository';
import { ReleaseSearchService } from './release-search.service';

/** Search: `config/indexer`, interactive search and grab (`/release`), the search commands, RSS sync and pending releases. */
@Module({
  providers: [
    IndexerConfigService,
    IndexerSearcher,
    ReleaseRepository,
    ReleaseDecisionService,
    ReleaseSearchService,
    ReleaseCommands,
    { provide: ReleaseGrabber, useClass: NoDownloadClient },
    { provide: LanguageProfileSource, useClass: NoLanguageProfiles },
    { provide: DelayProfileSource, useClass: DefaultDelayProfileOnly },
    { provide: CustomFormatSource, useClass: NoCustomFormats },
    { provide: BlocklistSource, useClass: EmptyBlocklist },
    { provide: QueueSource, useClass: EmptyQueue },
  ],
  controllers: [IndexerConfigController, ReleaseController, EpisodeSearchController],
  exports: [ReleaseSearchService, IndexerConfigService],
})
export class ReleaseModule {}
