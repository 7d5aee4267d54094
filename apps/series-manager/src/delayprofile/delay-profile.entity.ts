import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Sonarr's delay profile; id 1 is the global default (no tags, last in order). */
@Entity()
export class DelayProfileEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'boolean', default: true })
  enableUsenet!: boolean;

  @Column({ type: 'boolean', default: true })
  enableTorrent!: boolean;

  /** unknown, usenet or torrent. */
  @Column({ type: 'varchar', length: 10, default: 'usenet' })
  preferredProtocol!: string;

  /** Minutes. */
  @Column({ type: 'int', default: 0 })
  usenetDelay!: number;

  /** Minutes. */
  @Column({ type: 'int', default: 0 })
  torrentDelay!: number;

  @Column({ type: 'boolean', default: false })
  bypassIfHighestQuality!: boolean;

  @Column({ type: 'boolean', default: false })
  bypassIfAboveCustomFormatScore!: boolean;

  @Column({ type: 'int', default: 0 })
  minimumCustomFormatScore!: number;

  @Column({ type: 'int' })
  order!: number;

  @Column({ type: 'int', array: true, default: () => "'{}'" })
  tags!: number[];
}
