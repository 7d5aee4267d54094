import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import PgBoss from 'pg-boss';
import { DataSource, In } from 'typeorm';
import { APP_ENV } from '../bootstrap/app-info';
import type { AppEnv } from '../config/env';
import { NotFoundError, ValidationError } from '../http/errors';
import { CommandRegistry, type CommandOutcome } from './command-registry';
import { CommandEntity, type CommandTrigger } from './command.entity';

const QUEUE = 'command';
const WORKERS = 2;
const HEARTBEAT_MS = 10_000;
/** A started command whose heartbeat is older than this lost its worker and is queued again. */
const STALE_AFTER_SECONDS = 60;
const SWEEP_MS = 30_000;
const SHUTDOWN_WAIT_MS = 20_000;
const HISTORY_LIMIT = 200;

interface CommandJob {
  commandId: number;
}

/**
 * Commands as jobs in a PostgreSQL queue (pg-boss in the app's own `<schema>_pgboss` schema), so
 * replicas share the work. A command is claimed with a conditional UPDATE, so it runs once even if
 * its job is delivered twice; a worker that dies stops its heartbeat and the sweeper re-queues it.
 */
@Injectable()
export class CommandService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Commands');
  private readonly instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private boss: PgBoss | null = null;
  private workerIds: string[] = [];
  private sweeper: NodeJS.Timeout | null = null;
  private readonly running = new Map<number, AbortController>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_ENV) private readonly env: AppEnv,
    private readonly registry: CommandRegistry,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(CommandEntity);
  }

  async onApplicationBootstrap(): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.env.databaseUrl,
      schema: `${this.env.dbSchema}_pgboss`,
      application_name: `${this.env.dbSchema}-commands`,
      max: 4,
    });
    boss.on('error', (error: Error) => this.logger.error(`job queue: ${error.message}`));
    await boss.start();
    await this.createQueueOnce(boss);
    this.boss = boss;
    for (let i = 0; i < WORKERS; i++) {
      this.workerIds.push(
        await boss.work<CommandJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          await this.execute(job.data.commandId);
        }),
      );
    }
    await this.requeueStale();
    this.sweeper = setInterval(() => void this.requeueStale().catch(() => undefined), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Replicas starting together would deadlock creating the queue's partition; one at a time, under a lock. */
  private async createQueueOnce(boss: PgBoss): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const key = `arrstack-queue:${this.env.dbSchema}`;
    try {
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      if (!(await boss.getQueue(QUEUE))) await boss.createQueue(QUEUE);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
      await runner.release();
    }
  }

  /** On SIGTERM: take no new jobs, let running commands finish for a while, leave the rest for others. */
  async onApplicationShutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    const boss = this.boss;
    this.boss = null;
    if (!boss) return;
    await Promise.all(this.workerIds.map((id) => boss.offWork({ id }).catch(() => undefined)));
    const deadline = Date.now() + SHUTDOWN_WAIT_MS;
    while (this.running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const controller of this.running.values()) controller.abort();
    await boss.stop({ graceful: false, wait: true, close: true, timeout: 2000 }).catch(() => undefined);
  }

  /** Validates the name and body, stores the command and queues its job. */
  async enqueue(
    name: unknown,
    body: Record<string, unknown>,
    options: { trigger?: CommandTrigger; clientUserAgent?: string | null } = {},
  ): Promise<CommandEntity> {
    if (typeof name !== 'string' || name.trim() === '') {
      throw ValidationError.single('Name', "'Name' must not be empty.", name);
    }
    const definition = this.registry.find(name);
    if (!definition) {
      throw ValidationError.single('Name', `Unknown command '${name}'. Known commands: ${this.registry.names().join(', ')}`, name);
    }
    const normalised = definition.validate?.(body) ?? body;
    const { name: _ignored, ...fields } = normalised;
    const saved = await this.repository.save(
      this.repository.create({
        name: definition.name,
        body: { ...fields, name: definition.name },
        trigger: options.trigger ?? 'manual',
        clientUserAgent: options.clientUserAgent?.slice(0, 500) ?? null,
      }),
    );
    await this.send(saved.id);
    return this.get(saved.id);
  }

  private async send(commandId: number): Promise<void> {
    if (!this.boss) throw new Error('the command queue is not running');
    await this.boss.send(QUEUE, { commandId }, { retryLimit: 0, expireInHours: 23 });
    // Wake a local worker at once instead of waiting for its next poll.
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  async get(id: number): Promise<CommandEntity> {
    const command = await this.repository.findOneBy({ id });
    if (!command) throw new NotFoundError('Command', id);
    return command;
  }

  /** Unfinished commands first, then the most recent history. */
  async list(): Promise<CommandEntity[]> {
    return this.repository
      .createQueryBuilder('c')
      .orderBy(`CASE c.status WHEN 'started' THEN 0 WHEN 'queued' THEN 1 ELSE 2 END`, 'ASC')
      .addOrderBy(`CASE c.priority WHEN 'high' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END`, 'ASC')
      .addOrderBy('c.id', 'DESC')
      .limit(HISTORY_LIMIT)
      .getMany();
  }

  /** Cancels a queued command; one already running or finished cannot be cancelled. */
  async cancel(id: number): Promise<void> {
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set({ status: 'cancelled', ended: () => 'now()', stateChangeTime: () => 'now()' })
      .where('id = :id AND status = :status', { id, status: 'queued' })
      .execute();
    if (result.affected === 0) {
      const command = await this.get(id);
      throw ValidationError.single('Status', `Command ${id} is ${command.status} and can no longer be cancelled`, command.status);
    }
  }

  /** Waits until every listed command has finished (used by tests and by callers that need the result). */
  async waitFor(ids: number[], timeoutMs = 30_000): Promise<CommandEntity[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const commands = await this.repository.findBy({ id: In(ids) });
      if (commands.every((c) => !['queued', 'started'].includes(c.status))) return commands;
      if (Date.now() > deadline) throw new Error(`commands ${ids.join(', ')} did not finish in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Takes a queued command for this worker; null when another worker has it or it was cancelled. */
  private async claim(commandId: number): Promise<CommandEntity | null> {
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set({
        status: 'started',
        started: () => 'now()',
        heartbeatAt: () => 'now()',
        stateChangeTime: () => 'now()',
        attempts: () => 'attempts + 1',
        worker: this.instance,
      })
      .where('id = :id AND status = :status', { id: commandId, status: 'queued' })
      .execute();
    return result.affected ? this.repository.findOneBy({ id: commandId }) : null;
  }

  private async execute(commandId: number): Promise<void> {
    const command = await this.claim(commandId);
    if (!command) return;
    const definition = this.registry.find(command.name);
    const controller = new AbortController();
    this.running.set(command.id, controller);
    const heartbeat = setInterval(() => {
      void this.repository.update({ id: command.id, status: 'started' }, { heartbeatAt: () => 'now()' }).catch(() => undefined);
    }, HEARTBEAT_MS);
    try {
      if (!definition) throw new Error(`No handler for command ${command.name}`);
      const outcome: CommandOutcome = await definition.handler({
        command,
        body: command.body,
        signal: controller.signal,
        progress: async (message) => {
          await this.repository.update({ id: command.id }, { message });
        },
      });
      const message = typeof outcome === 'string' ? outcome : (outcome?.message ?? 'Completed');
      const result = typeof outcome === 'object' && outcome !== null ? (outcome.outcome ?? null) : null;
      await this.finish(command.id, { status: 'completed', result: 'successful', message, outcome: result });
    } catch (error) {
      if (controller.signal.aborted) {
        // Shutting down: hand the command back so another replica or the next start resumes it.
        await this.repository.update({ id: command.id }, { status: 'queued', heartbeatAt: null, started: null });
        return;
      }
      const err = error instanceof Error ? error : new Error(String(error));
      this.logger.warn(`command ${command.name} (${command.id}) failed: ${err.message}`);
      await this.finish(command.id, { status: 'failed', result: 'unsuccessful', message: err.message, exception: err.stack ?? err.message });
    } finally {
      clearInterval(heartbeat);
      this.running.delete(command.id);
    }
  }

  private async finish(id: number, fields: Partial<Pick<CommandEntity, 'status' | 'result' | 'message' | 'exception' | 'outcome'>>): Promise<void> {
    await this.repository.update(
      { id },
      { ...fields, outcome: fields.outcome as never, ended: () => 'now()', stateChangeTime: () => 'now()', heartbeatAt: null },
    );
  }

  /** Commands whose worker stopped sending heartbeats (a crash) go back to the queue. */
  private async requeueStale(): Promise<void> {
    if (!this.boss) return;
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `UPDATE "${this.env.dbSchema}"."command" SET status = 'queued', heartbeat_at = NULL, started = NULL
       WHERE status = 'started' AND heartbeat_at < now() - interval '${STALE_AFTER_SECONDS} seconds' RETURNING id`,
    );
    const stale = Array.isArray(rows[0]) ? (rows[0] as Array<{ id: number }>) : rows;
    for (const row of stale) await this.send(row.id);
  }
}
