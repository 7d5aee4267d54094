import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConflictError, DomainError, NotFoundError, ValidationError, type ValidationFailure } from '@arrstack/core';
import { checkDefinitionSizes } from './quality-definitions';
import type { QualityDefinitionEntity } from './quality-definition.entity';
import type { QualityProfileEntity } from './quality-profile.entity';
import { defaultItems, readProfile, type ProfileShape } from './quality-profile.rules';
import { QualityRepository } from './quality.repository';

/** Sonarr's QualityProfileInUseException: 400 with `{message}`. */
export class QualityProfileInUseError extends DomainError {
  readonly status = 400;

  constructor(name: string) {
    super(`QualityProfile [${name}] is in use.`);
    this.name = 'QualityProfileInUseError';
  }
}

@Injectable()
export class QualityService implements OnApplicationBootstrap {
  constructor(private readonly repository: QualityRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repository.seedDefaults();
  }

  listDefinitions(): Promise<QualityDefinitionEntity[]> {
    return this.repository.listDefinitions();
  }

  async getDefinition(id: number): Promise<QualityDefinitionEntity> {
    const row = await this.repository.findDefinition(id);
    if (!row) throw new NotFoundError('QualityDefinition', id);
    return row;
  }

  /** Applies title and sizes from resources; all are validated before any is saved. */
  async updateDefinitions(bodies: unknown[]): Promise<QualityDefinitionEntity[]> {
    const failures: ValidationFailure[] = [];
    const rows: QualityDefinitionEntity[] = [];
    for (const body of bodies) {
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const id = fields.id;
      if (typeof id !== 'number' || !Number.isInteger(id)) {
        failures.push({ propertyName: 'Id', errorMessage: "'Id' must be a quality definition id", attemptedValue: id, severity: 'error' });
        continue;
      }
      const row = await this.repository.findDefinition(id);
      if (!row) throw new NotFoundError('QualityDefinition', id);
      const minSize = fields.minSize === undefined ? row.minSize : fields.minSize;
      const maxSize = fields.maxSize === undefined ? row.maxSize : fields.maxSize;
      const preferredSize = fields.preferredSize === undefined ? row.preferredSize : fields.preferredSize;
      const problem = checkDefinitionSizes(minSize, maxSize, preferredSize);
      if (problem) failures.push({ propertyName: problem.split(' ')[0], errorMessage: problem, attemptedValue: fields, severity: 'error' });
      if (fields.title !== undefined && (typeof fields.title !== 'string' || fields.title.trim() === '')) {
        failures.push({ propertyName: 'Title', errorMessage: "'Title' must not be empty.", attemptedValue: fields.title, severity: 'error' });
      }
      if (problem || failures.length > 0) continue;
      rows.push({
        ...row,
        title: typeof fields.title === 'string' ? fields.title.trim() : row.title,
        minSize: minSize as number,
        maxSize: maxSize as number | null,
        preferredSize: preferredSize as number | null,
      });
    }
    if (failures.length > 0) throw new ValidationError(failures);
    await this.repository.saveDefinitions(rows);
    return Promise.all(rows.map((row) => this.getDefinition(row.id)));
  }

  listProfiles(): Promise<QualityProfileEntity[]> {
    return this.repository.listProfiles();
  }

  async getProfile(id: number): Promise<QualityProfileEntity> {
    const row = await this.repository.findProfile(id);
    if (!row) throw new NotFoundError('QualityProfile', id);
    return row;
  }

  /** An unsaved profile with every quality, none allowed, as the add dialog starts from. */
  async schema(): Promise<ProfileShape & { id: number }> {
    const items = defaultItems([]);
    const formats = await this.repository.customFormatNames();
    return {
      id: 0,
      name: '',
      upgradeAllowed: false,
      cutoff: 0,
      items,
      minFormatScore: 0,
      cutoffFormatScore: 0,
      minUpgradeFormatScore: 1,
      formatItems: [...formats].map(([format, name]) => ({ format, name, score: 0 })),
    };
  }

  private async validated(body: unknown, id?: number): Promise<ProfileShape> {
    const { profile, failures } = readProfile(body);
    if (!profile) throw new ValidationError(failures);
    profile.formatItems = await this.withFormatNames(profile.formatItems);
    const clash = await this.repository.findProfileByName(profile.name);
    if (clash && clash.id !== id) throw new ConflictError(`A quality profile named '${profile.name}' already exists`);
    return profile;
  }

  /**
   * Scores for saved custom formats only (400 for an unknown id), with each format's name, and every saved
   * format the body leaves out added with score 0 (a profile lists all formats, as the anchors keep it).
   */
  private async withFormatNames(items: ProfileShape['formatItems']): Promise<ProfileShape['formatItems']> {
    const names = await this.repository.customFormatNames();
    const unknown = items.filter((item) => !names.has(item.format)).map((item) => item.format);
    if (unknown.length > 0) throw ValidationError.single('FormatItems', `Custom formats do not exist: ${unknown.join(', ')}`, unknown);
    const listed = items.map((item) => ({ ...item, name: names.get(item.format)! }));
    const missing = [...names].filter(([id]) => !items.some((item) => item.format === id)).map(([format, name]) => ({ format, name, score: 0 }));
    return [...listed, ...missing];
  }

  async createProfile(body: unknown): Promise<QualityProfileEntity> {
    const profile = await this.validated(body);
    return this.repository.insertProfile(profile);
  }

  async updateProfile(id: number, body: unknown): Promise<QualityProfileEntity> {
    await this.getProfile(id);
    const profile = await this.validated(body, id);
    await this.repository.updateProfile(id, profile);
    return this.getProfile(id);
  }

  async deleteProfile(id: number): Promise<void> {
    const profile = await this.getProfile(id);
    if ((await this.repository.countSeriesUsing(id)) > 0) throw new QualityProfileInUseError(profile.name);
    await this.repository.deleteProfile(id);
  }
}
