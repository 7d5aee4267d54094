import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConflictError, DataReplacedHooks, DomainError, NotFoundError, ValidationError } from '@arrstack/core';
import type { LanguageProfileEntity } from './language-profile.entity';
import { LanguageProfileRepository } from './language-profile.repository';
import { languageProfileSchema, readLanguageProfile, type LanguageProfileShape } from './language-profile.rules';

/** Sonarr v3's LanguageProfileInUseException, answered 400 here (a client error, not a crash). */
export class LanguageProfileInUseError extends DomainError {
  readonly status = 400;

  constructor(id: number) {
    super(`Language profile [${id}] is in use.`);
    this.name = 'LanguageProfileInUseError';
  }
}

@Injectable()
export class LanguageProfileService implements OnApplicationBootstrap {
  constructor(
    private readonly repository: LanguageProfileRepository,
    private readonly dataReplaced: DataReplacedHooks,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Also after a restore: a backup from before language profiles existed has none.
    this.dataReplaced.register(() => this.repository.seedDefault());
    await this.repository.seedDefault();
  }

  list(): Promise<LanguageProfileEntity[]> {
    return this.repository.list();
  }

  async get(id: number): Promise<LanguageProfileEntity> {
    const profile = await this.repository.findById(id);
    if (!profile) throw new NotFoundError('LanguageProfile', id);
    return profile;
  }

  /** The profile a new series gets when the request names none: the first one. */
  async defaultId(): Promise<number> {
    return (await this.list())[0].id;
  }

  schema(): LanguageProfileShape & { id: number } {
    return { id: 0, ...languageProfileSchema() };
  }

  private async validated(body: unknown, id?: number): Promise<LanguageProfileShape> {
    const { profile, failures } = readLanguageProfile(body);
    if (!profile) throw new ValidationError(failures);
    const clash = await this.repository.findByName(profile.name);
    if (clash && clash.id !== id) throw new ConflictError(`A language profile named '${profile.name}' already exists`);
    return profile;
  }

  async create(body: unknown): Promise<LanguageProfileEntity> {
    return this.repository.insert(await this.validated(body));
  }

  async update(id: number, body: unknown): Promise<LanguageProfileEntity> {
    await this.get(id);
    await this.repository.update(id, await this.validated(body, id));
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.get(id);
    if ((await this.repository.countSeriesUsing(id)) > 0) throw new LanguageProfileInUseError(id);
    await this.repository.delete(id);
    // As Sonarr v3: deleting the last profile brings the default back.
    await this.repository.seedDefault();
  }
}
