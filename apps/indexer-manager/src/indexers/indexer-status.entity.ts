import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Back-off state of one indexer (Prowlarr's IndexerStatus row). */
@Entity()
export class IndexerStatusEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', unique: true })
  indexerId!: number;

  @Column({ type: 'integer', default: 0 })
  escalationLevel!: number;

  @Column({ type: 'timestamptz', nullable: true })
  initialFailure!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  mostRecentFailure!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  disabledTill!: Date | null;
}
