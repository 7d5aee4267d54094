export {
  startFakeQBittorrent,
  type FakeQBittorrent,
  type FakeQBittorrentOptions,
  type FakeQBittorrentRequest,
  type FakeTorrent,
} from './fake-qbittorrent';
export { torrentFileBytes } from './torrent-file';
