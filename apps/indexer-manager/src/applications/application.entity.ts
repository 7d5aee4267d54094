import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A connected *arr app that indexers are pushed to. */
@Entity()
export class ApplicationEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 50 })
  implementation!: string;

  @Column({ type: 'varchar', length: 20, default: 'fullSync' })
  syncLevel!: string;

  @Column({ type: 'jsonb' })
  settings!: Record<string, unknown>;

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  tags!: number[];
}

/** Which remote indexer in an app stands for which indexer here (Prowlarr's AppIndexerMap). */
@Entity()
@Index(['appId', 'indexerId'], { unique: true })
export class AppIndexerMapEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  appId!: number;

  @Column({ type: 'integer' })
  indexerId!: number;

  @Column({ type: 'integer' })
  remoteIndexerId!: number;

  @Column({ type: 'varchar', length: 300, nullable: true })
  remoteIndexerName!: string | null;
}
