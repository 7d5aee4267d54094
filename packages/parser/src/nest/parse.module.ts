import { DynamicModule, Module } from '@nestjs/common';
import type { ParseMediaKind } from './parse-resource';
import { PARSE_CONTROLLERS } from './parse.controller';

/** `GET {prefix}/parse` for the series (Sonarr), movie (Radarr) or music (Lidarr) manager. */
@Module({})
export class ParseModule {
  static forRoot(options: { mediaKind: ParseMediaKind }): DynamicModule {
    const controller = PARSE_CONTROLLERS[options.mediaKind];
    if (!controller) throw new Error(`ParseModule: unknown mediaKind '${String(options.mediaKind)}'`);
    return { module: ParseModule, controllers: [controller] };
  }
}
