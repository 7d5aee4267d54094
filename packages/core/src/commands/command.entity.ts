import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type CommandStatus = 'queued' | 'started' | 'completed' | 'failed' | 'aborted' | 'cancelled' | 'orphaned';
export type CommandResult = 'unknown' | 'successful' | 'unsuccessful';
export type CommandTrigger = 'unspecified' | 'manual' | 'scheduled';
export type CommandPriority = 'normal' | 'high' | 'low';

/** A command as clients see it; the work itself travels through the job queue by this row's id. */
@Entity('command')
@Index(['status', 'heartbeatAt'])
export class CommandEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'jsonb' })
  body!: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status!: CommandStatus;

  @Column({ type: 'varchar', length: 20, default: 'unknown' })
  result!: CommandResult;

  @Column({ type: 'varchar', length: 10, default: 'normal' })
  priority!: CommandPriority;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  trigger!: CommandTrigger;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'text', nullable: true })
  exception!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  outcome!: unknown;

  @Column({ type: 'varchar', length: 500, nullable: true })
  clientUserAgent!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  queued!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  started!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  ended!: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  stateChangeTime!: Date;

  /** Refreshed while a worker runs the command; a stale one means the worker died and the command is re-queued. */
  @Column({ type: 'timestamptz', nullable: true })
  heartbeatAt!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  worker!: string | null;
}
