/** Why a client call failed: `unreachable`/`timeout` (network), `auth` (credentials), `rejected` (the client said no), `unsupported`, `io` (files). */
export type DownloadClientErrorKind = 'unreachable' | 'timeout' | 'auth' | 'rejected' | 'unsupported' | 'io';

export class DownloadClientError extends Error {
  constructor(
    readonly kind: DownloadClientErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadClientError';
  }
}
