export * from './types';
export { SERIES_QUALITIES, MOVIE_QUALITIES, MUSIC_QUALITIES, findQuality } from './quality-catalogue';
export { parseQuality, parseRevision } from './quality';
export { parseLanguages, MOVIE_LANGUAGES, SERIES_LANGUAGES } from './language';
export { parseReleaseGroup } from './release-group';
export { parseMovieTitle, parseMoviePath, parseHardcodedSubs } from './movie';
export type { ParseMovieOptions } from './movie';
export { parseEpisodeTitle, parseEpisodePath, parseSeriesName } from './episode';
export { parseAlbumTitle } from './album';
