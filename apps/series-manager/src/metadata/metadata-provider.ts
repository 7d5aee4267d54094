/** An episode as a metadata provider describes it; specials are season 0. */
export interface ProviderEpisode {
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  /** yyyy-MM-dd */
  airDate: string | null;
  airDateUtc: Date | null;
  overview: string | null;
  runtime: number;
}

export interface ProviderImage {
  coverType: string;
  url: string;
  remoteUrl: string;
}

/** A series as a metadata provider describes it. */
export interface ProviderSeries {
  tvMazeId: number;
  tvdbId: number;
  tvRageId: number;
  imdbId: string | null;
  title: string;
  year: number;
  overview: string | null;
  network: string | null;
  /** continuing, ended or upcoming */
  status: string;
  /** HH:mm */
  airTime: string | null;
  runtime: number;
  firstAired: Date | null;
  lastAired: Date | null;
  genres: string[];
  images: ProviderImage[];
  language: string | null;
  /** Present when the series was read with its episodes. */
  episodes?: ProviderEpisode[];
}

/** How a series is identified at the provider. */
export type ProviderSeriesId = { tvMazeId: number } | { tvdbId: number } | { imdbId: string };

/** The provider could not be asked (off, unreachable, timed out, or answered with an error). */
export class MetadataUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MetadataUnavailableError';
  }
}

/** A source of series and episode metadata; the DI token for whichever provider the app uses. */
export abstract class MetadataProvider {
  abstract readonly name: string;
  /** Series matching a free-text title. */
  abstract search(text: string): Promise<ProviderSeries[]>;
  /** The series with this id, with its episodes (specials included); null when the provider does not know it. */
  abstract getSeries(id: ProviderSeriesId): Promise<ProviderSeries | null>;
}

/** Used when TVMAZE_URL is empty: every call fails with the reason, so the library stays offline. */
export class OfflineMetadataProvider extends MetadataProvider {
  readonly name = 'none';

  search(): Promise<ProviderSeries[]> {
    return Promise.reject(new MetadataUnavailableError('No metadata provider is configured (TVMAZE_URL is empty)'));
  }

  getSeries(): Promise<ProviderSeries | null> {
    return this.search().then(() => null);
  }
}
