import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { APP_ENV } from '../bootstrap/app-info';
import type { AppEnv } from '../config/env';
import { dataSourceOptions, openDatabase, type DatabaseSpec } from './data-source';

/** The app's PostgreSQL schema: created if missing and migrated at start; `synchronize` stays off. */
@Module({})
export class DatabaseModule {
  static forRoot(spec: DatabaseSpec): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_ENV],
          useFactory: (env: AppEnv) => dataSourceOptions(env.databaseUrl, env.dbSchema, spec),
          dataSourceFactory: async (options?: DataSourceOptions) => {
            if (!options) throw new Error('database options missing');
            return openDatabase(options as DataSourceOptions & { url: string; schema: string });
          },
        }),
      ],
    };
  }
}
