import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A Newznab/Torznab indexer; settings travel as the provider `fields` and are stored by field name. */
@Entity()
export class IndexerEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  name!: string;

  @Column({ type: 'varchar', length: 50 })
  implementation!: string;

  @Column({ type: 'varchar', length: 20 })
  protocol!: string;

  @Column({ type: 'jsonb' })
  settings!: Record<string, unknown>;

  @Column({ type: 'boolean', default: true })
  enableRss!: boolean;

  @Column({ type: 'boolean', default: true })
  enableAutomaticSearch!: boolean;

  @Column({ type: 'boolean', default: true })
  enableInteractiveSearch!: boolean;

  @Column({ type: 'integer', default: 25 })
  priority!: number;

  @Column({ type: 'integer', default: 0 })
  seasonSearchMaximumSingleEpisodeAge!: number;

  @Column({ type: 'integer', default: 0 })
  downloadClientId!: number;

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  tags!: number[];
}
