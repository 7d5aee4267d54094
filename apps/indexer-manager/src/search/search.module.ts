import { Module } from '@nestjs/common';
import { AppProfileModule } from '../app-profiles/app-profile.module';
import { HistoryModule } from '../history/history.module';
import { IndexerModule } from '../indexers/indexer.module';
import { IndexerSearchService } from './indexer-search.service';
import { NewznabProxyController } from './newznab-proxy.controller';
import { NewznabProxyService } from './newznab-proxy.service';
import { SearchController } from './search.controller';

@Module({
  imports: [IndexerModule, AppProfileModule, HistoryModule],
  controllers: [SearchController, NewznabProxyController],
  providers: [IndexerSearchService, NewznabProxyService],
  exports: [IndexerSearchService],
})
export class SearchModule {}
