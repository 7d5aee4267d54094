import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { FileQuality } from '../../episode/episode-file.entity';
import { SeriesEntity } from '../../series/series.entity';

/** Sonarr's TrackedDownloadState. */
export type TrackedDownloadState = 'downloading' | 'importBlocked' | 'importPending' | 'importing' | 'imported' | 'failedPending' | 'failed' | 'ignored';
/** Sonarr's TrackedDownloadStatus. */
export type TrackedDownloadStatus = 'ok' | 'warning' | 'error';
/** Sonarr's QueueStatus, as the client reports the download. */
export type QueueStatus = 'unknown' | 'queued' | 'paused' | 'downloading' | 'completed' | 'failed' | 'warning' | 'delay' | 'downloadClientUnavailable' | 'fallback';

export interface StatusMessage {
  title: string;
  messages: string[];
}

/** A grab handed to a download client, followed until it is imported, failed or removed. */
@Entity('tracked_download')
@Index(['downloadClientId', 'downloadId'], { unique: true })
@Index(['state'])
export class TrackedDownloadEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  downloadClientId!: number;

  @Column({ type: 'varchar', length: 200 })
  downloadClient!: string;

  @Column({ type: 'varchar', length: 200 })
  downloadId!: string;

  @Column({ type: 'int' })
  seriesId!: number;

  @ManyToOne(() => SeriesEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'series_id' })
  series?: Relation<SeriesEntity>;

  @Column({ type: 'int', array: true, default: () => "'{}'" })
  episodeIds!: number[];

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'jsonb' })
  quality!: FileQuality;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  languages!: Array<{ id: number; name: string }>;

  @Column({ type: 'int', default: 0 })
  customFormatScore!: number;

  @Column({ type: 'varchar', length: 20 })
  protocol!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  indexer!: string | null;

  @Column({ type: 'int', nullable: true })
  indexerId!: number | null;

  @Column({ type: 'text', nullable: true })
  guid!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedDate!: Date | null;

  @Column({ type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  size!: number;

  @Column({ type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  sizeleft!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  added!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  estimatedCompletionTime!: Date | null;

  @Column({ type: 'varchar', length: 30, default: 'queued' })
  status!: QueueStatus;

  @Column({ type: 'varchar', length: 20, default: 'downloading' })
  state!: TrackedDownloadState;

  @Column({ type: 'varchar', length: 10, default: 'ok' })
  trackedStatus!: TrackedDownloadStatus;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  statusMessages!: StatusMessage[];

  @Column({ type: 'text', nullable: true })
  errorMessage!: string | null;

  @Column({ type: 'text', nullable: true })
  outputPath!: string | null;

  @OneToMany(() => QueueItemEntity, (item) => item.trackedDownload)
  items?: Array<Relation<QueueItemEntity>>;
}

/** One queue record: a tracked download for one of its episodes (Sonarr's queue lists a pack once per episode). */
@Entity('queue_item')
@Index(['trackedDownloadId', 'episodeId'], { unique: true })
export class QueueItemEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  trackedDownloadId!: number;

  @ManyToOne(() => TrackedDownloadEntity, (download) => download.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tracked_download_id' })
  trackedDownload?: Relation<TrackedDownloadEntity>;

  @Column({ type: 'int' })
  episodeId!: number;
}
