import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ValidationError, readSingleton, writeSingleton } from '@arrstack/core';
import { UiConfigEntity } from './ui-config.entity';
import type { UiConfigResource, UiKind, UiSettings } from './ui-config.resource';
import { applyUiUpdate, defaultUiSettings } from './ui-config.rules';

export const UI_KIND = Symbol('UI_KIND');

@Injectable()
export class UiConfigService {
  constructor(
    @InjectRepository(UiConfigEntity) private readonly repository: Repository<UiConfigEntity>,
    @Inject(UI_KIND) private readonly kind: UiKind,
  ) {}

  private load(): Promise<UiSettings> {
    return readSingleton(this.repository, () => defaultUiSettings(this.kind));
  }

  async get(): Promise<UiConfigResource> {
    return { id: 1, ...(await this.load()) };
  }

  async update(body: Record<string, unknown>): Promise<UiConfigResource> {
    const { next, failures } = applyUiUpdate(this.kind, await this.load(), body);
    if (failures.length > 0) throw new ValidationError(failures);
    await writeSingleton(this.repository, next);
    return { id: 1, ...next };
  }
}
