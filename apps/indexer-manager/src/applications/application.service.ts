import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ApiKeyHolder, CommandRegistry, NotFoundError, ValidationError, asObject, type ValidationFailure } from '@arrstack/core';
import { AppProfileService } from '../app-profiles/app-profile.service';
import { IndexerRepository } from '../indexers/indexer.repository';
import { applyTags, readIds } from '@arrstack/providers';
import { APPLICATION_DEFINITIONS, SYNC_LEVELS, validateApplication, type ApplicationImplementation, type ApplicationSettings, type SyncLevel } from './application-definitions';
import type { ApplicationEntity } from './application.entity';
import { ApplicationRepository } from './application.repository';
import { desiredRemoteIndexer, mergeRemote, pointsAt, tagsMatch } from './application-sync';
import { ArrClient, ArrClientError, type RemoteIndexer } from './arr-client';
import { SYNC_COMMAND, SyncTrigger } from './sync-trigger';
import { toApplicationResource, toApplicationSchema, type ApplicationResource } from './dto/application.resource';


export interface SyncReport {
  appId: number;
  added: number;
  updated: number;
  removed: number;
  errors: string[];
}

@Injectable()
export class ApplicationService implements OnModuleInit {
  private readonly logger = new Logger('ApplicationSync');
  private syncing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly apps: ApplicationRepository,
    private readonly indexers: IndexerRepository,
    private readonly profiles: AppProfileService,
    private readonly apiKey: ApiKeyHolder,
    private readonly commands: CommandRegistry,
    private readonly trigger: SyncTrigger,
  ) {}

  onModuleInit(): void {
    this.commands.register({
      name: SYNC_COMMAND,
      validate: (body) => {
        const id = body.applicationId;
        if (id !== undefined && id !== null && !(Number.isSafeInteger(id) && (id as number) > 0)) {
          throw ValidationError.single('ApplicationId', "'Application Id' must be an application id.", id);
        }
        return body;
      },
      handler: async ({ body }) => {
        const id = typeof body.applicationId === 'number' ? body.applicationId : undefined;
        const reports = await this.syncAll(id);
        const errors = reports.flatMap((r) => r.errors);
        if (errors.length > 0) throw new Error(errors.join('; '));
        return { message: `Synced ${reports.length} application(s)`, outcome: reports };
      },
    });
  }

  async list(): Promise<ApplicationResource[]> {
    return (await this.apps.findAll()).map(toApplicationResource);
  }

  async get(id: number): Promise<ApplicationResource> {
    return toApplicationResource(await this.find(id));
  }

  schema(): ApplicationResource[] {
    return Object.values(APPLICATION_DEFINITIONS).map(toApplicationSchema);
  }

  async create(body: unknown, forceSave: boolean): Promise<ApplicationResource> {
    const input = this.read(body);
    if (!forceSave) await this.liveTest(input.definition.implementation, input.settings);
    const row = await this.apps.insert(input.row);
    await this.trigger.changed(row.id);
    return toApplicationResource(row);
  }

  async update(id: number, body: unknown, forceSave: boolean): Promise<ApplicationResource> {
    const existing = await this.find(id);
    const input = this.read(body);
    if (input.row.implementation !== existing.implementation) {
      throw ValidationError.single('Implementation', 'The implementation of a saved application cannot change.', input.row.implementation);
    }
    if (!forceSave) await this.liveTest(input.definition.implementation, input.settings);
    await this.apps.update(id, input.row);
    await this.trigger.changed(id);
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.find(id);
    await this.apps.delete(id);
  }

  /** Tests every app that syncs (not disabled); `[{id, isValid, validationFailures}]`. */
  async testAll(): Promise<Array<{ id: number; isValid: boolean; validationFailures: ValidationFailure[] }>> {
    const apps = (await this.apps.findAll()).filter((app) => app.syncLevel !== 'disabled');
    return Promise.all(
      apps.map(async (app) => {
        try {
          await this.liveTest(app.implementation as ApplicationImplementation, app.settings as unknown as ApplicationSettings);
          return { id: app.id, isValid: true, validationFailures: [] };
        } catch (error) {
          if (error instanceof ValidationError) return { id: app.id, isValid: false, validationFailures: error.failures };
          throw error;
        }
      }),
    );
  }

  /** `PUT /applications/bulk`: sync level and tags for several apps at once. */
  async bulkUpdate(body: unknown): Promise<ApplicationResource[]> {
    const fields = asObject(body);
    const ids = readIds(fields?.ids);
    if (!fields || !ids) throw ValidationError.single('Ids', "'Ids' must be a non-empty array of application ids.", fields?.ids);
    const rows = await Promise.all(ids.map((id) => this.find(id)));
    const failures: ValidationFailure[] = [];
    let syncLevel: SyncLevel | undefined;
    if (fields.syncLevel !== undefined && fields.syncLevel !== null) {
      syncLevel = (Object.keys(SYNC_LEVELS) as SyncLevel[]).find((k) => typeof fields.syncLevel === 'string' && k.toLowerCase() === fields.syncLevel.toLowerCase());
      if (!syncLevel) failures.push({ propertyName: 'SyncLevel', errorMessage: "'Sync Level' must be disabled, addOnly or fullSync.", attemptedValue: fields.syncLevel, severity: 'error' });
    }
    let tags: number[] | undefined;
    if (fields.tags !== undefined && fields.tags !== null) {
      if (!Array.isArray(fields.tags) || !fields.tags.every((t) => Number.isSafeInteger(t) && (t as number) > 0)) {
        failures.push({ propertyName: 'Tags', errorMessage: "'Tags' must be an array of tag ids.", attemptedValue: fields.tags, severity: 'error' });
      } else tags = fields.tags as number[];
    }
    const mode = typeof fields.applyTags === 'string' ? fields.applyTags.toLowerCase() : 'add';
    if (mode !== 'add' && mode !== 'remove' && mode !== 'replace') {
      failures.push({ propertyName: 'ApplyTags', errorMessage: "'Apply Tags' must be add, remove or replace.", attemptedValue: fields.applyTags, severity: 'error' });
    }
    if (failures.length > 0) throw new ValidationError(failures);
    for (const row of rows) {
      await this.apps.update(row.id, {
        name: row.name,
        implementation: row.implementation,
        settings: row.settings,
        syncLevel: syncLevel ?? row.syncLevel,
        tags: tags ? applyTags(row.tags, tags, mode as 'add' | 'remove' | 'replace') : row.tags,
      });
    }
    await this.trigger.changed();
    return Promise.all(ids.map((id) => this.get(id)));
  }

  async bulkDelete(body: unknown): Promise<void> {
    const ids = readIds(asObject(body)?.ids);
    if (!ids) throw ValidationError.single('Ids', "'Ids' must be a non-empty array of application ids.", asObject(body)?.ids);
    await Promise.all(ids.map((id) => this.find(id)));
    for (const id of ids) await this.apps.delete(id);
  }

  async test(body: unknown): Promise<void> {
    const input = this.read(body);
    await this.liveTest(input.definition.implementation, input.settings);
  }

  /** Pushes indexers to every app (or one), by each app's sync level. Failures are reported per app. */
  syncAll(appId?: number): Promise<SyncReport[]> {
    // One sync at a time in this process, so a change-triggered sync and a manual one never both add an indexer.
    const run = this.syncing.catch(() => undefined).then(() => this.syncNow(appId));
    this.syncing = run;
    return run;
  }

  private async syncNow(appId?: number): Promise<SyncReport[]> {
    const apps = appId ? [await this.find(appId)] : await this.apps.findAll();
    const reports: SyncReport[] = [];
    for (const app of apps) {
      if (app.syncLevel === 'disabled') continue;
      reports.push(await this.syncApp(app));
    }
    return reports;
  }

  private async syncApp(app: ApplicationEntity): Promise<SyncReport> {
    const report: SyncReport = { appId: app.id, added: 0, updated: 0, removed: 0, errors: [] };
    const definition = APPLICATION_DEFINITIONS[app.implementation as ApplicationImplementation];
    const settings = app.settings as unknown as ApplicationSettings;
    const client = new ArrClient(settings.baseUrl, definition.apiPath, settings.apiKey);
    const key = this.apiKey.get() ?? '';
    const [indexers, mappings, profiles] = await Promise.all([this.indexers.findAll(), this.apps.findMappings(app.id), this.profiles.list()]);
    const profileById = new Map(profiles.map((p) => [p.id, p]));
    const fullSync = (app.syncLevel as SyncLevel) === 'fullSync';
    let remote: RemoteIndexer[] | undefined;
    const remoteList = async () => (remote ??= await client.listIndexers());

    for (const indexer of indexers) {
      const mapping = mappings.find((m) => m.indexerId === indexer.id);
      const desired = tagsMatch(app.tags, indexer.tags)
        ? desiredRemoteIndexer(indexer, profileById.get(indexer.appProfileId), definition, settings, key)
        : undefined;
      try {
        if (!desired) {
          if (mapping) {
            await client.deleteIndexer(mapping.remoteIndexerId);
            await this.apps.deleteMapping(mapping.id);
            report.removed += 1;
          }
          continue;
        }
        if (mapping) {
          if (!fullSync) continue;
          const existing = await client.getIndexer(mapping.remoteIndexerId);
          if (existing) {
            await client.updateIndexer(mapping.remoteIndexerId, mergeRemote(existing, desired));
            report.updated += 1;
            continue;
          }
        }
        const adopted = (await remoteList()).find((r) => r.id !== undefined && pointsAt(r, settings.prowlarrUrl, indexer.id));
        if (adopted?.id !== undefined) {
          if (fullSync) await client.updateIndexer(adopted.id, mergeRemote(adopted, desired));
          await this.apps.saveMapping(app.id, indexer.id, adopted.id, desired.name);
          report.updated += fullSync ? 1 : 0;
          continue;
        }
        const added = await client.addIndexer(desired);
        if (typeof added?.id !== 'number') throw new ArrClientError('http', 'the app did not return the new indexer id');
        await this.apps.saveMapping(app.id, indexer.id, added.id, desired.name);
        report.added += 1;
      } catch (error) {
        report.errors.push(`${app.name}: indexer ${indexer.name}: ${(error as Error).message}`);
      }
    }
    for (const mapping of mappings) {
      if (indexers.some((i) => i.id === mapping.indexerId)) continue;
      try {
        await client.deleteIndexer(mapping.remoteIndexerId);
        await this.apps.deleteMapping(mapping.id);
        report.removed += 1;
      } catch (error) {
        report.errors.push(`${app.name}: removing remote indexer ${mapping.remoteIndexerId}: ${(error as Error).message}`);
      }
    }
    if (report.errors.length > 0) this.logger.warn(report.errors.join('; '));
    return report;
  }

  private async liveTest(implementation: ApplicationImplementation, settings: ApplicationSettings): Promise<void> {
    const definition = APPLICATION_DEFINITIONS[implementation];
    const client = new ArrClient(settings.baseUrl, definition.apiPath, settings.apiKey, 15_000);
    const failure = (propertyName: string, errorMessage: string, detail?: string): ValidationFailure => ({
      propertyName,
      errorMessage,
      severity: 'error',
      isWarning: false,
      ...(detail ? { detailedDescription: detail } : {}),
    });
    try {
      await client.status();
      await client.listIndexers();
    } catch (error) {
      if (error instanceof ArrClientError && error.kind === 'auth') throw new ValidationError([failure('ApiKey', 'API Key is invalid', error.message)]);
      if (error instanceof ArrClientError && error.kind === 'unreachable') {
        throw new ValidationError([failure('BaseUrl', `Unable to complete application test, cannot connect to ${implementation}`, error.message)]);
      }
      throw new ValidationError([failure('', `Unable to complete application test: ${(error as Error).message}`)]);
    }
  }

  private async find(id: number): Promise<ApplicationEntity> {
    const row = await this.apps.findById(id);
    if (!row) throw new NotFoundError('Application', id);
    return row;
  }

  private read(body: unknown) {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'An application object is required', body);
    const { value, failures } = validateApplication(fields);
    if (!value) throw new ValidationError(failures);
    return {
      definition: value.definition,
      settings: value.settings,
      row: {
        name: value.name,
        implementation: value.definition.implementation,
        syncLevel: value.syncLevel,
        settings: value.settings as unknown as Record<string, unknown>,
        tags: value.tags,
      },
    };
  }
}
