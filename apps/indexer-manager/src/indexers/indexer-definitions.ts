import type { Protocol } from '@arrstack/newznab';
import type { FieldDefinition, ProviderSettings } from '@arrstack/providers';

/** Settings as stored: field name (dotted, as on the wire) → value. */
export type IndexerSettings = ProviderSettings;

export type IndexerImplementation = 'Newznab' | 'Torznab';

export interface IndexerDefinition {
  implementation: IndexerImplementation;
  implementationName: string;
  configContract: string;
  protocol: Protocol;
  description: string;
  infoLink: string;
  fields: FieldDefinition[];
}

const COMMON_FIELDS: FieldDefinition[] = [
  { name: 'baseUrl', label: 'URL', kind: 'url', type: 'textbox', helpText: 'Site root of the indexer' },
  { name: 'apiPath', label: 'API Path', kind: 'path', type: 'textbox', advanced: true, defaultValue: '/api', helpText: 'Path to the api, usually /api' },
  { name: 'apiKey', label: 'API Key', kind: 'apiKey', type: 'textbox', privacy: 'apiKey' },
  { name: 'additionalParameters', label: 'Additional Parameters', kind: 'text', type: 'textbox', advanced: true, defaultValue: '', helpText: 'Additional Newznab parameters' },
  { name: 'categories', label: 'Categories', kind: 'categories', type: 'select', advanced: true, defaultValue: [], helpText: 'Restrict searches to these categories; empty for all' },
  { name: 'baseSettings.queryLimit', label: 'Query Limit', kind: 'optionalInt', type: 'number', advanced: true, unit: 'queries', helpText: 'The number of max queries as specified by the respective unit that Prowlarr will allow to the site' },
  { name: 'baseSettings.grabLimit', label: 'Grab Limit', kind: 'optionalInt', type: 'number', advanced: true, unit: 'grabs', helpText: 'The number of max grabs as specified by the respective unit that Prowlarr will allow to the site' },
  { name: 'baseSettings.limitsUnit', label: 'Limits Unit', kind: 'limitsUnit', type: 'select', advanced: true, defaultValue: 0, helpText: 'The unit of time for counting limits per indexer' },
];

const TORRENT_FIELDS: FieldDefinition[] = [
  { name: 'torrentBaseSettings.appMinimumSeeders', label: 'Apps Minimum Seeders', kind: 'optionalInt', type: 'number', advanced: true, helpText: 'Minimum seeders required by the Applications for the indexer to grab, empty is Sync profile\'s default' },
  { name: 'torrentBaseSettings.seedRatio', label: 'Seed Ratio', kind: 'optionalFloat', type: 'textbox', advanced: true, helpText: 'The ratio a torrent should reach before stopping, empty is app\'s default' },
  { name: 'torrentBaseSettings.seedTime', label: 'Seed Time', kind: 'optionalInt', type: 'number', unit: 'minutes', advanced: true, helpText: 'The time a torrent should be seeded before stopping, empty is app\'s default' },
  { name: 'torrentBaseSettings.packSeedTime', label: 'Pack Seed Time', kind: 'optionalInt', type: 'number', unit: 'minutes', advanced: true, helpText: 'The time a pack (season or discography) torrent should be seeded before stopping, empty is app\'s default' },
];

export const INDEXER_DEFINITIONS: Record<IndexerImplementation, IndexerDefinition> = {
  Newznab: {
    implementation: 'Newznab',
    implementationName: 'Newznab',
    configContract: 'NewznabSettings',
    protocol: 'usenet',
    description: 'Newznab is a standards-compliant usenet metadata and indexing API',
    infoLink: 'https://wiki.servarr.com/prowlarr/supported-indexers#newznab',
    fields: COMMON_FIELDS,
  },
  Torznab: {
    implementation: 'Torznab',
    implementationName: 'Torznab',
    configContract: 'TorznabSettings',
    protocol: 'torrent',
    description: 'A Newznab-like API for torrent sites',
    infoLink: 'https://wiki.servarr.com/prowlarr/supported-indexers#torznab',
    fields: [...COMMON_FIELDS, ...TORRENT_FIELDS],
  },
};

export function findDefinition(implementation: unknown): IndexerDefinition | undefined {
  if (typeof implementation !== 'string') return undefined;
  const key = Object.keys(INDEXER_DEFINITIONS).find((name) => name.toLowerCase() === implementation.toLowerCase());
  return key ? INDEXER_DEFINITIONS[key as IndexerImplementation] : undefined;
}

/** Typed view of stored settings for the client and limits. */
export interface ConnectionSettings {
  baseUrl: string;
  apiPath: string;
  apiKey: string;
  additionalParameters: string;
  categories: number[];
  queryLimit: number | null;
  grabLimit: number | null;
  limitsUnit: 'day' | 'hour';
  minimumSeeders: number | null;
  seedRatio: number | null;
  seedTime: number | null;
  packSeedTime: number | null;
}

export function connectionOf(settings: IndexerSettings): ConnectionSettings {
  const int = (key: string) => (typeof settings[key] === 'number' ? (settings[key] as number) : null);
  return {
    baseUrl: String(settings.baseUrl ?? ''),
    apiPath: String(settings.apiPath ?? '/api'),
    apiKey: String(settings.apiKey ?? ''),
    additionalParameters: String(settings.additionalParameters ?? ''),
    categories: Array.isArray(settings.categories) ? (settings.categories as number[]) : [],
    queryLimit: int('baseSettings.queryLimit'),
    grabLimit: int('baseSettings.grabLimit'),
    limitsUnit: settings['baseSettings.limitsUnit'] === 1 ? 'hour' : 'day',
    minimumSeeders: int('torrentBaseSettings.appMinimumSeeders'),
    seedRatio: int('torrentBaseSettings.seedRatio'),
    seedTime: int('torrentBaseSettings.seedTime'),
    packSeedTime: int('torrentBaseSettings.packSeedTime'),
  };
}
