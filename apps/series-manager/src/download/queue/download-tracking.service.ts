import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CommandEntity, CommandRegistry, CommandService, HealthRegistry, PINO_LOGGER, type HealthIssue, type PinoLogger } from '@arrstack/core';
import { DownloadClientError, sameWatchItem, type DownloadClient, type DownloadItem } from '@arrstack/download-clients';
import { DataSource, In } from 'typeorm';
import { DownloadedEpisodesImportService, type ImportOutcome } from '../../import/downloaded-episodes-import.service';
import { DownloadClientFactory } from '../download-client-factory';
import type { DownloadClientEntity } from '../download-client.entity';
import { DownloadClientRepository } from '../download-client.repository';
import { HistoryRepository } from '../history/history.repository';
import { RelatedResources } from '../related-resources';
import { FailedDownloadService } from './failed-download.service';
import type { TrackedDownloadEntity } from './tracked-download.entity';
import { TrackedDownloadRepository } from './tracked-download.repository';
import { importVerdict, trackingChange } from './tracking.rules';

/** Sonarr refreshes monitored downloads every minute. */
export const REFRESH_INTERVAL_MS = 60_000;
const COMMAND = 'RefreshMonitoredDownloads';

/**
 * Follows grabs in their clients (`RefreshMonitoredDownloads`, every minute and on demand): progress into the queue,
 * finished downloads imported through `DownloadedEpisodesImportService`, then removed or re-categorised in the client.
 */
