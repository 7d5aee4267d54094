import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export interface SeasonState {
  seasonNumber: number;
  monitored: boolean;
}

@Entity()
@Index(['tvdbId'], { unique: true, where: 'tvdb_id > 0' })
export class SeriesEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', default: 0 })
  tvdbId!: number;

  @Column({ type: 'int', default: 0 })
  tvRageId!: number;

  @Column({ type: 'int', default: 0 })
  tvMazeId!: number;

  @Column({ type: 'int', default: 0 })
  tmdbId!: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  imdbId!: string | null;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  sortTitle!: string;

  @Column({ type: 'text' })
  cleanTitle!: string;

  @Column({ type: 'text', unique: true })
  titleSlug!: string;

  @Column({ type: 'varchar', length: 20, default: 'continuing' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  overview!: string | null;

  @Column({ type: 'text', nullable: true })
  network!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  airTime!: string | null;

  @Column({ type: 'int', default: 0 })
  year!: number;

  @Column({ type: 'text', unique: true })
  path!: string;

  @Column({ type: 'int' })
  qualityProfileId!: number;

  /** Sonarr v3's language profile; 1 is the profile created at first start. */
  @Column({ type: 'int', default: 1 })
  languageProfileId!: number;

  @Column({ type: 'boolean', default: true })
  seasonFolder!: boolean;

  @Column({ type: 'boolean', default: true })
  monitored!: boolean;

  @Column({ type: 'varchar', length: 10, default: 'all' })
  monitorNewItems!: string;

  @Column({ type: 'boolean', default: false })
  useSceneNumbering!: boolean;

  @Column({ type: 'int', default: 0 })
  runtime!: number;

  @Column({ type: 'timestamptz', nullable: true })
  firstAired!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastAired!: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'standard' })
  seriesType!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  certification!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  genres!: string[];

  @Column({ type: 'int', array: true, default: () => "'{}'" })
  tags!: number[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  seasons!: SeasonState[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  alternateTitles!: Array<{ title: string; seasonNumber?: number }>;

  @Column({ type: 'jsonb', nullable: true })
  originalLanguage!: { id: number; name: string } | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  added!: Date;
}
