import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HostConfigController } from './host-config.controller';
import { HostConfigEntity } from './host-config.entity';
import { HOST_CONFIG_OPTIONS, type HostConfigOptions } from './host-config.options';
import { HostConfigService } from './host-config.service';

/** `config/host`; also owns the stored API key and applies it to the auth hook. */
@Module({})
export class HostConfigModule {
  static forRoot(options: HostConfigOptions = {}): DynamicModule {
    return {
      module: HostConfigModule,
      global: true,
      imports: [TypeOrmModule.forFeature([HostConfigEntity])],
      providers: [{ provide: HOST_CONFIG_OPTIONS, useValue: options }, HostConfigService],
      controllers: [HostConfigController],
      exports: [HostConfigService],
    };
  }
}