@Injectable()
export class DownloadTrackingService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  /** Clients whose last refresh failed, with why; the health check reports them. */
  private readonly unreachable = new Map<number, { name: string; message: string }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: CommandRegistry,
    private readonly commands: CommandService,
    private readonly clients: DownloadClientRepository,
    private readonly factory: DownloadClientFactory,
    private readonly tracked: TrackedDownloadRepository,
    private readonly history: HistoryRepository,
    private readonly failed: FailedDownloadService,
    private readonly related: RelatedResources,
    private readonly importer: DownloadedEpisodesImportService,
    private readonly health: HealthRegistry,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  onApplicationBootstrap(): void {
    for (const name of [COMMAND, 'ProcessMonitoredDownloads']) {
      this.registry.register({ name, handler: () => this.refreshExclusively() });
    }
    this.health.register(() => this.checkHealth());
    this.timer = setInterval(() => void this.queueScheduledRefresh().catch((e: Error) => this.logger.warn({ err: e.message }, 'could not schedule RefreshMonitoredDownloads')), REFRESH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Sonarr's DownloadClientCheck: no enabled client, or a client the last refresh could not reach. */
  private async checkHealth(): Promise<HealthIssue[]> {
    const enabled = await this.clients.findEnabled();
    if (enabled.length === 0) {
      return [{ source: 'DownloadClientCheck', type: 'warning', message: 'No download client is available', wikiUrl: 'https://wiki.servarr.com/sonarr/system#no-download-client-is-available' }];
    }
    return enabled
      .filter((client) => this.unreachable.has(client.id))
      .map((client) => ({
        source: 'DownloadClientCheck',
        type: 'error' as const,
        message: `Unable to communicate with ${client.name}. ${this.unreachable.get(client.id)!.message}`,
        wikiUrl: 'https://wiki.servarr.com/sonarr/system#unable-to-communicate-with-download-client',
      }));
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One scheduled run at a time: none is queued while another waits or runs (replicas share the queue). */
  async queueScheduledRefresh(): Promise<void> {
    const pending = await this.dataSource.getRepository(CommandEntity).countBy({ name: COMMAND, status: In(['queued', 'started']) });
    if (pending === 0) await this.commands.enqueue(COMMAND, {}, { trigger: 'scheduled' });
  }

  /** Two replicas must not import the same download twice: the run holds an advisory lock. */
  private async refreshExclusively(): Promise<string> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const key = `arrstack-refresh-downloads:${this.dataSource.driver.schema ?? ''}`;
    try {
      const [row] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key])) as Array<{ locked: boolean }>;
      if (!row?.locked) return 'Another refresh of monitored downloads is running';
      try {
        return await this.refresh();
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      await runner.release();
    }
  }

  async refresh(): Promise<string> {
    const active = await this.tracked.findActive();
    const byClient = new Map<number, TrackedDownloadEntity[]>();
    for (const download of active) byClient.set(download.downloadClientId, [...(byClient.get(download.downloadClientId) ?? []), download]);
    let imported = 0;
    let blocked = 0;
    for (const [clientId, downloads] of byClient) {
      const row = await this.clients.findById(clientId);
      if (!row) {
        for (const download of downloads) await this.tracked.finish(download.id, 'ignored');
        continue;
      }
      const client = this.factory.create(row.implementation, row.settings);
      let items: DownloadItem[];
      try {
        items = await client.items();
        this.unreachable.delete(clientId);
      } catch (error) {
        const message = error instanceof DownloadClientError ? error.message : (error as Error).message;
        this.unreachable.set(clientId, { name: row.name, message });
        for (const download of downloads) {
          await this.tracked.update(download.id, { trackedStatus: 'warning', statusMessages: [{ title: row.name, messages: [`Download client unavailable: ${message}`] }] });
        }
        continue;
      }
      for (const download of downloads) {
        const outcome = await this.follow(row, client, download, items);
        if (outcome === 'imported') imported++;
        if (outcome === 'blocked') blocked++;
      }
    }
    return `${active.length} tracked download(s) refreshed, ${imported} imported, ${blocked} blocked`;
  }

  private async follow(row: DownloadClientEntity, client: DownloadClient, download: TrackedDownloadEntity, items: DownloadItem[]): Promise<'imported' | 'blocked' | undefined> {
    const isBlackhole = row.implementation !== 'QBittorrent';
    const item = items.find((i) =>
      isBlackhole ? sameWatchItem(download.downloadId, i.downloadId) : i.downloadId.toLowerCase() === download.downloadId.toLowerCase(),
    );
    const change = trackingChange(download, item, { missingMeansGone: !isBlackhole, now: Date.now() });
    switch (change.kind) {
      case 'unchanged':
        return undefined;
      case 'gone':
        await this.tracked.finish(download.id, 'ignored');
        return undefined;
      case 'failed':
        await this.tracked.transaction((manager) => this.failed.markTrackedFailed(download, change.message, manager));
        if (row.removeFailedDownloads) await client.remove(download.downloadId, true).catch(() => undefined);
        return undefined;
      case 'update':
        await this.tracked.update(download.id, change.fields);
        if (change.fields.state !== 'importPending' || !change.fields.outputPath) return undefined;
        return this.importDownload(row, client, { ...download, ...change.fields });
    }
  }

  private async importDownload(row: DownloadClientEntity, client: DownloadClient, download: TrackedDownloadEntity): Promise<'imported' | 'blocked'> {
    await this.tracked.update(download.id, { state: 'importing' });
    let outcomes: ImportOutcome[];
    try {
      outcomes = await this.importer.importPath(download.outputPath!, {
        downloadId: download.downloadId,
        seriesId: download.seriesId,
        ...(download.episodeIds.length === 1 ? { episodeIds: download.episodeIds } : {}),
        // A torrent keeps seeding from its files, and a read-only blackhole's files belong to the client.
        canMoveFiles: row.implementation === 'UsenetBlackhole' || (row.implementation === 'TorrentBlackhole' && row.settings.readOnly === false),
      });
    } catch (error) {
      outcomes = [{ path: download.outputPath!, status: 'rejected', reasons: [(error as Error).message] }];
    }
    const episodes = await this.related.episodeEntities(download.episodeIds);
    const verdict = importVerdict(outcomes, episodes.length > 0 && episodes.every((e) => e.episodeFileId !== null));
    await this.writeImportHistory(row, download, outcomes);
    if (!verdict.imported) {
      await this.tracked.update(download.id, { state: 'importBlocked', trackedStatus: 'warning', statusMessages: verdict.messages });
      return 'blocked';
    }
    await this.tracked.update(download.id, { state: 'imported', statusMessages: [] });
    try {
      if (typeof row.settings.tvImportedCategory === 'string' && row.settings.tvImportedCategory !== '') await client.markImported(download.downloadId);
      else if (row.removeCompletedDownloads) await client.remove(download.downloadId, true);
    } catch (error) {
      this.logger.warn({ downloadId: download.downloadId, err: (error as Error).message }, 'imported, but the download client could not be updated');
    }
    return 'imported';
  }

  private async writeImportHistory(row: DownloadClientEntity, download: TrackedDownloadEntity, outcomes: ImportOutcome[]): Promise<void> {
    const rows = outcomes
      .filter((o) => o.status === 'imported')
      .flatMap((o) =>
        (o.episodeIds ?? download.episodeIds).map((episodeId) => ({
          seriesId: o.seriesId ?? download.seriesId,
          episodeId,
          sourceTitle: download.title,
          quality: download.quality,
          languages: download.languages,
          customFormatScore: download.customFormatScore,
          downloadId: download.downloadId,
          eventType: 'downloadFolderImported' as const,
          data: {
            droppedPath: o.path,
            ...(o.destination ? { importedPath: o.destination } : {}),
            ...(o.episodeFileId ? { episodeFileId: String(o.episodeFileId) } : {}),
            downloadClient: row.implementation,
            downloadClientName: row.name,
          },
        })),
      );
    await this.history.insert(rows);
  }
}
