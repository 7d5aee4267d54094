import { Injectable } from '@nestjs/common';
import { NotFoundError, pascalCase, ValidationError, asObject, type ValidationFailure } from '@arrstack/core';
import { DownloadClientError } from '@arrstack/download-clients';
import { applyTags, readIds, type ProviderSettings } from '@arrstack/providers';
import { TagService } from '../tag/tag.service';
import type { ProviderTestAllResult } from '../indexer/dto/indexer.resource';
import { DOWNLOAD_CLIENT_DEFINITIONS } from './download-client-definitions';
import type { DownloadClientEntity } from './download-client.entity';
import { DownloadClientFactory } from './download-client-factory';
import { DownloadClientRepository, type DownloadClientRow } from './download-client.repository';
import { validateDownloadClient, validateDownloadClientBulkEdit, type DownloadClientInput } from './download-client.rules';
import { toDownloadClientResource, toDownloadClientSchema, type DownloadClientResource } from './dto/download-client.resource';

export const DOWNLOAD_CLIENT_TEST_INFO_LINK = 'https://wiki.servarr.com/sonarr/system#download-clients-are-unavailable-due-to-failures';

/** `/downloadclient`: the provider CRUD, bulk edit and live tests, as the indexer resource has them. */
@Injectable()
export class DownloadClientService {
  constructor(
    private readonly clients: DownloadClientRepository,
    private readonly factory: DownloadClientFactory,
    private readonly tags: TagService,
  ) {}

  async list(): Promise<DownloadClientResource[]> {
    return (await this.clients.findAll()).map(toDownloadClientResource);
  }

  async get(id: number): Promise<DownloadClientResource> {
    return toDownloadClientResource(await this.find(id));
  }

  schema(): DownloadClientResource[] {
    return Object.values(DOWNLOAD_CLIENT_DEFINITIONS).map(toDownloadClientSchema);
  }

  /** `POST /downloadclient`: validated, then tested when enabled unless `forceSave`. */
  async create(body: unknown, forceSave: boolean): Promise<DownloadClientResource> {
    const input = await this.read(body);
    if (input.enable && !forceSave) await this.liveTest(input);
    const row = await this.clients.insert(toRow(input));
    return this.get(row.id);
  }

  /** `PUT /downloadclient/{id}`: as create; a masked password keeps the stored one; `forceSave` skips the test. */
  async update(id: number, body: unknown, forceSave: boolean): Promise<DownloadClientResource> {
    const existing = await this.find(id);
    const input = await this.read(body, existing);
    if (input.definition.implementation !== existing.implementation) {
      throw ValidationError.single('Implementation', 'The implementation of a saved download client cannot change.', input.definition.implementation);
    }
    if (input.enable && !forceSave) await this.liveTest(input);
    await this.clients.update(id, toRow(input));
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.find(id);
    await this.clients.delete([id]);
  }

  async bulkUpdate(body: unknown): Promise<DownloadClientResource[]> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A bulk edit object is required', body);
    const { value, failures } = validateDownloadClientBulkEdit(fields);
    if (!value) throw new ValidationError(failures);
    const rows = await this.requireAll(value.ids);
    if (value.tags) await this.requireTags(value.tags);
    for (const row of rows) {
      await this.clients.update(row.id, {
        ...(value.enable !== undefined ? { enable: value.enable } : {}),
        ...(value.priority !== undefined ? { priority: value.priority } : {}),
        ...(value.removeCompletedDownloads !== undefined ? { removeCompletedDownloads: value.removeCompletedDownloads } : {}),
        ...(value.removeFailedDownloads !== undefined ? { removeFailedDownloads: value.removeFailedDownloads } : {}),
        ...(value.tags !== undefined ? { tags: applyTags(row.tags, value.tags, value.applyTags) } : {}),
      });
    }
    return (await this.clients.findByIds(value.ids)).map(toDownloadClientResource);
  }

  async bulkDelete(body: unknown): Promise<void> {
    const ids = readIds(asObject(body)?.ids);
    if (!ids) throw ValidationError.single('Ids', "'Ids' must be a non-empty array of download client ids.", asObject(body)?.ids);
    await this.requireAll(ids);
    await this.clients.delete(ids);
  }

  /** `POST /downloadclient/test`: settings first, then the live test, whether or not the client is enabled. */
  async test(body: unknown): Promise<void> {
    const fields = asObject(body);
    const id = typeof fields?.id === 'number' && fields.id > 0 ? fields.id : undefined;
    const existing = id !== undefined ? ((await this.clients.findById(id)) ?? undefined) : undefined;
    await this.liveTest(await this.read(body, existing));
  }

  /** `POST /downloadclient/testall`: every enabled client, each with its own result. */
  async testAll(): Promise<ProviderTestAllResult[]> {
    const rows = (await this.clients.findAll()).filter((row) => row.enable);
    return Promise.all(
      rows.map(async (row): Promise<ProviderTestAllResult> => {
        const failures = await this.runTest(row.implementation, row.settings);
        return { id: row.id, isValid: failures.length === 0, validationFailures: failures };
      }),
    );
  }

  private async runTest(implementation: string, settings: ProviderSettings): Promise<ValidationFailure[]> {
    let found;
    try {
      found = await this.factory.create(implementation, settings).test();
    } catch (error) {
      const message = error instanceof DownloadClientError ? error.message : `Unable to test the download client: ${(error as Error).message}`;
      found = [{ field: '', message }];
    }
    return found.map((failure) => ({
      propertyName: failure.field ? pascalCase(failure.field) : '',
      errorMessage: failure.message,
      severity: 'error' as const,
      isWarning: false,
      infoLink: DOWNLOAD_CLIENT_TEST_INFO_LINK,
      ...(failure.detail ? { detailedDescription: failure.detail } : {}),
    }));
  }

  private async liveTest(input: DownloadClientInput): Promise<void> {
    const failures = await this.runTest(input.definition.implementation, input.settings);
    if (failures.length > 0) throw new ValidationError(failures);
  }

  private async find(id: number): Promise<DownloadClientEntity> {
    const row = await this.clients.findById(id);
    if (!row) throw new NotFoundError('DownloadClient', id);
    return row;
  }

  private async requireAll(ids: number[]): Promise<DownloadClientEntity[]> {
    const rows = await this.clients.findByIds(ids);
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new NotFoundError('DownloadClient', missing);
    return rows;
  }

  private async requireTags(tags: number[]): Promise<void> {
    const missing = await this.tags.unknownIds(tags);
    if (missing.length > 0) throw ValidationError.single('Tags', `Tags do not exist: ${missing.join(', ')}`, missing);
  }

  private async read(body: unknown, existing?: DownloadClientEntity): Promise<DownloadClientInput> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A download client object is required', body);
    const { value, failures } = validateDownloadClient(fields, existing?.settings ?? {});
    if (!value) throw new ValidationError(failures);
    if (await this.clients.nameTaken(value.name, existing?.id)) {
      throw new ValidationError([{ propertyName: 'Name', errorMessage: 'Should be unique', attemptedValue: value.name, severity: 'error' }]);
    }
    await this.requireTags(value.tags);
    return value;
  }
}

function toRow(input: DownloadClientInput): DownloadClientRow {
  return {
    name: input.name,
    implementation: input.definition.implementation,
    protocol: input.definition.protocol,
    settings: input.settings,
    enable: input.enable,
    priority: input.priority,
    removeCompletedDownloads: input.removeCompletedDownloads,
    removeFailedDownloads: input.removeFailedDownloads,
    tags: input.tags,
  };
}
