import type { ModuleMetadata, Type } from '@nestjs/common';
import type { RenameJournalOptions } from '../fs';
import type { RenameAdapter } from './rename-adapter';

export interface RenameModuleOptions {
  /** The app's adapter class; it is provided inside the rename module, so its dependencies come from `imports`. */
  adapter: Type<RenameAdapter>;
  /**
   * The query parameters the adapter reads, for the OpenAPI document: `[{ name: 'seriesId', required: true },
   * { name: 'seasonNumber' }]`, `[{ name: 'movieId', required: true, isArray: true }]`.
   */
  query?: RenameQueryParameter[];
  /** Modules the adapter needs, e.g. `TypeOrmModule.forFeature([EpisodeFileEntity])`. */
  imports?: ModuleMetadata['imports'];
  /**
   * For tests: the journal's move strategy and fault hook. A hook that throws stands for the process dying at that
   * step — the batch stops and its journal is left for start-up recovery.
   */
  journal?: Pick<RenameJournalOptions, 'strategy' | 'onStep'>;
}

/** An integer query parameter of `GET/POST rename`. */
export interface RenameQueryParameter {
  name: string;
  required?: boolean;
  /** Repeatable (`movieId=1&movieId=2`). */
  isArray?: boolean;
}

export const RENAME_OPTIONS = Symbol('RENAME_OPTIONS');
