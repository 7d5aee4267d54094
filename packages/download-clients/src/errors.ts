/** Why a client call failed: `unreachable`/`timeout` (network), `server` (the client answered 5xx), `auth` (credentials), `rejected` (the client said no), `unsupported`, `io` (files). */
export type DownloadClientErrorKind = 'unreachable' | 'timeout' | 'server' | 'auth' | 'rejected' | 'unsupported' | 'io';

export class DownloadClientError extends Error {
  constructor(
    readonly kind: DownloadClientErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadClientError';
  }
}
