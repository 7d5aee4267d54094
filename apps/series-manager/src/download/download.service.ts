import { Inject, Injectable } from '@nestjs/common';
import { PINO_LOGGER, type PinoLogger } from '@arrstack/core';
import { DownloadClientError, fetchRelease, type ReleasePayload } from '@arrstack/download-clients';
import { APP } from '../app-info';
import { selectDownloadClient } from './client-selection';
import { DownloadClientFactory, DOWNLOAD_CLIENT_TIMEOUT_MS } from './download-client-factory';
import { DownloadClientRepository } from './download-client.repository';
import type { DownloadClientEntity } from './download-client.entity';
import { HistoryRepository, type HistoryRow } from './history/history.repository';
import { TrackedDownloadRepository } from './queue/tracked-download.repository';
import { RelatedResources } from './related-resources';
import { DownloadClientUnavailableError, ReleaseDownloadError, ReleaseGrabber, type GrabRequest, type GrabResult } from './release-grabber';

/** Sonarr gives releases of episodes aired in the last 14 days the client's "recent" priority. */
const RECENT_DAYS = 14;

/** Sonarr's history stores the protocol as its enum number. */
const PROTOCOL_NUMBER: Record<string, string> = { usenet: '1', torrent: '2' };

/** The grab: choose a client, fetch the release, hand it over, then record history and the tracked download. */
@Injectable()
export class DownloadService extends ReleaseGrabber {
  /** Last client used per protocol, so equal-priority clients take turns (as Sonarr rotates). */
  private readonly lastUsed = new Map<string, number>();

  constructor(
    private readonly clients: DownloadClientRepository,
    private readonly factory: DownloadClientFactory,
    private readonly history: HistoryRepository,
    private readonly tracked: TrackedDownloadRepository,
    private readonly related: RelatedResources,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {
    super();
  }

  async grab(request: GrabRequest): Promise<GrabResult> {
    const chosen = selectDownloadClient(await this.clients.findEnabled(), request.protocol, request.tags, this.lastUsed.get(request.protocol));
    if (!chosen) throw new DownloadClientUnavailableError(`No ${request.protocol} download client is available`);
    this.lastUsed.set(request.protocol, chosen.id);

    const payload = await this.fetch(request);
    const downloadId = await this.hand(chosen, request, payload);
    await this.record(chosen, request, downloadId);
    this.logger.info({ title: request.title, downloadClient: chosen.name, downloadId }, 'release grabbed');
    return { downloadClientId: chosen.id, downloadClient: chosen.name, downloadId };
  }

  private async fetch(request: GrabRequest): Promise<ReleasePayload> {
    try {
      return await fetchRelease(request.downloadUrl, { timeoutMs: DOWNLOAD_CLIENT_TIMEOUT_MS, userAgent: `${APP.appName}/${APP.version}` });
    } catch (error) {
      throw new ReleaseDownloadError(error instanceof Error ? error.message : String(error));
    }
  }

  private async hand(client: DownloadClientEntity, request: GrabRequest, payload: ReleasePayload): Promise<string> {
    const episodes = await this.related.episodeEntities(request.episodeIds);
    const recentSince = Date.now() - RECENT_DAYS * 86_400_000;
    const recent = episodes.some((e) => e.airDateUtc !== null && e.airDateUtc.getTime() >= recentSince);
    try {
      return await this.factory.create(client.implementation, client.settings).add({ title: request.title, payload, recent });
    } catch (error) {
      if (error instanceof DownloadClientError && error.kind === 'rejected' && payload.kind === 'file') {
        // The client refused what the indexer sent: that is the release's fault, not the client's.
        throw new ReleaseDownloadError(error.message);
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new DownloadClientUnavailableError(`Download client ${client.name} failed: ${message}`);
    }
  }

  private async record(client: DownloadClientEntity, request: GrabRequest, downloadId: string): Promise<void> {
    const data: Record<string, string> = {
      indexer: request.indexer,
      indexerId: String(request.indexerId),
      releaseGroup: request.releaseGroup ?? '',
      size: String(request.size),
      downloadUrl: request.downloadUrl,
      guid: request.guid,
      protocol: PROTOCOL_NUMBER[request.protocol],
      downloadClient: client.implementation,
      downloadClientName: client.name,
      customFormatScore: String(request.customFormatScore),
      ...(request.infoUrl ? { nzbInfoUrl: request.infoUrl } : {}),
      ...(request.publishDate ? { publishedDate: request.publishDate.toISOString().replace(/\.\d{3}Z$/, 'Z') } : {}),
      ...(request.seeders !== undefined ? { seeders: String(request.seeders) } : {}),
      ...(request.protocol === 'torrent' && /^[0-9A-F]{40}$/.test(downloadId) ? { torrentInfoHash: downloadId } : {}),
    };
    const rows: HistoryRow[] = request.episodeIds.map((episodeId) => ({
      seriesId: request.seriesId,
      episodeId,
      sourceTitle: request.title,
      quality: request.quality,
      languages: request.languages,
      customFormatScore: request.customFormatScore,
      downloadId,
      eventType: 'grabbed',
      data,
    }));
    await this.tracked.transaction(async (manager) => {
      await this.history.insert(rows, manager);
      await this.tracked.upsert(
        {
          downloadClientId: client.id,
          downloadClient: client.name,
          downloadId,
          seriesId: request.seriesId,
          episodeIds: request.episodeIds,
          title: request.title,
          quality: request.quality,
          languages: request.languages,
          customFormatScore: request.customFormatScore,
          protocol: request.protocol,
          indexer: request.indexer,
          indexerId: request.indexerId,
          guid: request.guid,
          publishedDate: request.publishDate ?? null,
          size: request.size,
          sizeleft: request.size,
          added: new Date(),
          estimatedCompletionTime: null,
          status: 'queued',
          state: 'downloading',
          trackedStatus: 'ok',
          statusMessages: [],
          errorMessage: null,
          outputPath: null,
        },
        manager,
      );
    });
  }
}
