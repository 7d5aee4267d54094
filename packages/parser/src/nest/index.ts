export { ParseModule } from './parse.module';
export { SeriesParseController, MovieParseController, AlbumParseController } from './parse.controller';
export { buildParseResource, type ParseMediaKind, type ParseResourceBody } from './parse-resource';
export * from './parse.resources';
