import { Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError, asObject, type ValidationFailure } from '@arrstack/core';
import { applyTags, readIds, type NewznabTestOutcome } from '@arrstack/providers';
import { TagService } from '../tag/tag.service';
import { INDEXER_DEFINITIONS } from './indexer-definitions';
import { IndexerRepository, type IndexerRow } from './indexer.repository';
import type { IndexerEntity } from './indexer.entity';
import { isEnabled, validateBulkEdit, validateIndexer, type IndexerInput } from './indexer.rules';
import { IndexerTester } from './indexer-tester';
import { toIndexerResource, toSchemaResource, type IndexerResource, type ProviderTestAllResult } from './dto/indexer.resource';

@Injectable()
export class IndexerService {
  constructor(
    private readonly indexers: IndexerRepository,
    private readonly tester: IndexerTester,
    private readonly tags: TagService,
  ) {}

  async list(): Promise<IndexerResource[]> {
    return (await this.indexers.findAll()).map(toIndexerResource);
  }

  async get(id: number): Promise<IndexerResource> {
    return toIndexerResource(await this.find(id));
  }

  schema(): IndexerResource[] {
    return Object.values(INDEXER_DEFINITIONS).map(toSchemaResource);
  }

  /** `POST /indexer`: validated, then tested when enabled unless `forceSave`. */
  async create(body: unknown, forceSave: boolean): Promise<IndexerResource> {
    const input = await this.read(body);
    if (isEnabled(input) && !forceSave) await this.liveTest(input);
    const row = await this.indexers.insert(toRow(input));
    return this.get(row.id);
  }

  /** `PUT /indexer/{id}`: as create; `forceSave` skips the live test. */
  async update(id: number, body: unknown, forceSave: boolean): Promise<IndexerResource> {
    const existing = await this.find(id);
    const input = await this.read(body, id);
    if (input.definition.implementation !== existing.implementation) {
      throw ValidationError.single('Implementation', 'The implementation of a saved indexer cannot change.', input.definition.implementation);
    }
    if (isEnabled(input) && !forceSave) await this.liveTest(input);
    await this.indexers.update(id, toRow(input));
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.find(id);
    await this.indexers.delete([id]);
  }

  async bulkUpdate(body: unknown): Promise<IndexerResource[]> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A bulk edit object is required', body);
    const { value, failures } = validateBulkEdit(fields);
    if (!value) throw new ValidationError(failures);
    const rows = await this.requireAll(value.ids);
    if (value.tags) await this.requireTags(value.tags);
    for (const row of rows) {
      await this.indexers.update(row.id, {
        ...(value.enableRss !== undefined ? { enableRss: value.enableRss } : {}),
        ...(value.enableAutomaticSearch !== undefined ? { enableAutomaticSearch: value.enableAutomaticSearch } : {}),
        ...(value.enableInteractiveSearch !== undefined ? { enableInteractiveSearch: value.enableInteractiveSearch } : {}),
        ...(value.priority !== undefined ? { priority: value.priority } : {}),
        ...(value.tags !== undefined ? { tags: applyTags(row.tags, value.tags, value.applyTags) } : {}),
      });
    }
    return (await this.indexers.findByIds(value.ids)).map(toIndexerResource);
  }

  async bulkDelete(body: unknown): Promise<void> {
    const ids = readIds(asObject(body)?.ids);
    if (!ids) throw ValidationError.single('Ids', "'Ids' must be a non-empty array of indexer ids.", asObject(body)?.ids);
    await this.requireAll(ids);
    await this.indexers.delete(ids);
  }

  /** `POST /indexer/test`: settings first, then the live test, whether or not the indexer is enabled. */
  async test(body: unknown): Promise<void> {
    const fields = asObject(body);
    const id = typeof fields?.id === 'number' && fields.id > 0 ? fields.id : undefined;
    const input = await this.read(body, id);
    await this.liveTest(input);
  }

  /** `POST /indexer/testall`: every enabled indexer, each with its own result. */
  async testAll(): Promise<ProviderTestAllResult[]> {
    const rows = (await this.indexers.findAll()).filter(isEnabled);
    return Promise.all(
      rows.map(async (row): Promise<ProviderTestAllResult> => {
        const outcome = await this.tester.test(row.settings);
        return { id: row.id, isValid: outcome.failures.length === 0, validationFailures: outcome.failures };
      }),
    );
  }

  private async find(id: number): Promise<IndexerEntity> {
    const row = await this.indexers.findById(id);
    if (!row) throw new NotFoundError('Indexer', id);
    return row;
  }

  private async liveTest(input: IndexerInput): Promise<NewznabTestOutcome> {
    const outcome = await this.tester.test(input.settings);
    if (outcome.failures.length > 0) throw new ValidationError(outcome.failures);
    return outcome;
  }

  private async requireAll(ids: number[]): Promise<IndexerEntity[]> {
    const rows = await this.indexers.findByIds(ids);
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new NotFoundError('Indexer', missing);
    return rows;
  }

  private async requireTags(tags: number[]): Promise<void> {
    const missing = await this.tags.unknownIds(tags);
    if (missing.length > 0) throw ValidationError.single('Tags', `Tags do not exist: ${missing.join(', ')}`, missing);
  }

  private async read(body: unknown, id?: number): Promise<IndexerInput> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'An indexer object is required', body);
    const { value, failures } = validateIndexer(fields);
    if (!value) throw new ValidationError(failures);
    const more: ValidationFailure[] = [];
    if (await this.indexers.nameTaken(value.name, id)) {
      more.push({ propertyName: 'Name', errorMessage: 'Should be unique', attemptedValue: value.name, severity: 'error' });
    }
    if (value.downloadClientId !== 0 && !(await this.indexers.downloadClientExists(value.downloadClientId))) {
      more.push({ propertyName: 'DownloadClientId', errorMessage: 'Download Client does not exist', attemptedValue: value.downloadClientId, severity: 'error' });
    }
    if (more.length > 0) throw new ValidationError(more);
    await this.requireTags(value.tags);
    return value;
  }
}

function toRow(input: IndexerInput): IndexerRow {
  return {
    name: input.name,
    implementation: input.definition.implementation,
    protocol: input.definition.protocol,
    settings: input.settings,
    enableRss: input.enableRss,
    enableAutomaticSearch: input.enableAutomaticSearch,
    enableInteractiveSearch: input.enableInteractiveSearch,
    priority: input.priority,
    seasonSearchMaximumSingleEpisodeAge: input.seasonSearchMaximumSingleEpisodeAge,
    downloadClientId: input.downloadClientId,
    tags: input.tags,
  };
}
