import { MetadataProvider, MetadataUnavailableError, type ProviderSeries, type ProviderSeriesId } from './metadata-provider';
import { toProviderSeries, type TvMazeEpisode, type TvMazeShow } from './tvmaze.mapping';

// Errors from fetch may come from another realm (Jest's VM), so they are read by shape rather than instanceof.
interface ErrorLike {
  name?: string;
  message?: string;
  code?: string;
  cause?: ErrorLike;
}

function isTimeout(error: unknown): boolean {
  const name = (error as ErrorLike | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** The innermost cause: `connect ECONNREFUSED 127.0.0.1:1`, `getaddrinfo ENOTFOUND host`… */
function describe(error: unknown): string {
  let current = error as ErrorLike | null | undefined;
  while (current?.cause) current = current.cause;
  return current?.message || current?.code || String(error);
}

export const TVMAZE_DEFAULT_URL = 'https://api.tvmaze.com';

export interface TvMazeClientOptions {
  baseUrl: string;
  /** Per request, in milliseconds. */
  timeoutMs?: number;
}

/** TVmaze's public API (no key): search, show with episodes and specials, lookup by TheTVDB or IMDb id. */
export class TvMazeClient extends MetadataProvider {
  readonly name = 'TVmaze';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: TvMazeClientOptions) {
    super();
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async search(text: string): Promise<ProviderSeries[]> {
    const results = await this.get<Array<{ show?: TvMazeShow }>>(`/search/shows?q=${encodeURIComponent(text)}`);
    if (!Array.isArray(results)) throw this.unexpected('/search/shows');
    return results.filter((r) => r.show && typeof r.show.id === 'number').map((r) => toProviderSeries(r.show!));
  }

  async getSeries(id: ProviderSeriesId): Promise<ProviderSeries | null> {
    let show: TvMazeShow | null;
    if ('tvMazeId' in id) show = await this.get<TvMazeShow>(`/shows/${id.tvMazeId}`);
    else if ('tvdbId' in id) show = await this.get<TvMazeShow>(`/lookup/shows?thetvdb=${id.tvdbId}`);
    else show = await this.get<TvMazeShow>(`/lookup/shows?imdb=${encodeURIComponent(id.imdbId)}`);
    if (show === null) return null;
    if (typeof show.id !== 'number' || typeof show.name !== 'string') throw this.unexpected('/shows');
    const episodes = await this.get<TvMazeEpisode[]>(`/shows/${show.id}/episodes?specials=1`);
    if (episodes !== null && !Array.isArray(episodes)) throw this.unexpected(`/shows/${show.id}/episodes`);
    return toProviderSeries(show, episodes ?? []);
  }

  private timedOut(): MetadataUnavailableError {
    return new MetadataUnavailableError(`TVmaze did not answer within ${this.timeoutMs / 1000}s (${this.baseUrl})`);
  }

  private unexpected(path: string): MetadataUnavailableError {
    return new MetadataUnavailableError(`TVmaze returned an unexpected response for ${path}`);
  }

  /** GETs JSON; null on 404, MetadataUnavailableError on anything else that is not a 2xx JSON answer. */
  private async get<T>(path: string): Promise<T | null> {
    const url = `${this.baseUrl}${path}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      if (isTimeout(error)) throw this.timedOut();
      throw new MetadataUnavailableError(`TVmaze is unreachable at ${this.baseUrl}: ${describe(error)}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      const reason = response.status === 429 ? 'too many requests, try again shortly' : `HTTP ${response.status}`;
      throw new MetadataUnavailableError(`TVmaze answered ${reason} for ${path}`);
    }
    try {
      return (await response.json()) as T;
    } catch (error) {
      if (isTimeout(error)) throw this.timedOut();
      throw this.unexpected(path);
    }
  }
}
