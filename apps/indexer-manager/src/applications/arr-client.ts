/** A remote indexer as the *arr apps' `/indexer` API sends and takes it. */
export interface RemoteIndexer {
  id?: number;
  name: string;
  enableRss: boolean;
  enableAutomaticSearch: boolean;
  enableInteractiveSearch: boolean;
  priority: number;
  implementation: string;
  configContract: string;
  protocol: string;
  fields: Array<{ name: string; value?: unknown }>;
  tags: number[];
  [other: string]: unknown;
}

export class ArrClientError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'auth' | 'http',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Minimal client for a Sonarr/Radarr/Lidarr-compatible `/indexer` API (ours or the originals). */
export class ArrClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiPath: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 30_000,
  ) {}

  status(): Promise<{ appName?: string; version?: string }> {
    return this.call('GET', '/system/status') as Promise<{ appName?: string; version?: string }>;
  }

  listIndexers(): Promise<RemoteIndexer[]> {
    return this.call('GET', '/indexer') as Promise<RemoteIndexer[]>;
  }

  async getIndexer(id: number): Promise<RemoteIndexer | undefined> {
    try {
      return (await this.call('GET', `/indexer/${id}`)) as RemoteIndexer;
    } catch (error) {
      if (error instanceof ArrClientError && error.status === 404) return undefined;
      throw error;
    }
  }

  addIndexer(indexer: RemoteIndexer): Promise<RemoteIndexer> {
    return this.call('POST', '/indexer?forceSave=true', indexer) as Promise<RemoteIndexer>;
  }

  updateIndexer(id: number, indexer: RemoteIndexer): Promise<RemoteIndexer> {
    return this.call('PUT', `/indexer/${id}?forceSave=true`, { ...indexer, id }) as Promise<RemoteIndexer>;
  }

  async deleteIndexer(id: number): Promise<void> {
    try {
      await this.call('DELETE', `/indexer/${id}`);
    } catch (error) {
      if (!(error instanceof ArrClientError && error.status === 404)) throw error;
    }
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${this.apiPath}${path}`, {
        method,
        headers: { 'X-Api-Key': this.apiKey, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new ArrClientError('unreachable', `Unable to connect: ${cause ?? (error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) throw new ArrClientError('auth', 'API Key is invalid', response.status);
    const text = await response.text();
    if (!response.ok) throw new ArrClientError('http', `HTTP ${response.status} from ${method} ${this.apiPath}${path}: ${text.slice(0, 300)}`, response.status);
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new ArrClientError('http', `${method} ${this.apiPath}${path} did not answer JSON`, response.status);
    }
  }
}
