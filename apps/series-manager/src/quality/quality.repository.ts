import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_DEFINITIONS, seriesQuality } from './quality-definitions';
import { QualityDefinitionEntity } from './quality-definition.entity';
import { QualityProfileEntity } from './quality-profile.entity';
import { defaultProfiles, type ProfileShape } from './quality-profile.rules';

@Injectable()
export class QualityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get definitions() {
    return this.dataSource.getRepository(QualityDefinitionEntity);
  }

  private get profiles() {
    return this.dataSource.getRepository(QualityProfileEntity);
  }

  /** Creates the missing quality definitions and, on an empty table, the default profiles. */
  async seedDefaults(): Promise<void> {
    await this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${this.schema}:quality-seed`]);
      const definitions = manager.getRepository(QualityDefinitionEntity);
      const existing = new Set((await definitions.find()).map((row) => row.qualityId));
      const missing = DEFAULT_DEFINITIONS.filter((row) => !existing.has(row.qualityId));
      if (missing.length > 0) {
        await definitions.insert(
          missing.map((row) => ({
            qualityId: row.qualityId,
            title: seriesQuality(row.qualityId)!.name,
            weight: row.weight,
            minSize: row.minSize,
            maxSize: row.maxSize,
            preferredSize: row.preferredSize,
          })),
        );
      }
      const profiles = manager.getRepository(QualityProfileEntity);
      if ((await profiles.count()) === 0) await profiles.insert(defaultProfiles());
    });
  }

  listDefinitions(): Promise<QualityDefinitionEntity[]> {
    return this.definitions.find({ order: { weight: 'ASC', id: 'ASC' } });
  }

  findDefinition(id: number): Promise<QualityDefinitionEntity | null> {
    return this.definitions.findOneBy({ id });
  }

  async saveDefinitions(rows: QualityDefinitionEntity[]): Promise<void> {
    await this.dataSource.transaction((manager) => manager.getRepository(QualityDefinitionEntity).save(rows).then(() => undefined));
  }

  listProfiles(): Promise<QualityProfileEntity[]> {
    return this.profiles.find({ order: { id: 'ASC' } });
  }

  findProfile(id: number): Promise<QualityProfileEntity | null> {
    return this.profiles.findOneBy({ id });
  }

  findProfileByName(name: string): Promise<QualityProfileEntity | null> {
    return this.profiles.createQueryBuilder('p').where('lower(p.name) = lower(:name)', { name }).getOne();
  }

  async insertProfile(shape: ProfileShape): Promise<QualityProfileEntity> {
    return this.profiles.save(this.profiles.create(shape));
  }

  async updateProfile(id: number, shape: ProfileShape): Promise<void> {
    await this.profiles.update({ id }, shape);
  }

  async deleteProfile(id: number): Promise<void> {
    await this.profiles.delete({ id });
  }

  /** Saved custom formats: id → name, in id order. */
  async customFormatNames(): Promise<Map<number, string>> {
    const rows: Array<{ id: number; name: string }> = await this.dataSource.query(`SELECT id, name FROM "${this.schema}"."custom_format" ORDER BY id`);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** How many series use the profile. */
  async countSeriesUsing(id: number): Promise<number> {
    const rows: Array<{ count: string }> = await this.dataSource.query(
      `SELECT count(*) AS count FROM "${this.schema}"."series" WHERE quality_profile_id = $1`,
      [id],
    );
    return Number(rows[0].count);
  }

  private get schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }
}
