import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CustomFormatCondition } from '@arrstack/custom-formats';

@Entity()
export class CustomFormatEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  name!: string;

  @Column({ type: 'boolean', default: false })
  includeCustomFormatWhenRenaming!: boolean;

  /** Conditions with their field values by name (`value`, `min`, …), as `@arrstack/custom-formats` reads them. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  specifications!: CustomFormatCondition[];
}
