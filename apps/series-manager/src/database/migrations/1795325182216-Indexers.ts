import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Indexers1795325182216 implements MigrationInterface {
  name = 'Indexers1795325182216';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."indexer" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "implementation" character varying(50) NOT NULL, "protocol" character varying(20) NOT NULL, "settings" jsonb NOT NULL, "enable_rss" boolean NOT NULL DEFAULT true, "enable_automatic_search" boolean NOT NULL DEFAULT true, "enable_interactive_search" boolean NOT NULL DEFAULT true, "priority" integer NOT NULL DEFAULT '25', "season_search_maximum_single_episode_age" integer NOT NULL DEFAULT '0', "download_client_id" integer NOT NULL DEFAULT '0', "tags" integer array NOT NULL DEFAULT '{}', CONSTRAINT "UQ_2f6650b74e2ebdf4007575700d8" UNIQUE ("name"), CONSTRAINT "PK_c4c8947d39912d44325b5233e84" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`DROP TABLE "${schema}"."indexer"`);
  }
}
