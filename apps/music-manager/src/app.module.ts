import { Module } from '@nestjs/common';
import { BackupModule } from '@arrstack/backup';
import { DatabaseModule } from '@arrstack/core';
import { HostConfigModule } from '@arrstack/host-config';
import { NamingConfigModule } from '@arrstack/naming-config';
import { ParseModule } from '@arrstack/parser/nest';
import { UiConfigModule } from '@arrstack/ui-config';
import { ENTITIES } from './database/entities';
import { MIGRATIONS } from './database/migrations';

@Module({
  imports: [
    DatabaseModule.forRoot({ entities: ENTITIES, migrations: MIGRATIONS }),
    HostConfigModule.forRoot({ sslPort: 6868 }),
    UiConfigModule.forRoot({ kind: 'music' }),
    NamingConfigModule.forRoot({ kind: 'music' }),
    ParseModule.forRoot({ mediaKind: 'music' }),
    BackupModule,
  ],
})
export class AppModule {}
