import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ValidationError, readSingleton, writeSingleton } from '@arrstack/core';
import { IndexerConfigEntity } from './release.entities';
import { defaultIndexerConfig, readIndexerConfig, type IndexerConfig } from './indexer-config.rules';
import type { IndexerConfigResource } from './dto/indexer-config.resource';

@Injectable()
export class IndexerConfigService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repository() {
    return this.dataSource.getRepository(IndexerConfigEntity);
  }

  load(): Promise<IndexerConfig> {
    return readSingleton(this.repository, defaultIndexerConfig);
  }

  async get(): Promise<IndexerConfigResource> {
    return { id: 1, ...(await this.load()) };
  }

  async update(body: Record<string, unknown>): Promise<IndexerConfigResource> {
    const { config, failures } = readIndexerConfig(body, await this.load());
    if (!config) throw new ValidationError(failures);
    await writeSingleton(this.repository, config);
    return { id: 1, ...config };
  }
}
