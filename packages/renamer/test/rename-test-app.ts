import { Injectable, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import path from 'node:path';
import { Column, DataSource, Entity, In, PrimaryColumn, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ApiKeyHolder, CORE_ENTITIES, DatabaseModule, NotFoundError, type AppInfo } from '@arrstack/core';
import { TEST_API_KEY } from '@arrstack/testing';
import { buildEpisodeFilePath, defaultNamingConfig, type JournalStep } from '../src';
import {
  readId,
  readOptionalInteger,
  RenameModule,
  type RenameAdapter,
  type RenameFileCandidate,
  type RenameSelection,
} from '../src/nest';

/** A series as this test's adapter stores it: its root folder and its own folder. */
@Entity('test_series')
export class TestSeries {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) title!: string;
  @Column({ type: 'text' }) rootFolder!: string;
  @Column({ type: 'text' }) path!: string;
}

/** An episode file with its absolute path; `nameOverride` replaces the naming engine's answer for odd cases. */
@Entity('test_episode_file')
export class TestEpisodeFile {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'int' }) seriesId!: number;
  @Column({ type: 'int' }) seasonNumber!: number;
  @Column({ type: 'int' }) episodeNumber!: number;
  @Column({ type: 'text' }) title!: string;
  @Column({ type: 'text' }) path!: string;
  @Column({ type: 'text', nullable: true }) nameOverride!: string | null;
}

/** The test schema as the entities describe it (core's command table included). */
class TestSchema1700000000000 implements MigrationInterface {
  name = 'TestSchema1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const log = await queryRunner.connection.driver.createSchemaBuilder().log();
    for (const query of log.upQueries) await queryRunner.query(query.query, query.parameters);
  }
  async down(): Promise<void> {}
}

const NAMING = { ...defaultNamingConfig('series'), renameEpisodes: true };

/** Stored paths the adapter refuses to save, to test that a failed save leaves the file where it was. */
export const refuseToSave = new Set<number>();

/** Every stored path, in order, to count how often recovery stores one. */
export const saves: Array<{ fileId: number; path: string }> = [];

@Injectable()
export class TestRenameAdapter implements RenameAdapter {
  readonly kind = 'series' as const;
  readonly commands = { files: 'RenameFiles', items: 'RenameSeries', itemIdField: 'seriesId', itemIdsField: 'seriesIds' } as const;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  readQuery(query: Record<string, unknown>): RenameSelection {
    const seriesId = readId(query, 'seriesId');
    const seasonNumber = readOptionalInteger(query, 'seasonNumber');
    return seasonNumber === undefined ? { itemIds: [seriesId] } : { itemIds: [seriesId], filter: { seasonNumber } };
  }

  async listFiles(selection: RenameSelection): Promise<RenameFileCandidate[]> {
    const series = await this.dataSource.getRepository(TestSeries).findBy({ id: In(selection.itemIds) });
    const missing = selection.itemIds.find((id) => !series.some((s) => s.id === id));
    if (missing !== undefined) throw new NotFoundError('Series', missing);
    const files = await this.dataSource.getRepository(TestEpisodeFile).find({
      where: { seriesId: In(selection.itemIds), ...(selection.filter?.seasonNumber !== undefined ? { seasonNumber: selection.filter.seasonNumber } : {}) },
      order: { id: 'ASC' },
    });
    return files.map((file) => {
      const s = series.find((x) => x.id === file.seriesId)!;
      const newRelativePath =
        file.nameOverride ??
        buildEpisodeFilePath({
          naming: NAMING,
          series: { title: s.title, seriesType: 'standard', seasonFolder: true } as never,
          episodes: [{ seasonNumber: file.seasonNumber, episodeNumber: file.episodeNumber, title: file.title }] as never,
          episodeFile: { relativePath: path.relative(s.path, file.path), quality: { quality: { id: 4, name: 'HDTV-720p' } } } as never,
        });
      return {
        fileId: file.id,
        itemId: s.id,
        rootFolder: s.rootFolder,
        itemFolder: s.path,
        currentPath: file.path,
        newRelativePath,
        preview: { seriesId: s.id, seasonNumber: file.seasonNumber, episodeNumbers: [file.episodeNumber], episodeFileId: file.id },
      };
    });
  }

  async saveNewPath(fileId: number, newPath: string, manager: EntityManager): Promise<void> {
    saves.push({ fileId, path: newPath });
    await manager.update(TestEpisodeFile, { id: fileId }, { path: newPath });
    if (refuseToSave.has(fileId)) throw new Error(`refusing to store file ${fileId}`);
  }
}

export const TEST_APP: AppInfo = {
  name: 'rename-test',
  appName: 'Sonarr',
  version: '4.0.17.0',
  defaultPort: 8989,
  apiPrefix: '/api/v3',
  defaultSchema: 'rename_test',
};

/** Where a test makes the process "die": a fault hook that throws at one journal step of one move. */
export const crash: { at: { step: JournalStep; seq: number } | null } = { at: null };

export class SimulatedCrash extends Error {}

/** Host config sets the API key in an app; this test app has none, so the key is set directly. */
@Injectable()
class TestApiKey implements OnModuleInit {
  constructor(private readonly holder: ApiKeyHolder) {}
  onModuleInit(): void {
    this.holder.set(TEST_API_KEY);
  }
}

export function testAppModule(strategy: 'auto' | 'copy' = 'auto'): DynamicModule {
  @Module({})
  class RenameTestAppModule {}
  return {
    module: RenameTestAppModule,
    providers: [TestApiKey],
    imports: [
      DatabaseModule.forRoot({ entities: [...CORE_ENTITIES, TestSeries, TestEpisodeFile], migrations: [TestSchema1700000000000] }),
      RenameModule.forRoot({
        adapter: TestRenameAdapter,
        query: [{ name: 'seriesId', required: true }, { name: 'seasonNumber' }],
        journal: {
          strategy,
          onStep: (step, seq) => {
            if (crash.at && crash.at.step === step && crash.at.seq === seq) throw new SimulatedCrash(`simulated crash at ${step} of move ${seq}`);
          },
        },
      }),
    ],
  };
}
