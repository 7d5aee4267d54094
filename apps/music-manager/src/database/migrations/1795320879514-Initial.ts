import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795320879514 implements MigrationInterface {
  name = 'Initial1795320879514';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`CREATE TABLE "${schema}"."command" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "body" jsonb NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'queued', "result" character varying(20) NOT NULL DEFAULT 'unknown', "priority" character varying(10) NOT NULL DEFAULT 'normal', "trigger" character varying(20) NOT NULL DEFAULT 'manual', "message" text, "exception" text, "outcome" jsonb, "client_user_agent" character varying(500), "queued" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started" TIMESTAMP WITH TIME ZONE, "ended" TIMESTAMP WITH TIME ZONE, "state_change_time" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "heartbeat_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "worker" character varying(200), CONSTRAINT "PK_5bfa4e1cb54b62f512078f3e7cb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8fbb04e44e370b59da5478d68b" ON "${schema}"."command"  ("status", "heartbeat_at") `);
    await queryRunner.query(`CREATE TABLE "${schema}"."host_config" ("id" integer NOT NULL, "settings" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cd5b78aaafd545e67075a36a0f5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."ui_config" ("id" integer NOT NULL, "settings" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ebdf8355619941c480a909f7ff1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "${schema}"."naming_config" ("id" integer NOT NULL, "settings" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_be30a8db677ba944f2b23f9ecf4" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const schema = queryRunner.connection.driver.schema ?? 'public';
    await queryRunner.query(`DROP TABLE "${schema}"."naming_config"`);
    await queryRunner.query(`DROP TABLE "${schema}"."ui_config"`);
    await queryRunner.query(`DROP TABLE "${schema}"."host_config"`);
    await queryRunner.query(`DROP INDEX "${schema}"."IDX_8fbb04e44e370b59da5478d68b"`);
    await queryRunner.query(`DROP TABLE "${schema}"."command"`);
  }
}
