import { buildMovieFileName, buildMovieFolderName } from './movie-naming';
import { buildAlbumFolderName, buildArtistFolderName, buildTrackFileName } from './music-naming';
import {
  DEFAULT_MOVIE_NAMING,
  DEFAULT_MUSIC_NAMING,
  DEFAULT_SERIES_NAMING,
  MovieNamingConfig,
  MusicNamingConfig,
  NamingKind,
  SeriesNamingConfig,
} from './naming-config';
import {
  AlbumResource,
  ArtistResource,
  EpisodeFileResource,
  EpisodeResource,
  MovieFileResource,
  MovieResource,
  SeriesResource,
  TrackFileResource,
  TrackResource,
  VideoMediaInfoResource,
} from './resources';
import { buildEpisodeFileName, buildSeasonFolderName, buildSeriesFolderName } from './series-naming';
import { validateMovieNaming, validateMusicNaming, validateSeriesNaming } from './validation';

export interface SeriesNamingExamples {
  singleEpisodeExample: string | null;
  multiEpisodeExample: string | null;
  dailyEpisodeExample: string | null;
  animeEpisodeExample: string | null;
  animeMultiEpisodeExample: string | null;
  seriesFolderExample: string | null;
  seasonFolderExample: string | null;
  specialsFolderExample: string | null;
}

export interface MovieNamingExamples {
  movieExample: string | null;
  movieFolderExample: string | null;
}

export interface MusicNamingExamples {
  singleTrackExample: string | null;
  multiDiscTrackExample: string | null;
  artistFolderExample: string | null;
  albumFolderExample: string | null;
}

const SAMPLE_MEDIA_INFO: VideoMediaInfoResource = {
  videoCodec: 'x264',
  videoBitDepth: 10,
  videoDynamicRange: 'HDR',
  videoDynamicRangeType: 'HDR10',
  audioCodec: 'DTS',
  audioChannels: 5.1,
  audioLanguages: 'eng/deu',
  subtitles: 'eng/deu',
};
const SAMPLE_CUSTOM_FORMATS = [
  { id: 1, name: 'Surround Sound', includeCustomFormatWhenRenaming: true },
  { id: 2, name: 'x264', includeCustomFormatWhenRenaming: true },
];

const SAMPLE_SERIES: SeriesResource = {
  title: "The Series Title's! (2010)",
  year: 2010,
  imdbId: 'tt12345',
  tvdbId: 12345,
  tvMazeId: 54321,
  tmdbId: 11223,
  seriesType: 'standard',
};
const sampleEpisode = (n: number): EpisodeResource => ({
  seasonNumber: 1,
  episodeNumber: n,
  absoluteEpisodeNumber: n,
  airDate: '2013-10-30',
  title: `Episode Title (${n})`,
});
const SAMPLE_EPISODE_FILE: EpisodeFileResource = {
  id: 0,
  relativePath: "The.Series.Title's!.S01E01.720p.HDTV.x264-EVOLVE.mkv",
  sceneName: "The.Series.Title's!.S01E01.720p.HDTV.x264-EVOLVE",
  releaseGroup: 'RlsGrp',
  quality: {
    quality: { id: 4, name: 'HDTV-720p', source: 'television', resolution: 720 },
    revision: { version: 2, real: 0 },
  },
  mediaInfo: SAMPLE_MEDIA_INFO,
  customFormats: SAMPLE_CUSTOM_FORMATS,
  x: { releaseHash: 'ABCDEFGH' },
};

function attempt(valid: boolean, build: () => string, extension = ''): string | null {
  if (!valid) return null;
  try {
    const name = build();
    return name === '' ? null : name + extension;
  } catch {
    return null;
  }
}

