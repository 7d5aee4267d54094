import { Injectable } from '@nestjs/common';
import { QBittorrentClient, TorrentBlackholeClient, UsenetBlackholeClient, type DownloadClient } from '@arrstack/download-clients';
import type { ProviderSettings } from '@arrstack/providers';
import type { DownloadClientImplementation } from './download-client-definitions';

/** A client call must not hold a request or a command for the default 100 s of the indexers. */
export const DOWNLOAD_CLIENT_TIMEOUT_MS = 30_000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Builds the package's client for a stored implementation and its settings. */
@Injectable()
export class DownloadClientFactory {
  create(implementation: string, settings: ProviderSettings): DownloadClient {
    switch (implementation as DownloadClientImplementation) {
      case 'QBittorrent':
        return new QBittorrentClient({
          host: text(settings.host),
          port: int(settings.port, 8080),
          useSsl: settings.useSsl === true,
          urlBase: text(settings.urlBase),
          username: text(settings.username),
          password: text(settings.password),
          category: text(settings.tvCategory),
          importedCategory: text(settings.tvImportedCategory),
          recentPriority: int(settings.recentTvPriority, 0),
          olderPriority: int(settings.olderTvPriority, 0),
          initialState: int(settings.initialState, 0),
          sequentialOrder: settings.sequentialOrder === true,
          firstAndLast: settings.firstAndLast === true,
          contentLayout: int(settings.contentLayout, 0),
          timeoutMs: DOWNLOAD_CLIENT_TIMEOUT_MS,
        });
      case 'TorrentBlackhole':
        return new TorrentBlackholeClient({
          torrentFolder: text(settings.torrentFolder),
          watchFolder: text(settings.watchFolder),
          saveMagnetFiles: settings.saveMagnetFiles === true,
          magnetFileExtension: text(settings.magnetFileExtension) || '.magnet',
        });
      case 'UsenetBlackhole':
        return new UsenetBlackholeClient({ nzbFolder: text(settings.nzbFolder), watchFolder: text(settings.watchFolder) });
      default:
        throw new Error(`Unknown download client implementation ${implementation}`);
    }
  }
}
