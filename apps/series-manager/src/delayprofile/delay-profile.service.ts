import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ApiError, DataReplacedHooks, NotFoundError, ValidationError } from '@arrstack/core';
import { TagService } from '../tag/tag.service';
import { toDelayProfileResource, type DelayProfileResource } from './dto/delay-profile.resource';
import type { DelayProfileEntity } from './delay-profile.entity';
import { DelayProfileRepository } from './delay-profile.repository';
import { DEFAULT_DELAY_PROFILE_ID, delayProfileFor, readDelayProfile, reorderedIds, type DelayProfileShape } from './delay-profile.rules';

@Injectable()
export class DelayProfileService implements OnApplicationBootstrap {
  constructor(
    private readonly repository: DelayProfileRepository,
    private readonly tags: TagService,
    private readonly dataReplaced: DataReplacedHooks,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Also after a restore: a backup from before delay profiles existed has none.
    this.dataReplaced.register(() => this.repository.seedDefault());
    await this.repository.seedDefault();
  }

  /** Every profile in order. */
  list(): Promise<DelayProfileEntity[]> {
    return this.repository.list();
  }

  async get(id: number): Promise<DelayProfileEntity> {
    const profile = await this.repository.findById(id);
    if (!profile) throw new NotFoundError('DelayProfile', id);
    return profile;
  }

  /**
   * The delay profile for a series with these tags (lowest order among profiles sharing a tag, or untagged),
   * as the resource the search and grab code reads.
   */
  async forSeriesTags(tags: number[]): Promise<DelayProfileResource> {
    const profile = delayProfileFor(await this.list(), tags);
    if (!profile) throw new NotFoundError('DelayProfile', DEFAULT_DELAY_PROFILE_ID);
    return toDelayProfileResource(profile);
  }

  /** Field rules, then: the tags exist and none is used by another delay profile. */
  private async validated(body: unknown, id?: number): Promise<DelayProfileShape> {
    const { profile, failures } = readDelayProfile(body, id);
    if (!profile) throw new ValidationError(failures);
    const unknown = await this.tags.unknownIds(profile.tags);
    if (unknown.length > 0) throw ValidationError.single('Tags', `Tags do not exist: ${unknown.join(', ')}`, profile.tags);
    const shared = (await this.repository.list()).filter((other) => other.id !== id && other.tags.some((tag) => profile.tags.includes(tag)));
    if (shared.length > 0) throw ValidationError.single('Tags', 'One or more tags is used in another profile', profile.tags);
    return profile;
  }

  /** New profiles go after the other tagged ones and before the default. */
  async create(body: unknown): Promise<DelayProfileEntity> {
    const profile = await this.validated(body);
    return this.repository.transaction(async (manager) => {
      const count = (await this.repository.list(manager)).length;
      return this.repository.insert(profile, count, manager);
    });
  }

  /** The order is kept: it changes only through reorder. */
  async update(id: number, body: unknown): Promise<DelayProfileEntity> {
    await this.get(id);
    await this.repository.update(id, await this.validated(body, id));
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    if (id === DEFAULT_DELAY_PROFILE_ID) throw new ApiError(405, 'Cannot delete global delay profile');
    await this.get(id);
    await this.repository.transaction(async (manager) => {
      await this.repository.delete(id, manager);
      const rest = await this.repository.list(manager);
      await this.repository.setOrders(reorderedIds(rest, DEFAULT_DELAY_PROFILE_ID), manager);
    });
  }

  /** Moves the profile after `afterId` (to the top without one); returns every profile in the new order. */
  async reorder(id: number, afterId?: number): Promise<DelayProfileEntity[]> {
    await this.get(id);
    if (afterId !== undefined) await this.get(afterId);
    await this.repository.transaction(async (manager) => {
      const all = await this.repository.list(manager);
      await this.repository.setOrders(reorderedIds(all, id, afterId), manager);
    });
    return this.list();
  }
}
