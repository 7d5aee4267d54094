import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { SingletonSettingsEntity } from '@arrstack/core';

/** `config/indexer`: one row of settings as JSON (minimum age, retention, maximum size, RSS interval, search timeout). */
@Entity('indexer_config')
export class IndexerConfigEntity extends SingletonSettingsEntity {}

/**
 * Interactive search results, kept ~30 minutes so `POST /release {guid, indexerId}` can grab one on any replica.
 * `payload` holds the release resource and the grab request built when it was found.
 */
@Entity()
@Index(['guid', 'indexerId'], { unique: true })
export class CachedReleaseEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  guid!: string;

  @Column({ type: 'int' })
  indexerId!: number;

  @Column({ type: 'int' })
  seriesId!: number;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}

/**
 * Releases held back: by the delay profile (temporarily rejected), or because no download client could take them.
 * The stored indexer release is decided again when pending releases are processed.
 */
@Entity()
@Index(['guid', 'indexerId'], { unique: true })
export class PendingReleaseEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  seriesId!: number;

  @Column({ type: 'int', array: true })
  episodeIds!: number[];

  @Column({ type: 'text' })
  guid!: string;

  @Column({ type: 'int' })
  indexerId!: number;

  @Column({ type: 'text' })
  title!: string;

  /** `delay` or `downloadClientUnavailable`. */
  @Column({ type: 'varchar', length: 40 })
  reason!: string;

  @Column({ type: 'jsonb' })
  release!: Record<string, unknown>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  added!: Date;
}

/** Last run of a scheduled task, claimed with one conditional UPDATE so only one replica runs it. */
@Entity()
export class ScheduledTaskEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastRun!: Date;
}
