import { Module } from '@nestjs/common';
import { BackupModule } from '@arrstack/backup';
import { DatabaseModule } from '@arrstack/core';
import { HostConfigModule } from '@arrstack/host-config';
import { UiConfigModule } from '@arrstack/ui-config';
import { AppProfileModule } from './app-profiles/app-profile.module';
import { ApplicationModule } from './applications/application.module';
import { ENTITIES } from './database/entities';
import { HistoryModule } from './history/history.module';
import { IndexerModule } from './indexers/indexer.module';
import { SearchModule } from './search/search.module';
import { MIGRATIONS } from './database/migrations';

@Module({
  imports: [
    DatabaseModule.forRoot({ entities: ENTITIES, migrations: MIGRATIONS }),
    HostConfigModule.forRoot({ sslPort: 6969, withHistoryCleanup: true }),
    UiConfigModule.forRoot({ kind: 'indexer' }),
    BackupModule,
    AppProfileModule,
    IndexerModule,
    HistoryModule,
    SearchModule,
    ApplicationModule,
  ],
})
export class AppModule {}
