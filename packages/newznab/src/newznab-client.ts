import type { IncomingHttpHeaders } from 'node:http';
import { request, type Dispatcher } from 'undici';
import { parseCapsXml } from './caps-parser';
import {
  errorFromNewznabCode,
  IndexerAbortedError,
  IndexerAuthError,
  IndexerError,
  IndexerInvalidResponseError,
  IndexerRequestLimitError,
  IndexerServerError,
  IndexerTimeoutError,
  IndexerUnreachableError,
  type IndexerErrorDetails,
} from './errors';
import { parseSearchXml } from './feed-parser';
import { apiEndpoint, redactUrl, searchParams } from './request-url';
import type { IndexerCapabilities, SearchQuery, SearchResult } from './types';
import { parseErrorXml } from './xml';

/** Settings of one indexer connection. */
export interface NewznabClientOptions {
  /** Site root, e.g. `https://indexer.example` or a Prowlarr proxy `http://host:9696/1/`. */
  baseUrl: string;
  /** Path of the API below `baseUrl`. Default `/api`. */
  apiPath?: string;
  apiKey?: string;
  /** Limit for one whole request, headers and body. Default 100 000 ms, as the anchors use. */
  timeoutMs?: number;
  userAgent?: string;
  /** Larger answers fail as invalid responses. Default 32 MiB. */
  maxResponseBytes?: number;
  /** An undici dispatcher (agent, proxy agent); default undici's global one. */
  dispatcher?: Dispatcher;
}

/** Per-call options: a caller signal (its abort is reported as `aborted`, or `timeout` for a TimeoutError) and a tighter timeout. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What a grab returned: a file's bytes, or a magnet URI the indexer redirected to. */
export type DownloadResult =
  { kind: 'file'; bytes: Buffer; contentType: string; fileName?: string } | { kind: 'magnet'; magnetUrl: string };

/** Anything that can run a feed search; `searchAll` takes these so callers can wrap clients. */
export interface Searcher {
  search(query: SearchQuery, options?: CallOptions): Promise<SearchResult>;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  url: string;
}

export const DEFAULT_TIMEOUT_MS = 100_000;
export const DEFAULT_USER_AGENT = 'arrstack-newznab/0.1';
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found (DNS)',
  EAI_AGAIN: 'host name lookup failed (DNS)',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed before the response ended',
  UND_ERR_CLOSED: 'connection closed',
};
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    const inner = current as { cause?: unknown; errors?: unknown[] };
    current = inner.cause ?? (Array.isArray(inner.errors) ? inner.errors[0] : undefined);
  }
  return codes;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Seconds from a Retry-After header (delta seconds or an HTTP date). */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
}

/**
 * A Newznab/Torznab API client: `caps`, feed searches and grabs over undici, every failure thrown as a typed
 * `IndexerError`. One instance per indexer; it holds no state besides its settings.
 */
export class NewznabClient implements Searcher {
  readonly baseUrl: string;
  readonly apiUrl: string;
  private readonly endpoint: URL;
  private readonly apiKey?: string;
  private readonly timeoutMs: number;
  private readonly userAgent: string;
  private readonly maxResponseBytes: number;
  private readonly dispatcher?: Dispatcher;

  constructor(options: NewznabClientOptions) {
    this.baseUrl = options.baseUrl;
    this.endpoint = apiEndpoint(options.baseUrl, options.apiPath ?? '/api');
    this.apiUrl = this.endpoint.toString();
    this.apiKey = options.apiKey || undefined;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_BYTES;
    this.dispatcher = options.dispatcher;
  }

  /** Fetches and parses `t=caps`. */
  async caps(options: CallOptions = {}): Promise<IndexerCapabilities> {
    const params = new URLSearchParams({ t: 'caps' });
    if (this.apiKey) params.set('apikey', this.apiKey);
    const { text, details } = await this.callApi(params, options);
    return parseCapsXml(text, details);
  }

  /** Runs one feed request (`t=search|tvsearch|movie|music|book`) and parses its items. */
  async search(query: SearchQuery, options: CallOptions = {}): Promise<SearchResult> {
    const { text, details } = await this.callApi(searchParams(query, this.apiKey), options);
    return parseSearchXml(text, details);
  }

