import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProfileItem } from './quality-profile.rules';

@Entity()
export class QualityProfileEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  name!: string;

  @Column({ type: 'boolean', default: false })
  upgradeAllowed!: boolean;

  /** A quality id, or a group id (1000+) when the cutoff is a group. */
  @Column({ type: 'int' })
  cutoff!: number;

  @Column({ type: 'jsonb' })
  items!: ProfileItem[];

  @Column({ type: 'int', default: 0 })
  minFormatScore!: number;

  @Column({ type: 'int', default: 0 })
  cutoffFormatScore!: number;

  @Column({ type: 'int', default: 1 })
  minUpgradeFormatScore!: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  formatItems!: Array<{ format: number; name: string; score: number }>;
}