function seriesExamples(input: SeriesNamingConfig): SeriesNamingExamples {
  const naming: SeriesNamingConfig = { ...DEFAULT_SERIES_NAMING, ...stripUndefined(input), renameEpisodes: true };
  const invalid = new Set(validateSeriesNaming(naming).map((f) => f.propertyName));
  const ok = (property: string) => !invalid.has(property);
  const file = (series: SeriesResource, episodes: EpisodeResource[]) => () =>
    buildEpisodeFileName({ naming, series, episodes, episodeFile: SAMPLE_EPISODE_FILE, x: { extension: '.mkv' } });
  const daily: SeriesResource = { ...SAMPLE_SERIES, seriesType: 'daily' };
  const anime: SeriesResource = { ...SAMPLE_SERIES, seriesType: 'anime' };
  const dailyEpisode: EpisodeResource = { ...sampleEpisode(1), seasonNumber: 2013 };
  return {
    singleEpisodeExample: attempt(ok('StandardEpisodeFormat'), file(SAMPLE_SERIES, [sampleEpisode(1)]), '.mkv'),
    multiEpisodeExample: attempt(
      ok('StandardEpisodeFormat') && ok('MultiEpisodeStyle'),
      file(SAMPLE_SERIES, [sampleEpisode(1), sampleEpisode(2), sampleEpisode(3)]),
      '.mkv',
    ),
    dailyEpisodeExample: attempt(ok('DailyEpisodeFormat'), file(daily, [dailyEpisode]), '.mkv'),
    animeEpisodeExample: attempt(ok('AnimeEpisodeFormat'), file(anime, [sampleEpisode(1)]), '.mkv'),
    animeMultiEpisodeExample: attempt(
      ok('AnimeEpisodeFormat') && ok('MultiEpisodeStyle'),
      file(anime, [sampleEpisode(1), sampleEpisode(2), sampleEpisode(3)]),
      '.mkv',
    ),
    seriesFolderExample: attempt(ok('SeriesFolderFormat'), () =>
      buildSeriesFolderName({ naming, series: SAMPLE_SERIES }),
    ),
    seasonFolderExample: attempt(ok('SeasonFolderFormat'), () =>
      buildSeasonFolderName({ naming, series: SAMPLE_SERIES, seasonNumber: 1 }),
    ),
    specialsFolderExample: attempt(ok('SpecialsFolderFormat'), () =>
      buildSeasonFolderName({ naming, series: SAMPLE_SERIES, seasonNumber: 0 }),
    ),
  };
}

const SAMPLE_MOVIE: MovieResource = {
  title: 'The Movie: Title',
  originalTitle: 'The Original Movie Title',
  year: 2010,
  imdbId: 'tt0066921',
  tmdbId: 345691,
  certification: 'R',
  collection: { title: 'The Movie Collection' },
};
const SAMPLE_MOVIE_FILE: MovieFileResource = {
  id: 0,
  relativePath: 'The.Movie.Title.2010.1080p.BluRay.DTS.x264-EVOLVE.mkv',
  sceneName: 'The.Movie.Title.2010.1080p.BluRay.DTS.x264-EVOLVE',
  releaseGroup: 'RlsGrp',
  edition: 'IMAX',
  quality: {
    quality: { id: 7, name: 'Bluray-1080p', source: 'bluray', resolution: 1080 },
    revision: { version: 2, real: 0 },
  },
  mediaInfo: SAMPLE_MEDIA_INFO,
  customFormats: SAMPLE_CUSTOM_FORMATS,
};

function movieExamples(input: MovieNamingConfig): MovieNamingExamples {
  const naming: MovieNamingConfig = { ...DEFAULT_MOVIE_NAMING, ...stripUndefined(input), renameMovies: true };
  const invalid = new Set(validateMovieNaming(naming).map((f) => f.propertyName));
  return {
    movieExample: attempt(
      !invalid.has('StandardMovieFormat'),
      () => buildMovieFileName({ naming, movie: SAMPLE_MOVIE, movieFile: SAMPLE_MOVIE_FILE }),
      '.mkv',
    ),
    movieFolderExample: attempt(!invalid.has('MovieFolderFormat'), () =>
      buildMovieFolderName({ naming, movie: SAMPLE_MOVIE, movieFile: SAMPLE_MOVIE_FILE }),
    ),
  };
}

