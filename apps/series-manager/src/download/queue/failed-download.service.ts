import { Injectable } from '@nestjs/common';
import { NotFoundError } from '@arrstack/core';
import type { EntityManager } from 'typeorm';
import { BlocklistRepository } from '../blocklist/blocklist.repository';
import type { HistoryEntity } from '../history/history.entity';
import { HistoryRepository } from '../history/history.repository';
import type { TrackedDownloadEntity } from './tracked-download.entity';
import { TrackedDownloadRepository } from './tracked-download.repository';

const PROTOCOL_NAME: Record<string, string> = { '1': 'usenet', '2': 'torrent' };

/** What a failed release looked like when grabbed: enough for the history row and the blocklist entry. */
interface FailedRelease {
  seriesId: number;
  episodeIds: number[];
  sourceTitle: string;
  quality: HistoryEntity['quality'];
  languages: HistoryEntity['languages'];
  downloadId: string | null;
  protocol: string;
  indexer: string | null;
  indexerId: number | null;
  guid: string | null;
  size: number | null;
  publishedDate: Date | null;
  downloadClient: string;
}

/** Marking a download failed (by the user or the client): `downloadFailed` history, a blocklist entry, the tracked download failed. */
@Injectable()
export class FailedDownloadService {
  constructor(
    private readonly history: HistoryRepository,
    private readonly blocklist: BlocklistRepository,
    private readonly tracked: TrackedDownloadRepository,
  ) {}

  /** `POST /history/failed/{id}`: the grab that history row belongs to failed. */
  async markHistoryFailed(historyId: number): Promise<void> {
    const row = await this.history.findById(historyId);
    if (!row) throw new NotFoundError('History', historyId);
    const grabs = row.downloadId ? await this.history.forDownload(row.downloadId, 'grabbed') : [row];
    const grab = grabs[0] ?? row;
    const episodeIds = [...new Set((grabs.length > 0 ? grabs : [row]).map((g) => g.episodeId))];
    await this.tracked.transaction(async (manager) => {
      await this.fail(
        {
          seriesId: grab.seriesId,
          episodeIds,
          sourceTitle: grab.sourceTitle,
          quality: grab.quality,
          languages: grab.languages,
          downloadId: grab.downloadId,
          protocol: PROTOCOL_NAME[grab.data.protocol] ?? 'unknown',
          indexer: grab.data.indexer || null,
          indexerId: grab.data.indexerId ? Number(grab.data.indexerId) : null,
          guid: grab.data.guid || null,
          size: grab.data.size ? Number(grab.data.size) : null,
          publishedDate: grab.data.publishedDate ? new Date(grab.data.publishedDate) : null,
          downloadClient: grab.data.downloadClientName ?? '',
        },
        'Manually marked as failed',
        manager,
      );
      if (grab.downloadId) {
        for (const download of await this.tracked.findByDownloadId(grab.downloadId)) await this.tracked.finish(download.id, 'failed', manager);
      }
    });
  }

  /** A tracked download failed (removed with `blocklist=true`, or the client reported it failed). */
  async markTrackedFailed(download: TrackedDownloadEntity, message: string, manager: EntityManager): Promise<void> {
    await this.fail(
      {
        seriesId: download.seriesId,
        episodeIds: download.episodeIds,
        sourceTitle: download.title,
        quality: download.quality,
        languages: download.languages,
        downloadId: download.downloadId,
        protocol: download.protocol,
        indexer: download.indexer,
        indexerId: download.indexerId,
        guid: download.guid,
        size: download.size,
        publishedDate: download.publishedDate,
        downloadClient: download.downloadClient,
      },
      message,
      manager,
    );
    await this.tracked.update(download.id, { state: 'failed', errorMessage: message }, manager);
  }

  private async fail(release: FailedRelease, message: string, manager: EntityManager): Promise<void> {
    await this.history.insert(
      release.episodeIds.map((episodeId) => ({
        seriesId: release.seriesId,
        episodeId,
        sourceTitle: release.sourceTitle,
        quality: release.quality,
        languages: release.languages,
        customFormatScore: 0,
        downloadId: release.downloadId,
        eventType: 'downloadFailed' as const,
        data: { message, downloadClient: release.downloadClient, ...(release.indexer ? { indexer: release.indexer } : {}) },
      })),
      manager,
    );
    await this.blocklist.insert(
      {
        seriesId: release.seriesId,
        episodeIds: release.episodeIds,
        sourceTitle: release.sourceTitle,
        quality: release.quality,
        languages: release.languages,
        publishedDate: release.publishedDate,
        size: release.size,
        protocol: release.protocol,
        indexer: release.indexer,
        indexerId: release.indexerId,
        guid: release.guid,
        torrentInfoHash: release.protocol === 'torrent' && release.downloadId && /^[0-9A-F]{40}$/i.test(release.downloadId) ? release.downloadId : null,
        message,
      },
      manager,
    );
  }
}
