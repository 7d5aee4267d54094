import { Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError, asObject, type ValidationFailure } from '@arrstack/core';
import { NEWZNAB_CATEGORIES } from '@arrstack/newznab';
import { AppProfileService } from '../app-profiles/app-profile.service';
import { SyncTrigger } from '../applications/sync-trigger';
import { HistoryService } from '../history/history.service';
import { INDEXER_DEFINITIONS } from './indexer-definitions';
import { IndexerRepository, type IndexerRow } from './indexer.repository';
import type { IndexerEntity } from './indexer.entity';
import { applyTags, readIds } from '@arrstack/providers';
import { validateBulkEdit, validateIndexer, type IndexerInput } from './indexer.rules';
import { IndexerStatusService } from './indexer-status.service';
import { IndexerTester, type TestOutcome } from './indexer-tester';
import {
  toCategoryResource,
  toIndexerResource,
  toSchemaResource,
  toStatusResource,
  type IndexerCategoryResource,
  type IndexerResource,
  type IndexerStatusResource,
} from './dto/indexer.resource';

export interface TestAllResult {
  id: number;
  isValid: boolean;
  validationFailures: ValidationFailure[];
}

@Injectable()
export class IndexerService {
  constructor(
    private readonly indexers: IndexerRepository,
    private readonly statuses: IndexerStatusService,
    private readonly tester: IndexerTester,
    private readonly profiles: AppProfileService,
    private readonly history: HistoryService,
    private readonly sync: SyncTrigger,
  ) {}

  async list(): Promise<IndexerResource[]> {
    const [rows, statuses] = await Promise.all([this.indexers.findAll(), this.statuses.blocked()]);
    const byIndexer = new Map(statuses.map((s) => [s.indexerId, s]));
    return rows.map((row) => toIndexerResource(row, byIndexer.get(row.id)));
  }

  async get(id: number): Promise<IndexerResource> {
    const row = await this.find(id);
    return toIndexerResource(row, await this.statuses.isBlocked(id));
  }

  async find(id: number): Promise<IndexerEntity> {
    const row = await this.indexers.findById(id);
    if (!row) throw new NotFoundError('Indexer', id);
    return row;
  }

  async schema(): Promise<IndexerResource[]> {
    const profileId = (await this.profiles.list())[0]?.id ?? 1;
    return Object.values(INDEXER_DEFINITIONS).map((definition) => toSchemaResource(definition, profileId));
  }

  categories(): IndexerCategoryResource[] {
    return NEWZNAB_CATEGORIES.map(toCategoryResource);
  }

  async statusList(): Promise<IndexerStatusResource[]> {
    return (await this.statuses.blocked()).map(toStatusResource);
  }

  async create(body: unknown, forceSave: boolean): Promise<IndexerResource> {
    const input = await this.read(body);
    let outcome: TestOutcome | undefined;
    if (input.enable && !forceSave) outcome = await this.liveTest(input);
    const row = await this.indexers.insert(toRow(input));
    if (outcome?.capabilities) await this.indexers.saveCapabilities(row.id, outcome.capabilities);
    await this.sync.changed();
    return this.get(row.id);
  }

  async update(id: number, body: unknown, forceSave: boolean): Promise<IndexerResource> {
    const existing = await this.find(id);
    const input = await this.read(body, id);
    if (input.definition.implementation !== existing.implementation) {
      throw ValidationError.single('Implementation', 'The implementation of a saved indexer cannot change.', input.definition.implementation);
    }
    let outcome: TestOutcome | undefined;
    if (input.enable && !forceSave) outcome = await this.liveTest(input, id);
    await this.indexers.update(id, toRow(input));
    if (outcome?.capabilities) await this.indexers.saveCapabilities(id, outcome.capabilities);
    await this.sync.changed();
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.find(id);
    await this.history.deleteForIndexers([id]);
    await this.indexers.delete([id]);
    await this.sync.changed();
  }

