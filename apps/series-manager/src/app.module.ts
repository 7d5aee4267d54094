import { Module } from '@nestjs/common';
import { DatabaseModule } from '@arrstack/core';
import { HostConfigModule } from '@arrstack/host-config';
import { ENTITIES } from './database/entities';
import { MIGRATIONS } from './database/migrations';

@Module({
  imports: [DatabaseModule.forRoot({ entities: ENTITIES, migrations: MIGRATIONS }), HostConfigModule.forRoot({ sslPort: 9898 })],
})
export class AppModule {}
