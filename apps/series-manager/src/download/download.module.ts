import { Module } from '@nestjs/common';
import { TagModule } from '../tag/tag.module';
import { BlocklistController } from './blocklist/blocklist.controller';
import { BlocklistRepository } from './blocklist/blocklist.repository';
import { BlocklistService } from './blocklist/blocklist.service';
import { DownloadClientController } from './download-client.controller';
import { DownloadClientFactory } from './download-client-factory';
import { DownloadClientRepository } from './download-client.repository';
import { DownloadClientService } from './download-client.service';
import { DownloadService } from './download.service';
import { HistoryController } from './history/history.controller';
import { HistoryRepository } from './history/history.repository';
import { HistoryService } from './history/history.service';
import { FailedDownloadService } from './queue/failed-download.service';
import { QueueController } from './queue/queue.controller';
import { QueueService } from './queue/queue.service';
import { TrackedDownloadRepository } from './queue/tracked-download.repository';
import { RelatedResources } from './related-resources';
import { ReleaseGrabber } from './release-grabber';

/**
 * Download clients, grabbing, the queue, history and the blocklist. Exports `ReleaseGrabber` (search grabs through
 * it), `BlocklistService` and `QueueService` (decisions ask them), and `HistoryService`.
 */
@Module({
  imports: [TagModule],
  providers: [
    DownloadClientRepository,
    DownloadClientFactory,
    DownloadClientService,
    HistoryRepository,
    HistoryService,
    BlocklistRepository,
    BlocklistService,
    TrackedDownloadRepository,
    FailedDownloadService,
    QueueService,
    RelatedResources,
    DownloadService,
    { provide: ReleaseGrabber, useExisting: DownloadService },
  ],
  controllers: [DownloadClientController, HistoryController, BlocklistController, QueueController],
  exports: [ReleaseGrabber, BlocklistService, QueueService, HistoryService],
})
export class DownloadModule {}
