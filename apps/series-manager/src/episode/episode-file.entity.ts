import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SeriesEntity } from '../series/series.entity';

const bigintAsNumber = { to: (value: number) => value, from: (value: string | null) => (value === null ? 0 : Number(value)) };

export interface FileQuality {
  quality: { id: number; name: string; source: string; resolution: number };
  revision: { version: number; real: number; isRepack: boolean };
}

@Entity()
@Index(['seriesId', 'relativePath'], { unique: true })
// Season statistics (file count, size, release groups) read in order from the index, without sorting every file.
@Index('IDX_episode_file_statistics', ['seriesId', 'seasonNumber', 'releaseGroup', 'size'])
export class EpisodeFileEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  seriesId!: number;

  @ManyToOne(() => SeriesEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'series_id' })
  series?: SeriesEntity;

  @Column({ type: 'int' })
  seasonNumber!: number;

  /** Relative to the series folder, with forward slashes. */
  @Column({ type: 'text' })
  relativePath!: string;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  size!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  dateAdded!: Date;

  @Column({ type: 'text', nullable: true })
  sceneName!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  releaseGroup!: string | null;

  @Column({ type: 'jsonb' })
  quality!: FileQuality;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  languages!: Array<{ id: number; name: string }>;
}
