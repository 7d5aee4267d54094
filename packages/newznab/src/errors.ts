/**
 * Why a call to an indexer failed. The indexer manager maps these to Prowlarr's validation failures and
 * decides back-off from them (connection failures do not escalate; request limits carry Retry-After).
 */
export type IndexerErrorKind =
  'unreachable' | 'timeout' | 'auth' | 'requestLimit' | 'invalidResponse' | 'server' | 'api' | 'aborted';

export interface IndexerErrorDetails {
  /** The request URL with the API key masked. */
  url?: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Newznab error code from an `<error code=…>` body. */
  code?: number;
  cause?: unknown;
}

/** Base class of every failure the client reports; `kind` says which one without `instanceof` chains. */
export class IndexerError extends Error {
  readonly kind: IndexerErrorKind;
  readonly url?: string;
  readonly status?: number;
  readonly code?: number;

  constructor(kind: IndexerErrorKind, message: string, details: IndexerErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.url = details.url;
    this.status = details.status;
    this.code = details.code;
  }
}

/** Connection refused or reset, host not found, TLS failure: nothing usable came back. */
export class IndexerUnreachableError extends IndexerError {
  constructor(message: string, details?: IndexerErrorDetails) {
    super('unreachable', message, details);
  }
}

/** No complete answer within the allowed time. */
export class IndexerTimeoutError extends IndexerError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number, details?: IndexerErrorDetails) {
    super('timeout', `Indexer did not answer within ${timeoutMs} ms`, details);
    this.timeoutMs = timeoutMs;
  }
}

/** Bad or missing API key, suspended account, insufficient privileges (Newznab 100–199, HTTP 401/403). */
export class IndexerAuthError extends IndexerError {
  constructor(message: string, details?: IndexerErrorDetails) {
    super('auth', message, details);
  }
}

/** Query or grab limit reached (HTTP 429, Newznab 500/501). `retryAfterSeconds` comes from Retry-After. */
export class IndexerRequestLimitError extends IndexerError {
  readonly retryAfterSeconds?: number;

  constructor(message: string, details?: IndexerErrorDetails & { retryAfterSeconds?: number }) {
    super('requestLimit', message, details);
    this.retryAfterSeconds = details?.retryAfterSeconds;
  }
}

/** The answer was not XML, not an RSS feed or caps document, or too large. */
export class IndexerInvalidResponseError extends IndexerError {
  constructor(message: string, details?: IndexerErrorDetails) {
    super('invalidResponse', message, details);
  }
}

/** An unexpected HTTP status (5xx, 404…) or Newznab's 900 "unknown error". */
export class IndexerServerError extends IndexerError {
  constructor(message: string, details?: IndexerErrorDetails) {
    super('server', message, details);
  }
}

/** Any other Newznab `<error>`: missing or wrong parameter, function not available, API disabled. */
export class IndexerApiError extends IndexerError {
  constructor(message: string, details?: IndexerErrorDetails) {
    super('api', message, details);
  }
}

/** The caller's own AbortSignal fired (not a timeout). */
export class IndexerAbortedError extends IndexerError {
  constructor(details?: IndexerErrorDetails) {
    super('aborted', 'Indexer request was cancelled', details);
  }
}

/** Newznab error codes with a defined meaning, from the Newznab API specification. */
export const NEWZNAB_ERROR_CODES: Readonly<Record<number, string>> = {
  100: 'Incorrect user credentials',
  101: 'Account suspended',
  102: 'Insufficient privileges/not authorized',
  103: 'Registration denied',
  104: 'Registrations are closed',
  105: 'Invalid registration (Email Address Taken)',
  106: 'Invalid registration (Email Address Bad Format)',
  107: 'Registration Failed (Data error)',
  200: 'Missing parameter',
  201: 'Incorrect parameter',
  202: 'No such function. (Function not defined in this specification).',
  203: 'Function not available. (Optional function is not implemented).',
  300: 'No such item.',
  500: 'Request limit reached',
  501: 'Download limit reached',
  900: 'Unknown error',
  910: 'API Disabled',
};

/**
 * The typed error for a Newznab `<error code description>` body. `hadApiKey` tells whether the request
 * carried a key: a "missing parameter" answer to a keyless request means the indexer wants one.
 */
export function errorFromNewznabCode(
  code: number,
  description: string | undefined,
  details: IndexerErrorDetails & { hadApiKey?: boolean; retryAfterSeconds?: number } = {},
): IndexerError {
  const text = description?.trim() || NEWZNAB_ERROR_CODES[code] || 'no description';
  const said = `newznab error ${code}: ${text}`;
  const info = { ...details, code };
  if (code >= 100 && code < 200) return new IndexerAuthError(`Invalid API key or account (${said})`, info);
  if (code === 200 && (details.hadApiKey === false || /api\s*key/i.test(text))) {
    return new IndexerAuthError(`Indexer requires an API key (${said})`, info);
  }
  if (code === 429 || code === 500 || code === 501 || /limit reached/i.test(text)) {
    return new IndexerRequestLimitError(`Indexer request limit reached (${said})`, info);
  }
  if (code === 900) return new IndexerServerError(`Indexer reported an internal error (${said})`, info);
  return new IndexerApiError(`Indexer rejected the request (${said})`, info);
}
