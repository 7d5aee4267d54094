import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Downloads1795329404314 implements MigrationInterface {
  name = 'Downloads1795329404314';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."blocklist" ("id" SERIAL NOT NULL, "series_id" integer NOT NULL, "episode_ids" integer array NOT NULL DEFAULT '{}', "source_title" text NOT NULL, "quality" jsonb NOT NULL, "languages" jsonb NOT NULL DEFAULT '[]', "date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "published_date" TIMESTAMP WITH TIME ZONE, "size" bigint, "protocol" character varying(20) NOT NULL, "indexer" character varying(200), "indexer_id" integer, "guid" text, "torrent_info_hash" character varying(64), "message" text, CONSTRAINT "PK_c3a1a2ea2ffda610496ce852572" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_1681afcb82196603d6634d8da8" ON "${schema}"."blocklist"  ("series_id") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."download_client" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "implementation" character varying(50) NOT NULL, "protocol" character varying(20) NOT NULL, "settings" jsonb NOT NULL, "enable" boolean NOT NULL DEFAULT true, "priority" integer NOT NULL DEFAULT '1', "remove_completed_downloads" boolean NOT NULL DEFAULT true, "remove_failed_downloads" boolean NOT NULL DEFAULT true, "tags" integer array NOT NULL DEFAULT '{}', CONSTRAINT "UQ_ab147b6146101d06bb49dc12f63" UNIQUE ("name"), CONSTRAINT "PK_da7c8a8271aab1f59a3f824c80b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."history" ("id" SERIAL NOT NULL, "series_id" integer NOT NULL, "episode_id" integer NOT NULL, "source_title" text NOT NULL, "quality" jsonb NOT NULL, "languages" jsonb NOT NULL DEFAULT '[]', "custom_format_score" integer NOT NULL DEFAULT '0', "date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "download_id" character varying(200), "event_type" character varying(40) NOT NULL, "data" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_9384942edf4804b38ca0ee51416" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_acc0a54f9ae3ac15fa43f4ef47" ON "${schema}"."history"  ("date") `);
    await queryRunner.query(`CREATE INDEX "IDX_1a360a6687f62ff46b5208d6a5" ON "${schema}"."history"  ("download_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d9931e6093fb2dbd56ef642779" ON "${schema}"."history"  ("episode_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_588cf9d4fd4dd73629439f0d8c" ON "${schema}"."history"  ("series_id", "date") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."tracked_download" ("id" SERIAL NOT NULL, "download_client_id" integer NOT NULL, "download_client" character varying(200) NOT NULL, "download_id" character varying(200) NOT NULL, "series_id" integer NOT NULL, "episode_ids" integer array NOT NULL DEFAULT '{}', "title" text NOT NULL, "quality" jsonb NOT NULL, "languages" jsonb NOT NULL DEFAULT '[]', "custom_format_score" integer NOT NULL DEFAULT '0', "protocol" character varying(20) NOT NULL, "indexer" character varying(200), "indexer_id" integer, "guid" text, "published_date" TIMESTAMP WITH TIME ZONE, "size" bigint NOT NULL DEFAULT '0', "sizeleft" bigint NOT NULL DEFAULT '0', "added" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "estimated_completion_time" TIMESTAMP WITH TIME ZONE, "status" character varying(30) NOT NULL DEFAULT 'queued', "state" character varying(20) NOT NULL DEFAULT 'downloading', "tracked_status" character varying(10) NOT NULL DEFAULT 'ok', "status_messages" jsonb NOT NULL DEFAULT '[]', "error_message" text, "output_path" text, CONSTRAINT "PK_cea5deb08973f08a07aad12d8ef" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e73056f1463f7643085c568b62" ON "${schema}"."tracked_download"  ("state") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_db0fcc9d67171ce3991e6e0bb9" ON "${schema}"."tracked_download"  ("download_client_id", "download_id") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."queue_item" ("id" SERIAL NOT NULL, "tracked_download_id" integer NOT NULL, "episode_id" integer NOT NULL, CONSTRAINT "PK_88353f29fe28c36483468cd2191" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_84aee12504e397e82c3417908b" ON "${schema}"."queue_item"  ("tracked_download_id", "episode_id") `);
    await queryRunner.query(`ALTER TABLE "${schema}"."blocklist" ADD CONSTRAINT "FK_1681afcb82196603d6634d8da82" FOREIGN KEY ("series_id") REFERENCES "${schema}"."series"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "${schema}"."history" ADD CONSTRAINT "FK_fc9a53015b336dd8b45cb230c21" FOREIGN KEY ("series_id") REFERENCES "${schema}"."series"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "${schema}"."tracked_download" ADD CONSTRAINT "FK_19ed674d74dae0bfa6340f7238f" FOREIGN KEY ("series_id") REFERENCES "${schema}"."series"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "${schema}"."queue_item" ADD CONSTRAINT "FK_4f95aa3ac390183fb14390b4f31" FOREIGN KEY ("tracked_download_id") REFERENCES "${schema}"."tracked_download"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`ALTER TABLE "${schema}"."queue_item" DROP CONSTRAINT "FK_4f95aa3ac390183fb14390b4f31"`);
    await queryRunner.query(`ALTER TABLE "${schema}"."tracked_download" DROP CONSTRAINT "FK_19ed674d74dae0bfa6340f7238f"`);
    await queryRunner.query(`ALTER TABLE "${schema}"."history" DROP CONSTRAINT "FK_fc9a53015b336dd8b45cb230c21"`);
    await queryRunner.query(`ALTER TABLE "${schema}"."blocklist" DROP CONSTRAINT "FK_1681afcb82196603d6634d8da82"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_84aee12504e397e82c3417908b"`);
    await queryRunner.query(`DROP TABLE "${schema}"."queue_item"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_db0fcc9d67171ce3991e6e0bb9"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_e73056f1463f7643085c568b62"`);
    await queryRunner.query(`DROP TABLE "${schema}"."tracked_download"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_588cf9d4fd4dd73629439f0d8c"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_d9931e6093fb2dbd56ef642779"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_1a360a6687f62ff46b5208d6a5"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_acc0a54f9ae3ac15fa43f4ef47"`);
    await queryRunner.query(`DROP TABLE "${schema}"."history"`);
    await queryRunner.query(`DROP TABLE "${schema}"."download_client"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_1681afcb82196603d6634d8da8"`);
    await queryRunner.query(`DROP TABLE "${schema}"."blocklist"`);
  }
}
