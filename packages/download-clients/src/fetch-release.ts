import { IndexerError, NewznabClient } from '@arrstack/newznab';
import { DownloadClientError } from './errors';
import type { ReleasePayload } from './types';

export interface FetchReleaseOptions {
  /** Default 30 000 ms: a grab must not hang on a dead indexer. */
  timeoutMs?: number;
  userAgent?: string;
  signal?: AbortSignal;
}

/**
 * Fetches what a release's download URL points at: the .torrent/.nzb bytes, or the magnet URI the URL is
 * (or redirects to). Indexer failures become `DownloadClientError`s (`unreachable`, `timeout`, `rejected`).
 */
export async function fetchRelease(downloadUrl: string, options: FetchReleaseOptions = {}): Promise<ReleasePayload> {
  if (downloadUrl.startsWith('magnet:')) return { kind: 'magnet', magnetUrl: downloadUrl };
  let origin: string;
  try {
    origin = new URL(downloadUrl).origin;
  } catch {
    throw new DownloadClientError('rejected', `Not a valid download URL: ${downloadUrl.slice(0, 100)}`);
  }
  const client = new NewznabClient({ baseUrl: origin, timeoutMs: options.timeoutMs ?? 30_000, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
  try {
    const result = await client.download(downloadUrl, { signal: options.signal });
    if (result.kind === 'magnet') return { kind: 'magnet', magnetUrl: result.magnetUrl };
    return { kind: 'file', bytes: result.bytes, ...(result.fileName ? { fileName: result.fileName } : {}) };
  } catch (error) {
    if (error instanceof IndexerError) {
      const kind = error.kind === 'timeout' ? 'timeout' : error.kind === 'unreachable' ? 'unreachable' : 'rejected';
      throw new DownloadClientError(kind, `Could not fetch the release from the indexer: ${error.message}`);
    }
    throw error;
  }
}
