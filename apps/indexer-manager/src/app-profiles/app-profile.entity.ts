import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A sync profile: which search kinds an app may use an indexer for, and the torrent seeder floor. */
@Entity()
export class AppProfileEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'boolean', default: true })
  enableRss!: boolean;

  @Column({ type: 'boolean', default: true })
  enableAutomaticSearch!: boolean;

  @Column({ type: 'boolean', default: true })
  enableInteractiveSearch!: boolean;

  @Column({ type: 'integer', default: 1 })
  minimumSeeders!: number;
}
