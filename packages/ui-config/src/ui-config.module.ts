import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UiConfigController } from './ui-config.controller';
import { UiConfigEntity } from './ui-config.entity';
import type { UiKind } from './ui-config.resource';
import { UI_KIND, UiConfigService } from './ui-config.service';

/** `config/ui` with the fields of the anchor this service stands in for. */
@Module({})
export class UiConfigModule {
  static forRoot(options: { kind: UiKind }): DynamicModule {
    return {
      module: UiConfigModule,
      imports: [TypeOrmModule.forFeature([UiConfigEntity])],
      providers: [{ provide: UI_KIND, useValue: options.kind }, UiConfigService],
      controllers: [UiConfigController],
      exports: [UiConfigService],
    };
  }
}
