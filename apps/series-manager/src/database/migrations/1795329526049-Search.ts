import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Search1795329526049 implements MigrationInterface {
  name = 'Search1795329526049';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."indexer_config" ("id" integer NOT NULL, "settings" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_edf1290456bbe868f12be183c50" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."cached_release" ("id" SERIAL NOT NULL, "guid" text NOT NULL, "indexer_id" integer NOT NULL, "series_id" integer NOT NULL, "payload" jsonb NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_81c1ff8cb5036088d53ae64736f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ff9bdd3f80b99937e9d4134b40" ON "${schema}"."cached_release"  ("expires_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b6297df3d14df85f05c2d56095" ON "${schema}"."cached_release"  ("guid", "indexer_id") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."pending_release" ("id" SERIAL NOT NULL, "series_id" integer NOT NULL, "episode_ids" integer array NOT NULL, "guid" text NOT NULL, "indexer_id" integer NOT NULL, "title" text NOT NULL, "reason" character varying(40) NOT NULL, "release" jsonb NOT NULL, "added" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5705d24361ffe20d55998bce340" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_41e255e2ee757232f053ef290e" ON "${schema}"."pending_release"  ("series_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_97ceb0f0016518288b0b39711b" ON "${schema}"."pending_release"  ("guid", "indexer_id") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."scheduled_task" ("name" character varying(100) NOT NULL, "last_run" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d83e0fe52ade6e88fb3558b4a57" PRIMARY KEY ("name"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`DROP TABLE "${schema}"."scheduled_task"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_97ceb0f0016518288b0b39711b"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_41e255e2ee757232f053ef290e"`);
    await queryRunner.query(`DROP TABLE "${schema}"."pending_release"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_b6297df3d14df85f05c2d56095"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_ff9bdd3f80b99937e9d4134b40"`);
    await queryRunner.query(`DROP TABLE "${schema}"."cached_release"`);
    await queryRunner.query(`DROP TABLE "${schema}"."indexer_config"`);
  }
}
