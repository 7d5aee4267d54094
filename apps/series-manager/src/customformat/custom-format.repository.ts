import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { QualityProfileEntity } from '../quality/quality-profile.entity';
import { CustomFormatEntity } from './custom-format.entity';

type FormatShape = Omit<CustomFormatEntity, 'id'>;

/** Custom formats, and their entries in every quality profile's `formatItems`, kept in step in one transaction. */
@Injectable()
export class CustomFormatRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get formats() {
    return this.dataSource.getRepository(CustomFormatEntity);
  }

  list(): Promise<CustomFormatEntity[]> {
    return this.formats.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<CustomFormatEntity | null> {
    return this.formats.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<CustomFormatEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.formats.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  findByName(name: string): Promise<CustomFormatEntity | null> {
    return this.formats.createQueryBuilder('f').where('lower(f.name) = lower(:name)', { name }).getOne();
  }

  /** Inserts the format and gives it score 0 in every quality profile. */
  async insert(shape: FormatShape): Promise<CustomFormatEntity> {
    return this.dataSource.transaction(async (manager) => {
      const formats = manager.getRepository(CustomFormatEntity);
      const saved = await formats.save(formats.create(shape));
      await this.editProfiles(manager, (profile) => {
        profile.formatItems = [...profile.formatItems.filter((item) => item.format !== saved.id), { format: saved.id, name: saved.name, score: 0 }];
      });
      return saved;
    });
  }

  /** Updates the format and the name the profiles show for it. */
  async update(id: number, shape: Partial<FormatShape>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const formats = manager.getRepository(CustomFormatEntity);
      await formats.save(Object.assign(await formats.findOneByOrFail({ id }), shape));
      if (shape.name === undefined) return;
      await this.editProfiles(manager, (profile) => {
        profile.formatItems = profile.formatItems.map((item) => (item.format === id ? { ...item, name: shape.name! } : item));
      });
    });
  }

  /** Deletes the formats, drops them from every profile, and resets a profile's thresholds when it has none left. */
  async delete(ids: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(CustomFormatEntity).delete({ id: In(ids) });
      await this.editProfiles(manager, (profile) => {
        profile.formatItems = profile.formatItems.filter((item) => !ids.includes(item.format));
        if (profile.formatItems.length === 0) {
          profile.minFormatScore = 0;
          profile.cutoffFormatScore = 0;
          profile.minUpgradeFormatScore = 1;
        }
      });
    });
  }

  private async editProfiles(manager: EntityManager, edit: (profile: QualityProfileEntity) => void): Promise<void> {
    const profiles = manager.getRepository(QualityProfileEntity);
    const rows = await profiles.find({ lock: { mode: 'pessimistic_write' } });
    for (const row of rows) {
      edit(row);
      await profiles.update(
        { id: row.id },
        { formatItems: row.formatItems, minFormatScore: row.minFormatScore, cutoffFormatScore: row.cutoffFormatScore, minUpgradeFormatScore: row.minUpgradeFormatScore },
      );
    }
  }
}
