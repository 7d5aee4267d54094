import { DynamicModule, Module } from '@nestjs/common';
import { RENAME_ADAPTER } from './rename-adapter';
import { createRenameController } from './rename.controller';
import { RENAME_OPTIONS, type RenameModuleOptions } from './rename.options';
import { RenameService } from './rename.service';

/**
 * `GET/POST rename` and the anchor's rename commands for a service that owns files, over the app's adapter.
 * Needs core's command registry and service (global) and a TypeORM data source.
 */
@Module({})
export class RenameModule {
  static forRoot(options: RenameModuleOptions): DynamicModule {
    return {
      module: RenameModule,
      imports: options.imports ?? [],
      providers: [
        { provide: RENAME_OPTIONS, useValue: options },
        { provide: RENAME_ADAPTER, useClass: options.adapter },
        RenameService,
      ],
      controllers: [createRenameController(options.query ?? [])],
      exports: [RenameService],
    };
  }
}
