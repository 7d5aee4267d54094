import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { timeSpan } from '@arrstack/core';
import { EpisodeResource, QualityModelResource } from '../../episode/dto/episode.resource';
import { LanguageResource, SeriesResource } from '../../series/dto/series.resource';
import type { QueueItemEntity, TrackedDownloadEntity } from './tracked-download.entity';

export class TrackedDownloadStatusMessage {
  @ApiProperty() title!: string;
  @ApiProperty({ type: [String] }) messages!: string[];
}

export class QueueResource {
  @ApiProperty() id!: number;
  @ApiPropertyOptional() seriesId?: number;
  @ApiPropertyOptional() episodeId?: number;
  @ApiPropertyOptional() seasonNumber?: number;
  @ApiPropertyOptional({ type: SeriesResource }) series?: SeriesResource;
  @ApiPropertyOptional({ type: EpisodeResource }) episode?: EpisodeResource;
  @ApiProperty({ type: [LanguageResource] }) languages!: Array<{ id: number; name: string }>;
  @ApiProperty({ type: QualityModelResource }) quality!: unknown;
  @ApiProperty({ type: [Object] }) customFormats!: unknown[];
  @ApiProperty() customFormatScore!: number;
  @ApiProperty() size!: number;
  @ApiProperty() title!: string;
  @ApiPropertyOptional() estimatedCompletionTime?: Date;
  @ApiPropertyOptional() added?: Date;
  @ApiProperty({ enum: ['unknown', 'queued', 'paused', 'downloading', 'completed', 'failed', 'warning', 'delay', 'downloadClientUnavailable', 'fallback'] }) status!: string;
  @ApiProperty({ enum: ['ok', 'warning', 'error'] }) trackedDownloadStatus!: string;
  @ApiProperty({ enum: ['downloading', 'importBlocked', 'importPending', 'importing', 'imported', 'failedPending', 'failed', 'ignored'] }) trackedDownloadState!: string;
  @ApiProperty({ type: [TrackedDownloadStatusMessage] }) statusMessages!: TrackedDownloadStatusMessage[];
  @ApiPropertyOptional() errorMessage?: string;
  @ApiProperty() downloadId!: string;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) protocol!: string;
  @ApiProperty() downloadClient!: string;
  @ApiProperty() downloadClientHasPostImportCategory!: boolean;
  @ApiPropertyOptional() indexer?: string;
  @ApiPropertyOptional() outputPath?: string;
  @ApiProperty() episodeHasFile!: boolean;
  @ApiProperty() sizeleft!: number;
  @ApiPropertyOptional() timeleft?: string;
}

export class QueueResourcePagingResource {
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() sortKey!: string;
  @ApiProperty({ enum: ['default', 'ascending', 'descending'] }) sortDirection!: string;
  @ApiProperty() totalRecords!: number;
  @ApiProperty({ type: [QueueResource] }) records!: QueueResource[];
}

export class QueueStatusResource {
  @ApiProperty() id!: number;
  @ApiProperty() totalCount!: number;
  @ApiProperty() count!: number;
  @ApiProperty() unknownCount!: number;
  @ApiProperty() errors!: boolean;
  @ApiProperty() warnings!: boolean;
  @ApiProperty() unknownErrors!: boolean;
  @ApiProperty() unknownWarnings!: boolean;
}

export class QueueBulkResource {
  @ApiProperty({ type: [Number] }) ids!: number[];
}

export interface QueueExtras {
  episode?: EpisodeResource;
  series?: SeriesResource;
  seasonNumber?: number;
  episodeHasFile: boolean;
  hasPostImportCategory: boolean;
  now: number;
}

export function toQueueResource(item: QueueItemEntity, download: TrackedDownloadEntity, extras: QueueExtras): QueueResource {
  const eta = download.estimatedCompletionTime;
  const left = eta ? Math.max(0, eta.getTime() - extras.now) : undefined;
  return {
    id: item.id,
    seriesId: download.seriesId,
    episodeId: item.episodeId,
    ...(extras.seasonNumber !== undefined ? { seasonNumber: extras.seasonNumber } : {}),
    ...(extras.series ? { series: extras.series } : {}),
    ...(extras.episode ? { episode: extras.episode } : {}),
    languages: download.languages,
    quality: download.quality,
    customFormats: [],
    customFormatScore: download.customFormatScore,
    size: download.size,
    title: download.title,
    ...(eta ? { estimatedCompletionTime: eta } : {}),
    added: download.added,
    status: download.status,
    trackedDownloadStatus: download.trackedStatus,
    trackedDownloadState: download.state,
    statusMessages: download.statusMessages,
    ...(download.errorMessage ? { errorMessage: download.errorMessage } : {}),
    downloadId: download.downloadId,
    protocol: download.protocol,
    downloadClient: download.downloadClient,
    downloadClientHasPostImportCategory: extras.hasPostImportCategory,
    ...(download.indexer ? { indexer: download.indexer } : {}),
    ...(download.outputPath ? { outputPath: download.outputPath } : {}),
    episodeHasFile: extras.episodeHasFile,
    sizeleft: download.sizeleft,
    ...(left !== undefined ? { timeleft: timeSpan(left) } : {}),
  };
}
