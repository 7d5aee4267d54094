import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Library1795322162492 implements MigrationInterface {
  name = 'Library1795322162492';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."series" ("id" SERIAL NOT NULL, "tvdb_id" integer NOT NULL DEFAULT '0', "tv_rage_id" integer NOT NULL DEFAULT '0', "tv_maze_id" integer NOT NULL DEFAULT '0', "tmdb_id" integer NOT NULL DEFAULT '0', "imdb_id" character varying(20), "title" text NOT NULL, "sort_title" text NOT NULL, "clean_title" text NOT NULL, "title_slug" text NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'continuing', "overview" text, "network" text, "air_time" character varying(10), "year" integer NOT NULL DEFAULT '0', "path" text NOT NULL, "quality_profile_id" integer NOT NULL, "season_folder" boolean NOT NULL DEFAULT true, "monitored" boolean NOT NULL DEFAULT true, "monitor_new_items" character varying(10) NOT NULL DEFAULT 'all', "use_scene_numbering" boolean NOT NULL DEFAULT false, "runtime" integer NOT NULL DEFAULT '0', "first_aired" TIMESTAMP WITH TIME ZONE, "last_aired" TIMESTAMP WITH TIME ZONE, "series_type" character varying(10) NOT NULL DEFAULT 'standard', "certification" character varying(20), "genres" jsonb NOT NULL DEFAULT '[]', "tags" integer array NOT NULL DEFAULT '{}', "seasons" jsonb NOT NULL DEFAULT '[]', "alternate_titles" jsonb NOT NULL DEFAULT '[]', "original_language" jsonb, "added" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b96f8a133965bd1a4ff48da0814" UNIQUE ("title_slug"), CONSTRAINT "UQ_aab7d4e8de086ae07844541071c" UNIQUE ("path"), CONSTRAINT "PK_e725676647382eb54540d7128ba" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fd4520f9998478110302e21a15" ON "${schema}"."series"  ("tvdb_id") WHERE tvdb_id > 0`);
    await queryRunner.query(`CREATE TABLE "${schema}"."episode_file" ("id" SERIAL NOT NULL, "series_id" integer NOT NULL, "season_number" integer NOT NULL, "relative_path" text NOT NULL, "size" bigint NOT NULL DEFAULT '0', "date_added" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "scene_name" text, "release_group" character varying(200), "quality" jsonb NOT NULL, "languages" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_16c0a3b81e65a88196b31bc7d33" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ffe3c4a1517ceebd65a1c5f7fe" ON "${schema}"."episode_file"  ("series_id", "relative_path") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."episode" ("id" SERIAL NOT NULL, "series_id" integer NOT NULL, "tvdb_id" integer NOT NULL DEFAULT '0', "episode_file_id" integer, "season_number" integer NOT NULL, "episode_number" integer NOT NULL, "absolute_episode_number" integer, "title" text NOT NULL DEFAULT 'TBA', "air_date" character varying(10), "air_date_utc" TIMESTAMP WITH TIME ZONE, "runtime" integer NOT NULL DEFAULT '0', "overview" text, "monitored" boolean NOT NULL DEFAULT true, "last_search_time" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7258b95d6d2bf7f621845a0e143" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f2b7281dcf760f09ea900b1b94" ON "${schema}"."episode"  ("episode_file_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7e770623da586a7496489ff8ef" ON "${schema}"."episode"  ("series_id", "season_number", "episode_number") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."quality_definition" ("id" SERIAL NOT NULL, "quality_id" integer NOT NULL, "title" character varying(100) NOT NULL, "weight" integer NOT NULL, "min_size" double precision NOT NULL DEFAULT '0', "max_size" double precision, "preferred_size" double precision, CONSTRAINT "UQ_fe5df68b0b29faf4ebad0ec8cf4" UNIQUE ("quality_id"), CONSTRAINT "PK_c563fc8f70d7cda9fbc07c2719a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."quality_profile" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "upgrade_allowed" boolean NOT NULL DEFAULT false, "cutoff" integer NOT NULL, "items" jsonb NOT NULL, "min_format_score" integer NOT NULL DEFAULT '0', "cutoff_format_score" integer NOT NULL DEFAULT '0', "min_upgrade_format_score" integer NOT NULL DEFAULT '1', "format_items" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "UQ_e6611944a016bee5753be80909b" UNIQUE ("name"), CONSTRAINT "PK_9065dd952b8f1548d65319da2f4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."root_folder" ("id" SERIAL NOT NULL, "path" text NOT NULL, CONSTRAINT "UQ_327f82b569530f1a157be13f7a6" UNIQUE ("path"), CONSTRAINT "PK_437aca53047731a1b3d3ceefb08" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."tag" ("id" SERIAL NOT NULL, "label" character varying(200) NOT NULL, CONSTRAINT "UQ_647c189a51deb35bc452751bc4a" UNIQUE ("label"), CONSTRAINT "PK_8e4052373c579afc1471f526760" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "${schema}"."episode_file" ADD CONSTRAINT "FK_c926a992244fe166198ab6e275f" FOREIGN KEY ("series_id") REFERENCES "${schema}"."series"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "${schema}"."episode" ADD CONSTRAINT "FK_f20e08420f85a1e8c5a9ce349f0" FOREIGN KEY ("series_id") REFERENCES "${schema}"."series"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "${schema}"."episode" ADD CONSTRAINT "FK_f2b7281dcf760f09ea900b1b94f" FOREIGN KEY ("episode_file_id") REFERENCES "${schema}"."episode_file"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`ALTER TABLE "${schema}"."episode" DROP CONSTRAINT "FK_f2b7281dcf760f09ea900b1b94f"`);
    await queryRunner.query(`ALTER TABLE "${schema}"."episode" DROP CONSTRAINT "FK_f20e08420f85a1e8c5a9ce349f0"`);
    await queryRunner.query(`ALTER TABLE "${schema}"."episode_file" DROP CONSTRAINT "FK_c926a992244fe166198ab6e275f"`);
    await queryRunner.query(`DROP TABLE "${schema}"."tag"`);
    await queryRunner.query(`DROP TABLE "${schema}"."root_folder"`);
    await queryRunner.query(`DROP TABLE "${schema}"."quality_profile"`);
    await queryRunner.query(`DROP TABLE "${schema}"."quality_definition"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_7e770623da586a7496489ff8ef"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_f2b7281dcf760f09ea900b1b94"`);
    await queryRunner.query(`DROP TABLE "${schema}"."episode"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_ffe3c4a1517ceebd65a1c5f7fe"`);
    await queryRunner.query(`DROP TABLE "${schema}"."episode_file"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_fd4520f9998478110302e21a15"`);
    await queryRunner.query(`DROP TABLE "${schema}"."series"`);
  }
}
