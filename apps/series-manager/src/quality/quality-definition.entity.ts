import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Size limits per quality, in MB per minute of runtime, as Sonarr keeps them. */
@Entity()
export class QualityDefinitionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The quality's id in the Sonarr catalogue. */
  @Column({ type: 'int', unique: true })
  qualityId!: number;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'int' })
  weight!: number;

  @Column({ type: 'double precision', default: 0 })
  minSize!: number;

  @Column({ type: 'double precision', nullable: true })
  maxSize!: number | null;

  @Column({ type: 'double precision', nullable: true })
  preferredSize!: number | null;
}
