import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Profiles1795328940886 implements MigrationInterface {
  name = 'Profiles1795328940886';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."custom_format" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "include_custom_format_when_renaming" boolean NOT NULL DEFAULT false, "specifications" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "UQ_29138163cc65b736ccf99e1129f" UNIQUE ("name"), CONSTRAINT "PK_d3f22fce20f8b5b8571aedcfc31" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."delay_profile" ("id" SERIAL NOT NULL, "enable_usenet" boolean NOT NULL DEFAULT true, "enable_torrent" boolean NOT NULL DEFAULT true, "preferred_protocol" character varying(10) NOT NULL DEFAULT 'usenet', "usenet_delay" integer NOT NULL DEFAULT '0', "torrent_delay" integer NOT NULL DEFAULT '0', "bypass_if_highest_quality" boolean NOT NULL DEFAULT false, "bypass_if_above_custom_format_score" boolean NOT NULL DEFAULT false, "minimum_custom_format_score" integer NOT NULL DEFAULT '0', "order" integer NOT NULL, "tags" integer array NOT NULL DEFAULT '{}', CONSTRAINT "PK_6ecc6f44712b0d4ead8d8987111" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."language_profile" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "upgrade_allowed" boolean NOT NULL DEFAULT false, "cutoff" integer NOT NULL, "languages" jsonb NOT NULL, CONSTRAINT "UQ_e42c8a89540627009e6b52b964f" UNIQUE ("name"), CONSTRAINT "PK_913920a780c2b580e99c1134125" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "${schema}"."series" ADD "language_profile_id" integer NOT NULL DEFAULT '1'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`ALTER TABLE "${schema}"."series" DROP COLUMN "language_profile_id"`);
    await queryRunner.query(`DROP TABLE "${schema}"."language_profile"`);
    await queryRunner.query(`DROP TABLE "${schema}"."delay_profile"`);
    await queryRunner.query(`DROP TABLE "${schema}"."custom_format"`);
  }
}
