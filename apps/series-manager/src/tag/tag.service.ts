import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, ValidationError } from '@arrstack/core';
import { TagEntity } from './tag.entity';
import { TagRepository } from './tag.repository';
import { readTagLabel } from './tag.rules';

@Injectable()
export class TagService {
  constructor(private readonly repository: TagRepository) {}

  list(): Promise<TagEntity[]> {
    return this.repository.list();
  }

  async get(id: number): Promise<TagEntity> {
    const tag = await this.repository.findById(id);
    if (!tag) throw new NotFoundError('Tag', id);
    return tag;
  }

  /** As Sonarr: adding a label that exists returns the existing tag. */
  async create(body: unknown): Promise<TagEntity> {
    const { label, failures } = readTagLabel(body);
    if (!label) throw new ValidationError(failures);
    return this.repository.insertOrGet(label);
  }

  async update(id: number, body: unknown): Promise<TagEntity> {
    await this.get(id);
    const { label, failures } = readTagLabel(body);
    if (!label) throw new ValidationError(failures);
    const clash = await this.repository.findByLabel(label);
    if (clash && clash.id !== id) throw new ConflictError(`A tag labelled '${label}' already exists`);
    await this.repository.updateLabel(id, label);
    return this.get(id);
  }

  /** As Sonarr v4: a tag that a series or a delay profile still carries cannot be deleted (409). */
  async delete(id: number): Promise<void> {
    const tag = await this.get(id);
    const [usage, delayProfiles] = await Promise.all([this.repository.seriesIdsByTag([id]), this.repository.delayProfileIdsByTag([id])]);
    if ((usage.get(id) ?? []).length > 0 || (delayProfiles.get(id) ?? []).length > 0) throw new ConflictError(`'${tag.label}' cannot be deleted since it's still in use`);
    await this.repository.delete(id);
  }

  async details(): Promise<Array<{ tag: TagEntity; seriesIds: number[]; delayProfileIds: number[] }>> {
    const [tags, usage, delayProfiles] = await Promise.all([this.repository.list(), this.repository.seriesIdsByTag(), this.repository.delayProfileIdsByTag()]);
    return tags.map((tag) => ({ tag, seriesIds: usage.get(tag.id) ?? [], delayProfileIds: delayProfiles.get(tag.id) ?? [] }));
  }

  async detail(id: number): Promise<{ tag: TagEntity; seriesIds: number[]; delayProfileIds: number[] }> {
    const tag = await this.get(id);
    const [usage, delayProfiles] = await Promise.all([this.repository.seriesIdsByTag([id]), this.repository.delayProfileIdsByTag([id])]);
    return { tag, seriesIds: usage.get(id) ?? [], delayProfileIds: delayProfiles.get(id) ?? [] };
  }

  /** Tag ids among those given that do not exist. */
  async unknownIds(ids: number[]): Promise<number[]> {
    const existing = new Set(await this.repository.existingIds(ids));
    return ids.filter((id) => !existing.has(id));
  }
}
