import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError, asObject } from '@arrstack/core';
import { IndexerEntity } from '../indexers/indexer.entity';
import { AppProfileRepository } from './app-profile.repository';
import { DEFAULT_APP_PROFILE, validateAppProfile } from './app-profile.rules';
import { toAppProfileResource, type AppProfileResource } from './dto/app-profile.resource';

@Injectable()
export class AppProfileService implements OnModuleInit {
  constructor(
    private readonly profiles: AppProfileRepository,
    @InjectRepository(IndexerEntity) private readonly indexers: Repository<IndexerEntity>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.profiles.insertIfEmpty(DEFAULT_APP_PROFILE);
  }

  async list(): Promise<AppProfileResource[]> {
    return (await this.profiles.findAll()).map(toAppProfileResource);
  }

  async get(id: number): Promise<AppProfileResource> {
    const profile = await this.profiles.findById(id);
    if (!profile) throw new NotFoundError('AppProfile', id);
    return toAppProfileResource(profile);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.profiles.findById(id)) !== null;
  }

  schema(): Omit<AppProfileResource, 'id'> & { id: number } {
    return { id: 0, ...DEFAULT_APP_PROFILE, name: '' };
  }

  async create(body: unknown): Promise<AppProfileResource> {
    const input = this.read(body);
    return toAppProfileResource(await this.profiles.insert(input));
  }

  async update(id: number, body: unknown): Promise<AppProfileResource> {
    if (!(await this.profiles.findById(id))) throw new NotFoundError('AppProfile', id);
    await this.profiles.update(id, this.read(body));
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.profiles.findById(id))) throw new NotFoundError('AppProfile', id);
    const users = await this.indexers.countBy({ appProfileId: id });
    if (users > 0 || (await this.profiles.count()) <= 1) throw new ConflictError(`Profile [${id}] is in use.`);
    await this.profiles.delete(id);
  }

  private read(body: unknown) {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'An app profile object is required', body);
    const { value, failures } = validateAppProfile(fields);
    if (failures.length > 0) throw new ValidationError(failures);
    return value;
  }
}
