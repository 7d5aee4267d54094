import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppProfileModule } from '../app-profiles/app-profile.module';
import { ApplicationEntity } from '../applications/application.entity';
import { SyncTrigger } from '../applications/sync-trigger';
import { HistoryModule } from '../history/history.module';
import { IndexerClientFactory } from './indexer-client.factory';
import { IndexerController, IndexerStatusController } from './indexer.controller';
import { IndexerEntity } from './indexer.entity';
import { IndexerRepository } from './indexer.repository';
import { IndexerService } from './indexer.service';
import { IndexerStatusEntity } from './indexer-status.entity';
import { IndexerStatusService } from './indexer-status.service';
import { IndexerTester } from './indexer-tester';
import { IndexerTimeouts } from './indexer-timeouts';

@Module({
  imports: [TypeOrmModule.forFeature([IndexerEntity, IndexerStatusEntity, ApplicationEntity]), AppProfileModule, HistoryModule],
  controllers: [IndexerController, IndexerStatusController],
  providers: [SyncTrigger, IndexerRepository, IndexerService, IndexerStatusService, IndexerTester, IndexerClientFactory, IndexerTimeouts],
  exports: [SyncTrigger, IndexerService, IndexerStatusService, IndexerClientFactory, IndexerTimeouts, IndexerRepository],
})
export class IndexerModule {}
