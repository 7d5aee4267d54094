import type { Repository } from 'typeorm';
import type { SingletonSettingsEntity } from './singleton-settings.entity';

export const SINGLETON_ID = 1;

/** Reads the one settings row, creating it from `defaults` on first read (safe under concurrent starts). */
export async function readSingleton<T extends object>(repository: Repository<SingletonSettingsEntity>, defaults: () => T): Promise<T> {
  const existing = await repository.findOneBy({ id: SINGLETON_ID });
  if (existing) return { ...defaults(), ...(existing.settings as Partial<T>) };
  const initial = defaults();
  await repository
    .createQueryBuilder()
    .insert()
    .values({ id: SINGLETON_ID, settings: initial as never })
    .orIgnore()
    .execute();
  const created = await repository.findOneByOrFail({ id: SINGLETON_ID });
  return { ...defaults(), ...(created.settings as Partial<T>) };
}

export async function writeSingleton<T extends object>(repository: Repository<SingletonSettingsEntity>, settings: T): Promise<void> {
  await repository.save({ id: SINGLETON_ID, settings: settings as Record<string, unknown>, updatedAt: new Date() });
}

/** A request body as a plain object, or a 400-worthy undefined. */
export function asObject(body: unknown): Record<string, unknown> | undefined {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}
