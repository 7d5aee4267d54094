import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Import1795329172299 implements MigrationInterface {
  name = 'Import1795329172299';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."media_management_config" ("id" integer NOT NULL, "settings" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eeaf69d52a643092371b1f97292" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`DROP TABLE "${schema}"."media_management_config"`);
  }
}
