import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { FileQuality } from '../../episode/episode-file.entity';
import { SeriesEntity } from '../../series/series.entity';

/** Sonarr's EpisodeHistoryEventType, stored as the camelCase name. */
export type HistoryEventType =
  | 'grabbed'
  | 'seriesFolderImported'
  | 'downloadFolderImported'
  | 'downloadFailed'
  | 'episodeFileDeleted'
  | 'episodeFileRenamed'
  | 'downloadIgnored';

/** One event for one episode (a grab of a season pack writes one row per episode, as Sonarr does). */
@Entity('history')
@Index(['seriesId', 'date'])
@Index(['episodeId'])
@Index(['downloadId'])
@Index(['date'])
export class HistoryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  seriesId!: number;

  @ManyToOne(() => SeriesEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'series_id' })
  series?: Relation<SeriesEntity>;

  @Column({ type: 'int' })
  episodeId!: number;

  @Column({ type: 'text' })
  sourceTitle!: string;

  @Column({ type: 'jsonb' })
  quality!: FileQuality;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  languages!: Array<{ id: number; name: string }>;

  @Column({ type: 'int', default: 0 })
  customFormatScore!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  date!: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  downloadId!: string | null;

  @Column({ type: 'varchar', length: 40 })
  eventType!: HistoryEventType;

  /** Event details as Sonarr's string dictionary (indexer, releaseGroup, size, guid, downloadClient...). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  data!: Record<string, string>;
}
