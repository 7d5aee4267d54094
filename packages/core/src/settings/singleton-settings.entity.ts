import { Column, PrimaryColumn } from 'typeorm';

/**
 * Shape of a singleton settings table: one row with id 1 holding the resource's fields as JSON, so
 * adding a field needs no migration. Concrete entities extend it with their own table name.
 */
export abstract class SingletonSettingsEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'jsonb' })
  settings!: Record<string, unknown>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
