import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { IndexerCapabilities } from '@arrstack/newznab';

/** A configured Newznab/Torznab indexer; settings travel as the provider `fields` and are stored by field name. */
@Entity()
export class IndexerEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 50 })
  implementation!: string;

  @Column({ type: 'varchar', length: 20 })
  protocol!: string;

  @Column({ type: 'jsonb' })
  settings!: Record<string, unknown>;

  @Column({ type: 'boolean', default: true })
  enable!: boolean;

  @Column({ type: 'boolean', default: false })
  redirect!: boolean;

  @Column({ type: 'integer', default: 25 })
  priority!: number;

  @Column({ type: 'integer' })
  appProfileId!: number;

  @Column({ type: 'integer', default: 0 })
  downloadClientId!: number;

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  tags!: number[];

  /** The caps from the last successful test, served by the proxy and the resource. */
  @Column({ type: 'jsonb', nullable: true })
  capabilities!: IndexerCapabilities | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  added!: Date;
}
