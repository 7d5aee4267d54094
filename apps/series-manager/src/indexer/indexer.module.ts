import { Module } from '@nestjs/common';
import { TagModule } from '../tag/tag.module';
import { IndexerController } from './indexer.controller';
import { IndexerRepository } from './indexer.repository';
import { IndexerService } from './indexer.service';
import { IndexerTester } from './indexer-tester';

@Module({
  imports: [TagModule],
  providers: [IndexerRepository, IndexerService, IndexerTester],
  controllers: [IndexerController],
})
export class IndexerModule {}