const SAMPLE_ARTIST: ArtistResource = {
  artistName: 'The Artist Name',
  disambiguation: 'US Rock Band',
  genres: ['Pop'],
  foreignArtistId: 'b8a7c51f-362c-4dcb-a259-bc6e0095f0a6',
};
const SAMPLE_ALBUM: AlbumResource = {
  title: 'The Album Title',
  albumType: 'Album',
  disambiguation: 'The Best Album',
  releaseDate: '2020-01-01T00:00:00Z',
  genres: ['Rock'],
  foreignAlbumId: '1b5b7ae9-8fd6-4e54-a9b4-d5b1e1f8b8d4',
  media: [{ mediumNumber: 1, mediumName: 'Medium 1', mediumFormat: 'CD' }],
};
const SAMPLE_MULTI_DISC_ALBUM: AlbumResource = {
  ...SAMPLE_ALBUM,
  media: [
    { mediumNumber: 1, mediumName: 'Medium 1', mediumFormat: 'CD' },
    { mediumNumber: 2, mediumName: 'Medium 2', mediumFormat: 'CD' },
  ],
};
const SAMPLE_TRACK: TrackResource = {
  title: 'Track Title (1)',
  trackNumber: '1',
  absoluteTrackNumber: 1,
  mediumNumber: 1,
};
const SAMPLE_TRACK_FILE: TrackFileResource = {
  id: 0,
  path: '/music/Artist.Name.Album.Name.TrackNum.Track.Title.MP3256.mp3',
  sceneName: 'Artist.Name.Album.Name.TrackNum.Track.Title.MP3256',
  releaseGroup: 'RlsGrp',
  quality: { quality: { id: 2, name: 'MP3-256', resolution: 0 }, revision: { version: 2, real: 0 } },
  mediaInfo: {
    audioCodec: 'MP3',
    audioBitRate: '320 kbps',
    audioChannels: 2,
    audioBits: '16bit',
    audioSampleRate: '44.1kHz',
  },
  customFormats: SAMPLE_CUSTOM_FORMATS,
};

function musicExamples(input: MusicNamingConfig): MusicNamingExamples {
  const naming: MusicNamingConfig = { ...DEFAULT_MUSIC_NAMING, ...stripUndefined(input), renameTracks: true };
  const invalid = new Set(validateMusicNaming(naming).map((f) => f.propertyName));
  const track = (album: AlbumResource, mediumNumber: number) => () =>
    buildTrackFileName({
      naming,
      artist: SAMPLE_ARTIST,
      album,
      tracks: [{ ...SAMPLE_TRACK, mediumNumber }],
      trackFile: SAMPLE_TRACK_FILE,
      x: { extension: '.mp3' },
    });
  return {
    singleTrackExample: attempt(!invalid.has('StandardTrackFormat'), track(SAMPLE_ALBUM, 1), '.mp3'),
    multiDiscTrackExample: attempt(!invalid.has('MultiDiscTrackFormat'), track(SAMPLE_MULTI_DISC_ALBUM, 2), '.mp3'),
    artistFolderExample: attempt(!invalid.has('ArtistFolderFormat'), () =>
      buildArtistFolderName({ naming, artist: SAMPLE_ARTIST }),
    ),
    albumFolderExample: attempt(!invalid.has('StandardTrackFormat') && !invalid.has('AlbumFolderFormat'), () =>
      buildAlbumFolderName({ naming, artist: SAMPLE_ARTIST, album: SAMPLE_ALBUM }),
    ),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/**
 * `GET config/naming/examples`: the kind's formats (missing fields take the defaults) rendered against sample items,
 * file examples with their extension; `null` for a format that does not validate.
 */
export function buildNamingExamples(kind: 'series', naming: SeriesNamingConfig): SeriesNamingExamples;
export function buildNamingExamples(kind: 'movie', naming: MovieNamingConfig): MovieNamingExamples;
export function buildNamingExamples(kind: 'music', naming: MusicNamingConfig): MusicNamingExamples;
export function buildNamingExamples(
  kind: NamingKind,
  naming: SeriesNamingConfig | MovieNamingConfig | MusicNamingConfig,
): SeriesNamingExamples | MovieNamingExamples | MusicNamingExamples;
export function buildNamingExamples(
  kind: NamingKind,
  naming: SeriesNamingConfig | MovieNamingConfig | MusicNamingConfig,
): SeriesNamingExamples | MovieNamingExamples | MusicNamingExamples {
  if (kind === 'series') return seriesExamples(naming as SeriesNamingConfig);
  if (kind === 'movie') return movieExamples(naming as MovieNamingConfig);
  return musicExamples(naming as MusicNamingConfig);
}
