import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  APP_ENV,
  APP_INFO,
  ApiError,
  CommandRegistry,
  CommandService,
  DataReplacedHooks,
  NotFoundError,
  SystemInfo,
  ValidationError,
  migrationState,
  type AppEnv,
  type AppInfo,
} from '@arrstack/core';
import { HostConfigService } from '@arrstack/host-config';
import { backupFileName, backupTypeFolder, listBackups, pruneBackups, type BackupFileInfo } from '../archive/backup-files';
import type { BackupType } from '../archive/backup-manifest';
import { BackupValidationError } from '../archive/backup-validation.error';
import { openBackupArchive } from '../archive/open-backup-archive';
import { writeBackupArchive } from '../archive/write-backup-archive';
import { listAppTables, replaceSchemaFromBackup, tableRows } from './schema-data';

const SCHEDULE_CHECK_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupResource {
  id: number;
  name: string;
  path: string;
  type: BackupType;
  size: number;
  time: Date;
}

@Injectable()
export class BackupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backup');
  private timer: NodeJS.Timeout | null = null;
  private readonly bootTime = Date.now();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_INFO) private readonly info: AppInfo,
    @Inject(APP_ENV) private readonly env: AppEnv,
    private readonly hostConfig: HostConfigService,
    private readonly registry: CommandRegistry,
    private readonly commands: CommandService,
    private readonly system: SystemInfo,
    private readonly dataReplaced: DataReplacedHooks,
  ) {}

  onApplicationBootstrap(): void {
    this.registry.register({
      name: 'Backup',
      handler: async ({ command }) => {
        const type: BackupType = command.trigger === 'scheduled' ? 'scheduled' : 'manual';
        if (type === 'scheduled' && !(await this.scheduledBackupDue())) return 'A scheduled backup was already made';
        const file = await this.create(type);
        const pruned = type === 'scheduled' ? await pruneBackups(await this.folder(), 'scheduled', (await this.hostConfig.settings()).backupRetention) : [];
        return { message: `Backup ${path.basename(file)} created${pruned.length ? `, ${pruned.length} old backup(s) removed` : ''}`, outcome: { name: path.basename(file) } };
      },
    });
    this.timer = setInterval(() => void this.queueScheduledBackup().catch((e: Error) => this.logger.warn(e.message)), SCHEDULE_CHECK_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The backup folder from host config; a relative one lives under the service's data folder. */
  async folder(): Promise<string> {
    const configured = (await this.hostConfig.settings()).backupFolder;
    return path.resolve(this.env.dataDir, configured);
  }

  private async scheduledBackupDue(): Promise<boolean> {
    const settings = await this.hostConfig.settings();
    const latest = (await listBackups(await this.folder())).find((b) => b.type === 'scheduled');
    const since = latest ? latest.time.getTime() : this.bootTime;
    return Date.now() - since >= settings.backupInterval * DAY_MS;
  }

  private async queueScheduledBackup(): Promise<void> {
    if (await this.scheduledBackupDue()) await this.commands.enqueue('Backup', {}, { trigger: 'scheduled' });
  }

  /** Writes the whole schema, as of one snapshot, to a new archive; returns its path. */
  async create(type: BackupType): Promise<string> {
    const schema = this.env.dbSchema;
    const state = await migrationState(this.dataSource);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const tables = await listAppTables(runner, schema);
      const file = path.join(backupTypeFolder(await this.folder(), type), backupFileName(this.info.name, this.info.version, new Date()));
      await writeBackupArchive(
        file,
        {
          app: this.info.name,
          appVersion: this.info.version,
          schema,
          migrationVersion: state.name ?? '',
          migrationTimestamp: state.timestamp,
          type,
        },
        tables.map((name) => ({ name, rows: tableRows(runner, schema, name) })),
      );
      await runner.query('COMMIT');
      return file;
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  async list(): Promise<BackupResource[]> {
    return (await listBackups(await this.folder())).map(toResource);
  }

  async find(id: number): Promise<BackupFileInfo> {
    const backup = (await listBackups(await this.folder())).find((b) => b.id === id);
    if (!backup) throw new NotFoundError('Backup', id);
    return backup;
  }

  async delete(id: number): Promise<void> {
    const backup = await this.find(id);
    await fs.promises.unlink(backup.filePath);
  }

  async restoreById(id: number): Promise<void> {
    await this.restoreFile((await this.find(id)).filePath);
  }

  /**
   * Validates the whole archive first (format, app, version, checksums, paths, size), then replaces
   * the data in one transaction. The API key in use is kept so clients stay connected.
   */
  async restoreFile(file: string): Promise<void> {
    const state = await migrationState(this.dataSource);
    let opened;
    try {
      opened = await openBackupArchive(file, { expectedApp: this.info.name, maxBytes: this.env.backupMaxBytes, currentMigrationTimestamp: state.timestamp });
    } catch (error) {
      if (error instanceof BackupValidationError) throw ValidationError.single('File', error.message, path.basename(file));
      throw error;
    }
    try {
      const known = this.dataSource.migrations.some((m) => (m.name ?? '').endsWith(String(opened.manifest.migrationTimestamp)));
      if (!known && opened.manifest.migrationTimestamp !== 0) {
        throw ValidationError.single('File', `The backup's database version ${opened.manifest.migrationVersion} is unknown to this version`, path.basename(file));
      }
      const apiKey = (await this.hostConfig.settings()).apiKey;
      await replaceSchemaFromBackup(this.dataSource, this.env.dbSchema, opened, async (runner) => {
        await runner.query(`UPDATE "${this.env.dbSchema}"."host_config" SET settings = jsonb_set(settings, '{apiKey}', to_jsonb($1::text)) WHERE id = 1`, [apiKey]);
      });
    } finally {
      opened.close();
    }
    this.system.migrationCount = null;
    await this.dataReplaced.run();
  }

  /** Stores an upload in the backup folder's upload area, refusing a wrong extension or size. */
  get maxBytes(): number {
    return this.env.backupMaxBytes;
  }

  async receiveUpload(fileName: string, stream: NodeJS.ReadableStream & { truncated?: boolean }): Promise<string> {
    if (path.extname(fileName).toLowerCase() !== '.zip') {
      throw new ApiError(415, `Invalid extension, must be .zip (got '${path.extname(fileName) || fileName}')`);
    }
    const uploads = path.join(await this.folder(), '.uploads');
    await fs.promises.mkdir(uploads, { recursive: true });
    const target = path.join(uploads, `${Date.now()}-${process.pid}.zip`);
    const { pipeline } = await import('node:stream/promises');
    await pipeline(stream, fs.createWriteStream(target));
    if (stream.truncated) {
      await fs.promises.unlink(target).catch(() => undefined);
      throw ValidationError.single('File', `The backup is larger than ${this.env.backupMaxBytes} bytes`, fileName);
    }
    return target;
  }
}

export function toResource(backup: BackupFileInfo): BackupResource {
  return { id: backup.id, name: backup.name, path: backup.path, type: backup.type, size: backup.size, time: backup.time };
}
