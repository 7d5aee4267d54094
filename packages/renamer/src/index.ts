export * from './resources';
export * from './naming-config';
export { buildMovieFileName, buildMovieFolderName, formatEditionTags } from './movie-naming';
export type { BuildMovieFileNameInput, BuildMovieFolderNameInput } from './movie-naming';
