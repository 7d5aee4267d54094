import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IndexerEntity } from '../indexers/indexer.entity';
import { HistoryController } from './history.controller';
import { HistoryEntity } from './history.entity';
import { HistoryRepository } from './history.repository';
import { HistoryService } from './history.service';
import { IndexerStatsController } from './indexer-stats.controller';

@Module({
  imports: [TypeOrmModule.forFeature([HistoryEntity, IndexerEntity])],
  controllers: [IndexerStatsController, HistoryController],
  providers: [HistoryRepository, HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}
