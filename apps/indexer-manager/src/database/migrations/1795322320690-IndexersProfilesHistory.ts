import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexersProfilesHistory1795322320690 implements MigrationInterface {
  name = 'IndexersProfilesHistory1795322320690';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."app_profile" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "enable_rss" boolean NOT NULL DEFAULT true, "enable_automatic_search" boolean NOT NULL DEFAULT true, "enable_interactive_search" boolean NOT NULL DEFAULT true, "minimum_seeders" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_28ba403c42233b5b3c8d5c4a7a1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."history" ("id" SERIAL NOT NULL, "indexer_id" integer NOT NULL, "date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "event_type" character varying(30) NOT NULL, "successful" boolean NOT NULL, "elapsed_time" integer NOT NULL DEFAULT '0', "source" character varying(500) NOT NULL DEFAULT '', "host" character varying(500) NOT NULL DEFAULT '', "cached" boolean NOT NULL DEFAULT false, "data" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_9384942edf4804b38ca0ee51416" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7e5a0ef89460dbcda87c2bd77d" ON "${schema}"."history"  ("indexer_id", "date") `);
    await queryRunner.query(`CREATE INDEX "IDX_acc0a54f9ae3ac15fa43f4ef47" ON "${schema}"."history"  ("date") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."indexer" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "implementation" character varying(50) NOT NULL, "protocol" character varying(20) NOT NULL, "settings" jsonb NOT NULL, "enable" boolean NOT NULL DEFAULT true, "redirect" boolean NOT NULL DEFAULT false, "priority" integer NOT NULL DEFAULT '25', "app_profile_id" integer NOT NULL, "download_client_id" integer NOT NULL DEFAULT '0', "tags" integer array NOT NULL DEFAULT '{}', "capabilities" jsonb, "added" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c4c8947d39912d44325b5233e84" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."indexer_status" ("id" SERIAL NOT NULL, "indexer_id" integer NOT NULL, "escalation_level" integer NOT NULL DEFAULT '0', "initial_failure" TIMESTAMP WITH TIME ZONE, "most_recent_failure" TIMESTAMP WITH TIME ZONE, "disabled_till" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_db357a42e494f38a4e0ca8e17a1" UNIQUE ("indexer_id"), CONSTRAINT "PK_2a3644fefd70a0c04e4a744d4af" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`DROP TABLE "${schema}"."indexer_status"`);
    await queryRunner.query(`DROP TABLE "${schema}"."indexer"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_acc0a54f9ae3ac15fa43f4ef47"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_7e5a0ef89460dbcda87c2bd77d"`);
    await queryRunner.query(`DROP TABLE "${schema}"."history"`);
    await queryRunner.query(`DROP TABLE "${schema}"."app_profile"`);
  }
}
