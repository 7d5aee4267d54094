import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TagEntity } from './tag.entity';

@Injectable()
export class TagRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get tags() {
    return this.dataSource.getRepository(TagEntity);
  }

  private get schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }

  list(): Promise<TagEntity[]> {
    return this.tags.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<TagEntity | null> {
    return this.tags.findOneBy({ id });
  }

  findByLabel(label: string): Promise<TagEntity | null> {
    return this.tags.findOneBy({ label });
  }

  /** Inserts the label, or returns the tag that already has it (concurrent adds included). */
  async insertOrGet(label: string): Promise<TagEntity> {
    await this.tags.createQueryBuilder().insert().values({ label }).orIgnore().execute();
    return this.tags.findOneByOrFail({ label });
  }

  async updateLabel(id: number, label: string): Promise<void> {
    await this.tags.update({ id }, { label });
  }

  async delete(id: number): Promise<void> {
    await this.tags.delete({ id });
  }

  /** Ids that exist among those given. */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM "${this.schema}"."tag" WHERE id = ANY($1::int[])`, [ids]);
    return rows.map((row) => row.id);
  }

  /** Series ids per tag id, in one query. */
  async seriesIdsByTag(tagIds?: number[]): Promise<Map<number, number[]>> {
    const rows: Array<{ tag: number; ids: number[] }> = await this.dataSource.query(
      `SELECT t.tag, array_agg(s.id ORDER BY s.id) AS ids
         FROM "${this.schema}"."series" s CROSS JOIN LATERAL unnest(s.tags) AS t(tag)
        WHERE $1::int[] IS NULL OR t.tag = ANY($1::int[])
        GROUP BY t.tag`,
      [tagIds ?? null],
    );
    return new Map(rows.map((row) => [row.tag, row.ids]));
  }

  /** Delay profile ids per tag id, in one query. */
  async delayProfileIdsByTag(tagIds?: number[]): Promise<Map<number, number[]>> {
    const rows: Array<{ tag: number; ids: number[] }> = await this.dataSource.query(
      `SELECT t.tag, array_agg(d.id ORDER BY d.id) AS ids
         FROM "${this.schema}"."delay_profile" d CROSS JOIN LATERAL unnest(d.tags) AS t(tag)
        WHERE $1::int[] IS NULL OR t.tag = ANY($1::int[])
        GROUP BY t.tag`,
      [tagIds ?? null],
    );
    return new Map(rows.map((row) => [row.tag, row.ids]));
  }
}
