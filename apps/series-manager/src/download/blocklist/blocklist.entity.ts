import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { FileQuality } from '../../episode/episode-file.entity';
import { SeriesEntity } from '../../series/series.entity';

/** A release that failed and must not be grabbed again for this series. */
@Entity('blocklist')
@Index(['seriesId'])
export class BlocklistEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  seriesId!: number;

  @ManyToOne(() => SeriesEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'series_id' })
  series?: Relation<SeriesEntity>;

  @Column({ type: 'int', array: true, default: () => "'{}'" })
  episodeIds!: number[];

  @Column({ type: 'text' })
  sourceTitle!: string;

  @Column({ type: 'jsonb' })
  quality!: FileQuality;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  languages!: Array<{ id: number; name: string }>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  date!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  publishedDate!: Date | null;

  @Column({ type: 'bigint', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  size!: number | null;

  @Column({ type: 'varchar', length: 20 })
  protocol!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  indexer!: string | null;

  @Column({ type: 'int', nullable: true })
  indexerId!: number | null;

  @Column({ type: 'text', nullable: true })
  guid!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  torrentInfoHash!: string | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;
}
