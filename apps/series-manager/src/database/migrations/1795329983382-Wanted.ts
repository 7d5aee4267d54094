import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Wanted1795329983382 implements MigrationInterface {
  name = 'Wanted1795329983382';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE INDEX "IDX_episode_file_statistics" ON "${schema}"."episode_file"  ("series_id", "season_number", "release_group", "size") `);
    await queryRunner.query(`CREATE INDEX "IDX_episode_missing_air_date" ON "${schema}"."episode"  ("air_date_utc", "id") WHERE episode_file_id IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_episode_missing_air_date"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_episode_file_statistics"`);
  }
}
