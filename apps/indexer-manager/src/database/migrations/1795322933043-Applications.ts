import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Applications1795322933043 implements MigrationInterface {
  name = 'Applications1795322933043';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."application" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "implementation" character varying(50) NOT NULL, "sync_level" character varying(20) NOT NULL DEFAULT 'fullSync', "settings" jsonb NOT NULL, "tags" integer array NOT NULL DEFAULT '{}', CONSTRAINT "PK_569e0c3e863ebdf5f2408ee1670" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."app_indexer_map" ("id" SERIAL NOT NULL, "app_id" integer NOT NULL, "indexer_id" integer NOT NULL, "remote_indexer_id" integer NOT NULL, "remote_indexer_name" character varying(300), CONSTRAINT "PK_8297807f222d2d8a3bb1ee2bfdc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1abee6a2818090a0ce9c3d8406" ON "${schema}"."app_indexer_map"  ("app_id", "indexer_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_1abee6a2818090a0ce9c3d8406"`);
    await queryRunner.query(`DROP TABLE "${schema}"."app_indexer_map"`);
    await queryRunner.query(`DROP TABLE "${schema}"."application"`);
  }
}
