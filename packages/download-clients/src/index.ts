export type { AddRequest, ClientTestFailure, DownloadClient, DownloadItem, DownloadItemStatus, ReleasePayload } from './types';
export { DownloadClientError, type DownloadClientErrorKind } from './errors';
export { isInside, pathInside, sanitiseFileName } from './file-names';
export { writeFileAtomic } from './atomic-write';
export { infoHashOfMagnet, infoHashOfTorrent } from './torrent-hash';
export {
  DEFAULT_SETTLE_MS,
  sanitiseExtension,
  TorrentBlackholeClient,
  UsenetBlackholeClient,
  watchItemId,
  type TorrentBlackholeOptions,
  type UsenetBlackholeOptions,
  type WatchFolderOptions,
} from './blackhole';
export {
  QBITTORRENT_CONTENT_LAYOUT,
  QBITTORRENT_INITIAL_STATE,
  QBITTORRENT_PRIORITY,
  QBittorrentClient,
  statusOfTorrent,
  type QBittorrentOptions,
  type QBittorrentTorrent,
} from './qbittorrent';
export { fetchRelease, type FetchReleaseOptions } from './fetch-release';
