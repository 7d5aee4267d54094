import { dataSourceOptions } from '@arrstack/core';
import { DataSource } from 'typeorm';
import { APP } from '../app-info';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** The app's model for the migration tooling (generate and check). */
export function createDataSource(url: string, schema = APP.defaultSchema): DataSource {
  return new DataSource(dataSourceOptions(url, schema, { entities: ENTITIES, migrations: MIGRATIONS }));
}
