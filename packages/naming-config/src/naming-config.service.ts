import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ValidationError, readSingleton, writeSingleton } from '@arrstack/core';
import { NamingConfigEntity } from './naming-config.entity';
import { applyNamingUpdate, type NamingSettings } from './naming-config.rules';
import { NAMING_KINDS, type NamingKind } from './naming-kinds';

export const NAMING_KIND = Symbol('NAMING_KIND');

@Injectable()
export class NamingConfigService {
  constructor(
    @InjectRepository(NamingConfigEntity) private readonly repository: Repository<NamingConfigEntity>,
    @Inject(NAMING_KIND) readonly kind: NamingKind,
  ) {}

  /** The stored settings, the kind's defaults filling any field not yet saved. */
  async settings(): Promise<NamingSettings> {
    return readSingleton(this.repository, () => ({ ...NAMING_KINDS[this.kind].defaults }));
  }

  async get(): Promise<NamingSettings & { id: number }> {
    return { id: 1, ...(await this.settings()) };
  }

  async update(body: Record<string, unknown>): Promise<NamingSettings & { id: number }> {
    const { next, failures } = applyNamingUpdate(this.kind, await this.settings(), body);
    if (failures.length > 0) throw new ValidationError(failures);
    await writeSingleton(this.repository, next);
    return { id: 1, ...next };
  }
}
