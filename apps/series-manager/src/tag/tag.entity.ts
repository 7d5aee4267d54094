import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity()
export class TagEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Lower-cased on save; unique. */
  @Column({ type: 'varchar', length: 200, unique: true })
  label!: string;
}
