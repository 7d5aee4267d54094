import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const HISTORY_EVENT_TYPES = {
  unknown: 0,
  releaseGrabbed: 1,
  indexerQuery: 2,
  indexerRss: 3,
  indexerAuth: 4,
  indexerInfoQuery: 5,
} as const;
export type HistoryEventType = keyof typeof HISTORY_EVENT_TYPES;

/** One query, RSS fetch, auth or grab against an indexer; the source of stats and limits. */
@Entity()
@Index(['date'])
@Index(['indexerId', 'date'])
export class HistoryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  indexerId!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  date!: Date;

  @Column({ type: 'varchar', length: 30 })
  eventType!: HistoryEventType;

  @Column({ type: 'boolean' })
  successful!: boolean;

  /** Milliseconds the indexer took; 0 when unknown. */
  @Column({ type: 'integer', default: 0 })
  elapsedTime!: number;

  /** The calling application's user agent. */
  @Column({ type: 'varchar', length: 500, default: '' })
  source!: string;

  /** The caller's host (address). */
  @Column({ type: 'varchar', length: 500, default: '' })
  host!: string;

  @Column({ type: 'boolean', default: false })
  cached!: boolean;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data!: Record<string, unknown>;
}
