import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DelayProfileEntity } from './delay-profile.entity';
import { defaultDelayProfile, type DelayProfileShape } from './delay-profile.rules';

@Injectable()
export class DelayProfileRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get profiles() {
    return this.dataSource.getRepository(DelayProfileEntity);
  }

  private get schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }

  /** Creates the global default when the table is empty: at first start (so it gets id 1) and after restoring a backup from before delay profiles. */
  async seedDefault(): Promise<void> {
    await this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${this.schema}:delay-profile-seed`]);
      const profiles = manager.getRepository(DelayProfileEntity);
      if ((await profiles.count()) === 0) await profiles.insert(defaultDelayProfile());
    });
  }

  /** Every profile, in order. */
  list(manager?: EntityManager): Promise<DelayProfileEntity[]> {
    return (manager?.getRepository(DelayProfileEntity) ?? this.profiles).find({ order: { order: 'ASC', id: 'ASC' } });
  }

  findById(id: number): Promise<DelayProfileEntity | null> {
    return this.profiles.findOneBy({ id });
  }

  /** Serialises writes that read and renumber the order. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${this.schema}:delay-profile-order`]);
      return work(manager);
    });
  }

  async insert(shape: DelayProfileShape, order: number, manager: EntityManager): Promise<DelayProfileEntity> {
    const profiles = manager.getRepository(DelayProfileEntity);
    return profiles.save(profiles.create({ ...shape, order }));
  }

  async update(id: number, shape: DelayProfileShape, manager?: EntityManager): Promise<void> {
    await (manager?.getRepository(DelayProfileEntity) ?? this.profiles).update({ id }, shape);
  }

  async setOrders(orders: Map<number, number>, manager: EntityManager): Promise<void> {
    for (const [id, order] of orders) await manager.getRepository(DelayProfileEntity).update({ id }, { order });
  }

  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(DelayProfileEntity).delete({ id });
  }
}
