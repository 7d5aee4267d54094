import { NEWZNAB_CATEGORIES, type IndexerCapabilities } from '@arrstack/newznab';
import { connectionOf } from '../indexers/indexer-definitions';
import type { IndexerEntity } from '../indexers/indexer.entity';
import type { AppProfileResource } from '../app-profiles/dto/app-profile.resource';
import type { ApplicationDefinition, ApplicationSettings } from './application-definitions';
import type { RemoteIndexer } from './arr-client';

/** Every category id an indexer offers: its caps when tested, else its configured list, else the standard tree. */
export function indexerCategoryIds(indexer: Pick<IndexerEntity, 'capabilities' | 'settings'>): number[] {
  const flatten = (caps: readonly IndexerCapabilities['categories'][number][]) => caps.flatMap((c) => [c.id, ...c.subCategories.map((s) => s.id)]);
  if (indexer.capabilities?.categories.length) return flatten(indexer.capabilities.categories);
  const configured = connectionOf(indexer.settings).categories;
  return configured.length > 0 ? configured : flatten(NEWZNAB_CATEGORIES);
}

export function remoteBaseUrl(prowlarrUrl: string, indexerId: number): string {
  return `${prowlarrUrl.replace(/\/+$/, '')}/${indexerId}/`;
}

/** Tags: an app without tags takes every indexer; otherwise they must share one. */
export function tagsMatch(appTags: number[], indexerTags: number[]): boolean {
  return appTags.length === 0 || appTags.some((t) => indexerTags.includes(t));
}

/**
 * The indexer as this app should see it (Prowlarr's Sonarr/Radarr/Lidarr application), or undefined when it
 * offers none of the app's sync categories.
 */
export function desiredRemoteIndexer(
  indexer: IndexerEntity,
  profile: AppProfileResource | undefined,
  definition: ApplicationDefinition,
  settings: ApplicationSettings,
  apiKey: string,
): RemoteIndexer | undefined {
  const offered = new Set(indexerCategoryIds(indexer));
  const categories = settings.syncCategories.filter((c) => offered.has(c));
  const anime = settings.animeSyncCategories.filter((c) => offered.has(c));
  if (categories.length === 0 && anime.length === 0) return undefined;
  const torrent = indexer.protocol === 'torrent';
  const connection = connectionOf(indexer.settings);
  const fields: RemoteIndexer['fields'] = [
    { name: 'baseUrl', value: remoteBaseUrl(settings.prowlarrUrl, indexer.id) },
    { name: 'apiPath', value: '/api' },
    { name: 'apiKey', value: apiKey },
    { name: 'categories', value: categories },
  ];
  if (definition.animeSyncCategories) fields.push({ name: 'animeCategories', value: anime });
  if (torrent) {
    fields.push({ name: 'minimumSeeders', value: connection.minimumSeeders ?? profile?.minimumSeeders ?? 1 });
    if (connection.seedRatio !== null) fields.push({ name: 'seedCriteria.seedRatio', value: connection.seedRatio });
    if (connection.seedTime !== null) fields.push({ name: 'seedCriteria.seedTime', value: connection.seedTime });
    if (connection.packSeedTime !== null) {
      fields.push({ name: definition.implementation === 'Lidarr' ? 'seedCriteria.discographySeedTime' : 'seedCriteria.seasonPackSeedTime', value: connection.packSeedTime });
    }
  }
  return {
    name: `${indexer.name} (Prowlarr)`,
    enableRss: indexer.enable && (profile?.enableRss ?? true),
    enableAutomaticSearch: indexer.enable && (profile?.enableAutomaticSearch ?? true),
    enableInteractiveSearch: indexer.enable && (profile?.enableInteractiveSearch ?? true),
    priority: indexer.priority,
    implementation: torrent ? 'Torznab' : 'Newznab',
    configContract: torrent ? 'TorznabSettings' : 'NewznabSettings',
    protocol: torrent ? 'torrent' : 'usenet',
    fields,
    tags: [],
  };
}

/**
 * A full sync's update: the fields this service owns replace the remote's, and whatever else the app keeps
 * (its tags, download client, extra settings) is left as the app has it.
 */
export function mergeRemote(existing: RemoteIndexer, desired: RemoteIndexer): RemoteIndexer {
  const ours = new Map(desired.fields.map((f) => [f.name, f.value]));
  const fields = existing.fields.map((f) => (ours.has(f.name) ? { ...f, value: ours.get(f.name) } : f));
  for (const f of desired.fields) if (!existing.fields.some((e) => e.name === f.name)) fields.push(f);
  return {
    ...existing,
    name: desired.name,
    enableRss: desired.enableRss,
    enableAutomaticSearch: desired.enableAutomaticSearch,
    enableInteractiveSearch: desired.enableInteractiveSearch,
    priority: desired.priority,
    implementation: desired.implementation,
    configContract: desired.configContract,
    protocol: desired.protocol,
    fields,
    tags: existing.tags ?? [],
  };
}

/** Whether a remote indexer is one this service pushed for `indexerId` (adoption after a lost mapping). */
export function pointsAt(remote: RemoteIndexer, prowlarrUrl: string, indexerId: number): boolean {
  const baseUrl = remote.fields?.find((f) => f.name === 'baseUrl')?.value;
  return typeof baseUrl === 'string' && baseUrl.replace(/\/+$/, '') === remoteBaseUrl(prowlarrUrl, indexerId).replace(/\/+$/, '');
}
