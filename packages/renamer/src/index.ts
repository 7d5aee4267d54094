export * from './resources';
export * from './naming-config';
export { buildMovieFileName, buildMovieFolderName, formatEditionTags } from './movie-naming';
export type { BuildMovieFileNameInput, BuildMovieFolderNameInput } from './movie-naming';
export {
  buildEpisodeFileName,
  buildEpisodeFilePath,
  buildSeasonFolderName,
  buildSeriesFolderName,
  episodeTitles,
  joinEpisodeTitles,
  MAX_FILE_NAME_BYTES,
} from './series-naming';
export type {
  BuildEpisodeFileNameInput,
  BuildEpisodeFilePathInput,
  BuildSeasonFolderNameInput,
  BuildSeriesFolderNameInput,
} from './series-naming';
export { albumFolderFormat, buildAlbumFolderName, buildArtistFolderName, buildTrackFileName } from './music-naming';
export type { BuildAlbumFolderNameInput, BuildArtistFolderNameInput, BuildTrackFileNameInput } from './music-naming';
export { validateNamingConfig } from './validation';
export type { NamingValidationFailure } from './validation';
export { buildNamingExamples } from './examples';
export type { MovieNamingExamples, MusicNamingExamples, SeriesNamingExamples } from './examples';
export { cleanTitle, titleThe, titleFirstCharacter } from './titles';
export * from './fs';