  async bulkUpdate(body: unknown): Promise<IndexerResource[]> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A bulk edit object is required', body);
    const { value, failures } = validateBulkEdit(fields);
    if (!value) throw new ValidationError(failures);
    const rows = await this.requireAll(value.ids);
    if (value.appProfileId !== undefined && !(await this.profiles.exists(value.appProfileId))) {
      throw ValidationError.single('AppProfileId', 'App Profile does not exist', value.appProfileId);
    }
    for (const row of rows) {
      const torrentOnly = Object.fromEntries(
        Object.entries(value.settings).filter(([key]) => row.implementation === 'Torznab' || !key.startsWith('torrentBaseSettings.')),
      );
      await this.indexers.update(row.id, {
        ...(value.enable !== undefined ? { enable: value.enable } : {}),
        ...(value.appProfileId !== undefined ? { appProfileId: value.appProfileId } : {}),
        ...(value.priority !== undefined ? { priority: value.priority } : {}),
        ...(value.tags !== undefined ? { tags: applyTags(row.tags, value.tags, value.applyTags) } : {}),
        settings: { ...row.settings, ...torrentOnly },
      });
    }
    await this.sync.changed();
    const statuses = new Map((await this.statuses.blocked()).map((s) => [s.indexerId, s]));
    return (await this.indexers.findByIds(value.ids)).map((row) => toIndexerResource(row, statuses.get(row.id)));
  }

  async bulkDelete(body: unknown): Promise<void> {
    const ids = readIds(asObject(body)?.ids);
    if (!ids) throw ValidationError.single('Ids', "'Ids' must be a non-empty array of indexer ids.", asObject(body)?.ids);
    await this.requireAll(ids);
    await this.history.deleteForIndexers(ids);
    await this.indexers.delete(ids);
    await this.sync.changed();
  }

  /** `POST /indexer/test`: settings first, then the live test; a saved indexer's status records the result. */
  async test(body: unknown): Promise<void> {
    const fields = asObject(body);
    const id = typeof fields?.id === 'number' && fields.id > 0 ? fields.id : undefined;
    const input = await this.read(body, id);
    const saved = id !== undefined ? await this.indexers.findById(id) : null;
    const outcome = await this.tester.test(input.settings);
    if (saved) await this.recordTest(saved.id, outcome);
    if (outcome.failures.length > 0) throw new ValidationError(outcome.failures);
  }

  async testAll(): Promise<TestAllResult[]> {
    const rows = (await this.indexers.findAll()).filter((row) => row.enable);
    return Promise.all(
      rows.map(async (row): Promise<TestAllResult> => {
        const outcome = await this.tester.test(row.settings);
        await this.recordTest(row.id, outcome);
        return { id: row.id, isValid: outcome.failures.length === 0, validationFailures: outcome.failures };
      }),
    );
  }

  private async recordTest(id: number, outcome: TestOutcome): Promise<void> {
    if (outcome.failures.length === 0) {
      await this.statuses.recordSuccess(id);
      if (outcome.capabilities) await this.indexers.saveCapabilities(id, outcome.capabilities);
    } else {
      await this.statuses.recordFailure(id, outcome.error);
    }
  }

  private async liveTest(input: IndexerInput, id?: number): Promise<TestOutcome> {
    const outcome = await this.tester.test(input.settings);
    if (id !== undefined) await this.recordTest(id, outcome);
    if (outcome.failures.length > 0) throw new ValidationError(outcome.failures);
    return outcome;
  }

  private async requireAll(ids: number[]): Promise<IndexerEntity[]> {
    const rows = await this.indexers.findByIds(ids);
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new NotFoundError('Indexer', missing);
    return rows;
  }

  private async read(body: unknown, id?: number): Promise<IndexerInput> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'An indexer object is required', body);
    const { value, failures } = validateIndexer(fields);
    if (!value) throw new ValidationError(failures);
    const more: ValidationFailure[] = [];
    if (!(await this.profiles.exists(value.appProfileId))) {
      more.push({ propertyName: 'AppProfileId', errorMessage: 'App Profile does not exist', attemptedValue: value.appProfileId, severity: 'error' });
    }
    if (await this.indexers.nameTaken(value.name, id)) {
      more.push({ propertyName: 'Name', errorMessage: 'Should be unique', attemptedValue: value.name, severity: 'error' });
    }
    if (more.length > 0) throw new ValidationError(more);
    return value;
  }
}

function toRow(input: IndexerInput): IndexerRow {
  return {
    name: input.name,
    implementation: input.definition.implementation,
    protocol: input.definition.protocol,
    settings: input.settings,
    enable: input.enable,
    redirect: input.redirect,
    priority: input.priority,
    appProfileId: input.appProfileId,
    downloadClientId: input.downloadClientId,
    tags: input.tags,
  };
}
