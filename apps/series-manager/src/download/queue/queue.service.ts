import { Inject, Injectable } from '@nestjs/common';
import { asObject, NotFoundError, PINO_LOGGER, readPaging, ValidationError, type PagingResource, type PinoLogger } from '@arrstack/core';
import { readIds } from '@arrstack/providers';
import { DownloadClientFactory } from '../download-client-factory';
import { DownloadClientRepository } from '../download-client.repository';
import { queryEnumList, queryFlag, queryInt, queryIntList } from '../query-params';
import { RelatedResources } from '../related-resources';
import { FailedDownloadService } from './failed-download.service';
import { toQueueResource, type QueueResource, type QueueStatusResource } from './queue.resource';
import type { QueueItemEntity } from './tracked-download.entity';
import { TrackedDownloadRepository } from './tracked-download.repository';

const QUEUE_PAGING = {
  sortKeys: {
    timeleft: 'download.estimatedCompletionTime',
    estimatedCompletionTime: 'download.estimatedCompletionTime',
    added: 'download.added',
    title: 'download.title',
    size: 'download.size',
    status: 'download.status',
    protocol: 'download.protocol',
    indexer: 'download.indexer',
    downloadClient: 'download.downloadClient',
    customFormatScore: 'download.customFormatScore',
    progress: 'download.sizeleft',
    'series.sortTitle': 'series.sortTitle',
    episode: 'item.episodeId',
  },
  defaultSortKey: 'timeleft',
  defaultSortDirection: 'ascending' as const,
};

const PROTOCOLS = { unknown: 0, usenet: 1, torrent: 2 } as const;
const QUEUE_STATUSES = { unknown: 0, queued: 1, paused: 2, downloading: 3, completed: 4, failed: 5, warning: 6, delay: 7, downloadClientUnavailable: 8, fallback: 9 } as const;

export interface RemoveOptions {
  removeFromClient: boolean;
  blocklist: boolean;
  changeCategory: boolean;
}

type Query = Record<string, unknown>;

/** `/queue`: tracked downloads, one record per episode, refreshed from the clients by RefreshMonitoredDownloads. */
@Injectable()
export class QueueService {
  constructor(
    private readonly tracked: TrackedDownloadRepository,
    private readonly clients: DownloadClientRepository,
    private readonly factory: DownloadClientFactory,
    private readonly failed: FailedDownloadService,
    private readonly related: RelatedResources,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  /** Episodes of the series that already have a download in the queue (decisions reject them as "already in queue"). */
  episodeIdsInQueue(seriesId: number): Promise<number[]> {
    return this.tracked.episodeIdsInQueue(seriesId);
  }

  async page(query: Query): Promise<PagingResource<QueueResource>> {
    const paging = readPaging(query, QUEUE_PAGING);
    const [protocol] = queryEnumList('protocol', query.protocol, PROTOCOLS);
    const page = await this.tracked.page(
      {
        seriesIds: queryIntList('seriesIds', query.seriesIds),
        protocol,
        statuses: queryEnumList('status', query.status, QUEUE_STATUSES),
        qualityIds: queryIntList('quality', query.quality),
      },
      paging,
    );
    return { ...page, records: await this.toResources(page.records, query) };
  }

  async details(query: Query): Promise<QueueResource[]> {
    const items = await this.tracked.details(queryInt('seriesId', query.seriesId), queryIntList('episodeIds', query.episodeIds));
    return this.toResources(items, query);
  }

  async status(): Promise<QueueStatusResource> {
    const { count, errors, warnings } = await this.tracked.status();
    return { id: 0, totalCount: count, count, unknownCount: 0, errors, warnings, unknownErrors: false, unknownWarnings: false };
  }

  async remove(id: number, options: RemoveOptions): Promise<void> {
    const item = await this.tracked.findQueueItem(id);
    if (!item?.trackedDownload) throw new NotFoundError('Queue item', id);
    await this.removeDownloads([item], options);
  }

  async bulkRemove(body: unknown, options: RemoveOptions): Promise<void> {
    const ids = readIds(asObject(body)?.ids);
    if (!ids) throw ValidationError.single('Ids', "'Ids' must be a non-empty array of queue ids.", asObject(body)?.ids);
    await this.removeDownloads(await this.tracked.findQueueItems(ids), options);
  }

  /** Removing any episode's record removes the whole download, as in Sonarr. */
  private async removeDownloads(items: QueueItemEntity[], options: RemoveOptions): Promise<void> {
    const downloads = new Map(items.filter((i) => i.trackedDownload).map((i) => [i.trackedDownloadId, i.trackedDownload!]));
    for (const download of downloads.values()) {
      const client = await this.clients.findById(download.downloadClientId);
      if (client && (options.removeFromClient || options.changeCategory)) {
        const handle = this.factory.create(client.implementation, client.settings);
        try {
          if (options.removeFromClient) await handle.remove(download.downloadId, true);
          else await handle.markImported(download.downloadId);
        } catch (error) {
          this.logger.warn({ downloadId: download.downloadId, err: (error as Error).message }, 'could not remove the download from its client');
          throw new ValidationError([{ propertyName: 'downloadClient', errorMessage: `${client.name}: ${(error as Error).message}`, severity: 'error' }]);
        }
      }
      await this.tracked.transaction(async (manager) => {
        if (options.blocklist) await this.failed.markTrackedFailed(download, 'Manually removed from the queue and blocklisted', manager);
        else await this.tracked.finish(download.id, 'ignored', manager);
      });
    }
  }

  private async toResources(items: QueueItemEntity[], query: Query): Promise<QueueResource[]> {
    const downloads = items.map((i) => i.trackedDownload!);
    const [series, episodes, episodeRows, clients] = await Promise.all([
      queryFlag(query.includeSeries) ? this.related.series(downloads.map((d) => d.seriesId)) : undefined,
      queryFlag(query.includeEpisode) ? this.related.episodes(items.map((i) => i.episodeId)) : undefined,
      this.related.episodeEntities(items.map((i) => i.episodeId)),
      this.clients.findAll(),
    ]);
    const now = Date.now();
    return items.map((item) => {
      const download = item.trackedDownload!;
      const row = episodeRows.find((e) => e.id === item.episodeId);
      const client = clients.find((c) => c.id === download.downloadClientId);
      return toQueueResource(item, download, {
        series: series?.get(download.seriesId),
        episode: episodes?.get(item.episodeId),
        seasonNumber: row?.seasonNumber,
        episodeHasFile: row?.episodeFileId != null,
        hasPostImportCategory: typeof client?.settings.tvImportedCategory === 'string' && client.settings.tvImportedCategory !== '',
        now,
      });
    });
  }
}

/** Reads DELETE /queue flags: `removeFromClient` defaults to true, the others to false (as Sonarr's). */
export function removeOptions(query: Query): RemoveOptions {
  const flag = (raw: unknown, fallback: boolean) => (typeof raw === 'string' ? raw.toLowerCase() === 'true' : fallback);
  return { removeFromClient: flag(query.removeFromClient, true), blocklist: flag(query.blocklist, false), changeCategory: flag(query.changeCategory, false) };
}
