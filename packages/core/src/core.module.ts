import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_ENV, APP_INFO, type AppInfo } from './bootstrap/app-info';
import { CommandController } from './commands/command.controller';
import { CommandRegistry } from './commands/command-registry';
import { CommandService } from './commands/command.service';
import { CoreCommands } from './commands/core-commands';
import type { AppEnv } from './config/env';
import { DataReplacedHooks } from './database/data-replaced-hooks';
import { ApiKeyHolder } from './http/api-key';
import { PINO_LOGGER } from './logging/logger';
import { HealthRegistry } from './system/health-registry';
import { RouteCatalog } from './system/route-catalog';
import { SystemInfo } from './system/system-info';
import { HealthController, RootController, SystemController } from './system/system.controller';

/** Global services every app has; added by bootstrapApp around the app's own module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(info: AppInfo, env: AppEnv, logger: Logger): DynamicModule {
    const providers = [
      { provide: APP_INFO, useValue: info },
      { provide: APP_ENV, useValue: env },
      { provide: PINO_LOGGER, useValue: logger },
      ApiKeyHolder,
      SystemInfo,
      RouteCatalog,
      HealthRegistry,
      DataReplacedHooks,
      CommandRegistry,
      CommandService,
    ];
    return {
      module: CoreModule,
      controllers: [RootController, SystemController, HealthController, CommandController],
      providers: [...providers, CoreCommands],
      exports: providers.map((p) => ('provide' in p ? p.provide : p)),
    };
  }
}
