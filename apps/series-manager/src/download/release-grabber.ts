import type { FileQuality } from '../episode/episode-file.entity';

/**
 * The seam between search (which decides what to grab) and download clients (which take it).
 * The download module provides the implementation; search injects `ReleaseGrabber`.
 */
export type DownloadProtocol = 'usenet' | 'torrent';

export interface GrabRequest {
  /** Release title as the indexer gave it. */
  title: string;
  /** The indexer's link to the .nzb / .torrent / magnet. */
  downloadUrl: string;
  protocol: DownloadProtocol;
  guid: string;
  indexerId: number;
  indexer: string;
  size: number;
  publishDate?: Date;
  infoUrl?: string;
  seeders?: number;
  seriesId: number;
  episodeIds: number[];
  quality: FileQuality;
  languages: Array<{ id: number; name: string }>;
  customFormatScore: number;
  releaseGroup?: string;
  /** Series tags: a download client with tags takes only releases of series sharing one. */
  tags: number[];
}

export interface GrabResult {
  downloadClientId: number;
  downloadClient: string;
  /** The id the client knows the download by (qBittorrent info hash, blackhole file name...). */
  downloadId: string;
}

/** No enabled download client for the protocol, or the client failed: the release should go to pending. */
export class DownloadClientUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadClientUnavailableError';
  }
}

export abstract class ReleaseGrabber {
  /** Sends the release to a download client and records the grab in history. */
  abstract grab(request: GrabRequest): Promise<GrabResult>;
}

/** The indexer would not hand over the release (dead link, error page, timeout); the release, not the client, is at fault. */
export class ReleaseDownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseDownloadError';
  }
}
