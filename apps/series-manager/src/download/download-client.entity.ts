import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A download client; settings travel as the provider `fields` and are stored by field name. */
@Entity()
export class DownloadClientEntity {
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
  enable!: boolean;

  @Column({ type: 'integer', default: 1 })
  priority!: number;

  @Column({ type: 'boolean', default: true })
  removeCompletedDownloads!: boolean;

  @Column({ type: 'boolean', default: true })
  removeFailedDownloads!: boolean;

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  tags!: number[];
}
