import { Module } from '@nestjs/common';
import { BackupModule } from '@arrstack/backup';
import { DatabaseModule } from '@arrstack/core';
import { HostConfigModule } from '@arrstack/host-config';
import { UiConfigModule } from '@arrstack/ui-config';
import { ENTITIES } from './database/entities';
import { MIGRATIONS } from './database/migrations';

@Module({
  imports: [
    DatabaseModule.forRoot({ entities: ENTITIES, migrations: MIGRATIONS }),
    HostConfigModule.forRoot({ sslPort: 6768 }),
    UiConfigModule.forRoot({ kind: 'subtitle' }),
    BackupModule,
  ],
})
export class AppModule {}
