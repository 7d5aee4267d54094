import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ValidationError, readSingleton, writeSingleton } from '@arrstack/core';
import { NamingConfigEntity } from './naming-config.entity';
import { applyNamingUpdate, type NamingSettings } from './naming-config.rules';
import { NAMING_KINDS, type NamingKind } from './naming-kinds';
import { buildNamingExamples } from '@arrstack/renamer';

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

  /**
   * Example names rendered by the naming engine from the stored formats, overridden by any naming
   * fields in the query (as the settings page previews unsaved edits); null where a format is invalid.
   */
  async examples(query: Record<string, unknown>): Promise<Record<string, string | null>> {
    if (this.kind === 'livetv') return {};
    const merged = { ...(await this.settings()), ...coerceQuery(this.kind, query) };
    return buildNamingExamples(this.kind, merged as never) as unknown as Record<string, string | null>;
  }

  async update(body: Record<string, unknown>): Promise<NamingSettings & { id: number }> {
    const { next, failures } = applyNamingUpdate(this.kind, await this.settings(), body);
    if (failures.length > 0) throw new ValidationError(failures);
    await writeSingleton(this.repository, next);
    return { id: 1, ...next };
  }
}

/** Query strings typed like the resource's fields; unknown or malformed values are left out. */
function coerceQuery(kind: NamingKind, query: Record<string, unknown>): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(NAMING_KINDS[kind].fields)) {
    const raw = query[field];
    if (typeof raw !== 'string') continue;
    if (type === 'boolean') {
      if (raw === 'true' || raw === 'false') typed[field] = raw === 'true';
    } else if (type === 'colonInt' || type === 'multiEpisodeInt') {
      typed[field] = /^\d+$/.test(raw) ? Number(raw) : raw;
    } else {
      typed[field] = raw;
    }
  }
  return typed;
}
