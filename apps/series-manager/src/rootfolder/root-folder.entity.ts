import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity()
export class RootFolderEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Absolute, normalised, without a trailing separator. */
  @Column({ type: 'text', unique: true })
  path!: string;
}
