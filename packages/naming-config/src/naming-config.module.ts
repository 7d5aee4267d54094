import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NamingConfigController } from './naming-config.controller';
import { NamingConfigEntity } from './naming-config.entity';
import { NAMING_KIND, NamingConfigService } from './naming-config.service';
import type { NamingKind } from './naming-kinds';

/** `config/naming` for a service that owns files; the naming engine renders with these settings. */
@Module({})
export class NamingConfigModule {
  static forRoot(options: { kind: NamingKind }): DynamicModule {
    return {
      module: NamingConfigModule,
      global: true,
      imports: [TypeOrmModule.forFeature([NamingConfigEntity])],
      providers: [{ provide: NAMING_KIND, useValue: options.kind }, NamingConfigService],
      controllers: [NamingConfigController],
      exports: [NamingConfigService],
    };
  }
}
