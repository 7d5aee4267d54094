import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RootFolderEntity } from './root-folder.entity';

@Injectable()
export class RootFolderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get roots() {
    return this.dataSource.getRepository(RootFolderEntity);
  }

  private get schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }

  list(): Promise<RootFolderEntity[]> {
    return this.roots.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<RootFolderEntity | null> {
    return this.roots.findOneBy({ id });
  }

  insert(path: string): Promise<RootFolderEntity> {
    return this.roots.save(this.roots.create({ path }));
  }

  async delete(id: number): Promise<void> {
    await this.roots.delete({ id });
  }

  /** Paths of the series that lie below the given folder. */
  async seriesPathsUnder(folder: string): Promise<string[]> {
    const prefix = folder.endsWith('/') ? folder : `${folder}/`;
    const rows: Array<{ path: string }> = await this.dataSource.query(
      `SELECT path FROM "${this.schema}"."series" WHERE left(path, length($1)) = $1`,
      [prefix],
    );
    return rows.map((row) => row.path);
  }
}
