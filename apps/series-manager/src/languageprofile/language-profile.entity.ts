import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Sonarr v3's language profile; `languages` is in preference order (the last allowed one is the best). */
@Entity()
export class LanguageProfileEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  name!: string;

  @Column({ type: 'boolean', default: false })
  upgradeAllowed!: boolean;

  /** A language id. */
  @Column({ type: 'int' })
  cutoff!: number;

  @Column({ type: 'jsonb' })
  languages!: Array<{ language: number; allowed: boolean }>;
}
