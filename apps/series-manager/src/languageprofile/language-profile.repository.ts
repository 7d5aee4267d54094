import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { LanguageProfileEntity } from './language-profile.entity';
import { defaultLanguageProfile, type LanguageProfileShape } from './language-profile.rules';

@Injectable()
export class LanguageProfileRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get profiles() {
    return this.dataSource.getRepository(LanguageProfileEntity);
  }

  private get schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }

  /**
   * Creates the default profile when the table is empty: at first start (so it gets id 1), after every profile
   * was deleted (as Sonarr v3), and after restoring a backup from before language profiles existed.
   */
  async seedDefault(): Promise<void> {
    await this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${this.schema}:language-profile-seed`]);
      const profiles = manager.getRepository(LanguageProfileEntity);
      if ((await profiles.count()) === 0) await profiles.insert(defaultLanguageProfile());
    });
  }

  list(): Promise<LanguageProfileEntity[]> {
    return this.profiles.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<LanguageProfileEntity | null> {
    return this.profiles.findOneBy({ id });
  }

  findByName(name: string): Promise<LanguageProfileEntity | null> {
    return this.profiles.createQueryBuilder('p').where('lower(p.name) = lower(:name)', { name }).getOne();
  }

  insert(shape: LanguageProfileShape): Promise<LanguageProfileEntity> {
    return this.profiles.save(this.profiles.create(shape));
  }

  async update(id: number, shape: LanguageProfileShape): Promise<void> {
    await this.profiles.update({ id }, shape);
  }

  async delete(id: number): Promise<void> {
    await this.profiles.delete({ id });
  }

  async countSeriesUsing(id: number): Promise<number> {
    const rows: Array<{ count: string }> = await this.dataSource.query(`SELECT count(*) AS count FROM "${this.schema}"."series" WHERE language_profile_id = $1`, [id]);
    return Number(rows[0].count);
  }
}