  /**
   * Grabs an NZB or torrent. Redirects are followed (up to 5); a redirect to a `magnet:` URI, or a magnet
   * URL given directly, comes back as `{kind: 'magnet'}`. A Newznab error body throws its typed error.
   */
  async download(url: string, options: CallOptions = {}): Promise<DownloadResult> {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (current.startsWith('magnet:')) return { kind: 'magnet', magnetUrl: current };
      const response = await this.fetch(new URL(current), options, '*/*');
      const location = headerValue(response.headers, 'location');
      if (response.status >= 300 && response.status < 400 && location) {
        current = location.startsWith('magnet:') ? location : new URL(location, current).toString();
        continue;
      }
      const details = { url: response.url, status: response.status, hadApiKey: /[?&]apikey=/i.test(current) };
      const head = response.body.subarray(0, 512).toString('utf8').trimStart();
      const looksLikeError = response.body.length < 65536 && /^(<\?xml[^>]*>\s*)?<error[\s>/]/.test(head);
      if (response.status < 200 || response.status >= 300) {
        throw this.httpError(response, details);
      }
      if (looksLikeError) {
        const error = parseErrorXml(response.body.toString('utf8'));
        if (error) throw errorFromNewznabCode(error.code, error.description, details);
      }
      const fileName = fileNameOf(headerValue(response.headers, 'content-disposition'));
      return {
        kind: 'file',
        bytes: response.body,
        contentType: headerValue(response.headers, 'content-type') ?? 'application/octet-stream',
        ...(fileName ? { fileName } : {}),
      };
    }
    throw new IndexerInvalidResponseError(`Too many redirects (more than ${MAX_REDIRECTS})`, {
      url: redactUrl(url),
    });
  }

  private async callApi(
    params: URLSearchParams,
    options: CallOptions,
  ): Promise<{ text: string; details: IndexerErrorDetails & { hadApiKey: boolean } }> {
    const url = new URL(this.endpoint);
    url.search = params.toString();
    const response = await this.fetch(url, options, 'application/rss+xml, application/xml, text/xml, */*');
    const details = { url: response.url, status: response.status, hadApiKey: this.apiKey !== undefined };
    if (response.status < 200 || response.status >= 300) throw this.httpError(response, details);
    return { text: response.body.toString('utf8'), details };
  }

  private httpError(response: RawResponse, details: IndexerErrorDetails & { hadApiKey: boolean }): IndexerError {
    const { status } = response;
    const retryAfterSeconds = parseRetryAfter(headerValue(response.headers, 'retry-after'));
    const newznab = parseErrorXml(response.body.subarray(0, 65536).toString('utf8'));
    if (status === 429) {
      const said = newznab ? ` (newznab error ${newznab.code}: ${newznab.description ?? ''})` : '';
      return new IndexerRequestLimitError(`Indexer request limit reached: HTTP 429${said}`, {
        ...details,
        code: newznab?.code,
        retryAfterSeconds,
      });
    }
    if (newznab) return errorFromNewznabCode(newznab.code, newznab.description, { ...details, retryAfterSeconds });
    if (status === 401 || status === 403) {
      return new IndexerAuthError(`Indexer refused the API key: HTTP ${status}`, details);
    }
    if (status >= 500) return new IndexerServerError(`Indexer server error: HTTP ${status}`, details);
    return new IndexerServerError(`Unexpected HTTP ${status} from indexer`, details);
  }

  private async fetch(url: URL, options: CallOptions, accept: string): Promise<RawResponse> {
    const shownUrl = redactUrl(url);
    const timeoutMs = Math.min(options.timeoutMs ?? this.timeoutMs, this.timeoutMs);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new IndexerTimeoutError(timeoutMs, { url: shownUrl })), timeoutMs);
    const outer = options.signal;
    const forward = (): void => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    try {
      const response = await request(url, {
        method: 'GET',
        headers: { 'user-agent': this.userAgent, accept },
        signal: controller.signal,
        ...(this.dispatcher ? { dispatcher: this.dispatcher } : {}),
      });
      const declared = Number(headerValue(response.headers, 'content-length'));
      if (declared > this.maxResponseBytes) {
        response.body.destroy();
        throw this.tooLarge(shownUrl, response.statusCode);
      }
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of response.body) {
        const buffer = chunk as Buffer;
        length += buffer.length;
        if (length > this.maxResponseBytes) {
          response.body.destroy();
          throw this.tooLarge(shownUrl, response.statusCode);
        }
        chunks.push(buffer);
      }
      return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), url: shownUrl };
    } catch (error) {
      throw this.classify(error, controller.signal, shownUrl, timeoutMs);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    }
  }

  private tooLarge(url: string, status: number): IndexerInvalidResponseError {
    return new IndexerInvalidResponseError(`Indexer response is larger than ${this.maxResponseBytes} bytes`, {
      url,
      status,
    });
  }

  private classify(error: unknown, signal: AbortSignal, url: string, timeoutMs: number): IndexerError {
    if (signal.aborted) {
      const reason: unknown = signal.reason;
      if (reason instanceof IndexerError) return reason;
      if ((reason as { name?: unknown } | undefined)?.name === 'TimeoutError')
        return new IndexerTimeoutError(timeoutMs, { url });
      return new IndexerAbortedError({ url, cause: reason });
    }
    if (error instanceof IndexerError) return error;
    const codes = errorCodes(error);
    const host = new URL(url).host;
    if (codes.some((code) => TIMEOUT_CODES.has(code))) return new IndexerTimeoutError(timeoutMs, { url, cause: error });
    const known = codes.find((code) => code in NETWORK_CODES);
    if (known)
      return new IndexerUnreachableError(`Unable to reach ${host}: ${NETWORK_CODES[known]}`, { url, cause: error });
    if (codes.some((code) => /CERT|TLS|SSL|SELF_SIGNED/.test(code))) {
      return new IndexerUnreachableError(`Unable to reach ${host}: TLS error (${codes.join(', ')})`, {
        url,
        cause: error,
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new IndexerUnreachableError(`Unable to reach ${host}: ${message}`, { url, cause: error });
  }
}
