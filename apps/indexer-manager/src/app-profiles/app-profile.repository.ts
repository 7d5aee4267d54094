import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppProfileEntity } from './app-profile.entity';
import type { AppProfileInput } from './app-profile.rules';

@Injectable()
export class AppProfileRepository {
  constructor(@InjectRepository(AppProfileEntity) private readonly repository: Repository<AppProfileEntity>) {}

  findAll(): Promise<AppProfileEntity[]> {
    return this.repository.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<AppProfileEntity | null> {
    return this.repository.findOneBy({ id });
  }

  count(): Promise<number> {
    return this.repository.count();
  }

  /** Inserts the profile only when the table is empty, in one statement, so replicas starting together add one. */
  async insertIfEmpty(input: AppProfileInput): Promise<void> {
    const table = this.repository.metadata.tablePath;
    await this.repository.query(
      `INSERT INTO ${quotePath(table)} (name, enable_rss, enable_automatic_search, enable_interactive_search, minimum_seeders)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM ${quotePath(table)})`,
      [input.name, input.enableRss, input.enableAutomaticSearch, input.enableInteractiveSearch, input.minimumSeeders],
    );
  }

  insert(input: AppProfileInput): Promise<AppProfileEntity> {
    return this.repository.save(this.repository.create(input));
  }

  async update(id: number, input: AppProfileInput): Promise<void> {
    await this.repository.update({ id }, input);
  }

  async delete(id: number): Promise<void> {
    await this.repository.delete({ id });
  }
}

export function quotePath(path: string): string {
  return path
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');
}
