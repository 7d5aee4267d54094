import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SeriesEntity } from '../series/series.entity';
import { EpisodeFileEntity } from './episode-file.entity';

@Entity()
@Index(['seriesId', 'seasonNumber', 'episodeNumber'], { unique: true })
// The missing list: episodes without a file in air-date order, so a page stops after its rows (wanted/missing).
@Index('IDX_episode_missing_air_date', ['airDateUtc', 'id'], { where: 'episode_file_id IS NULL' })
export class EpisodeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  seriesId!: number;

  @ManyToOne(() => SeriesEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'series_id' })
  series?: SeriesEntity;

  @Column({ type: 'int', default: 0 })
  tvdbId!: number;

  @Index()
  @Column({ type: 'int', nullable: true })
  episodeFileId!: number | null;

  @ManyToOne(() => EpisodeFileEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'episode_file_id' })
  episodeFile?: EpisodeFileEntity | null;

  @Column({ type: 'int' })
  seasonNumber!: number;

  @Column({ type: 'int' })
  episodeNumber!: number;

  @Column({ type: 'int', nullable: true })
  absoluteEpisodeNumber!: number | null;

  @Column({ type: 'text', default: 'TBA' })
  title!: string;

  /** yyyy-MM-dd */
  @Column({ type: 'varchar', length: 10, nullable: true })
  airDate!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  airDateUtc!: Date | null;

  @Column({ type: 'int', default: 0 })
  runtime!: number;

  @Column({ type: 'text', nullable: true })
  overview!: string | null;

  @Column({ type: 'boolean', default: true })
  monitored!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastSearchTime!: Date | null;
}
