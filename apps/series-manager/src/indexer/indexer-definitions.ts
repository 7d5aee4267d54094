import type { Protocol } from '@arrstack/newznab';
import type { FieldDefinition, ProviderSettings } from '@arrstack/providers';

export type IndexerImplementation = 'Newznab' | 'Torznab';

export interface IndexerDefinition {
  implementation: IndexerImplementation;
  implementationName: string;
  configContract: string;
  protocol: Protocol;
  infoLink: string;
  fields: FieldDefinition[];
}

const NEWZNAB_FIELDS: FieldDefinition[] = [
  { name: 'baseUrl', label: 'URL', kind: 'url', type: 'textbox' },
  { name: 'apiPath', label: 'API Path', kind: 'path', type: 'textbox', advanced: true, defaultValue: '/api', helpText: 'Path to the api, usually /api' },
  { name: 'apiKey', label: 'API Key', kind: 'apiKey', type: 'textbox', privacy: 'apiKey' },
  { name: 'categories', label: 'Categories', kind: 'categories', type: 'select', defaultValue: [5030, 5040], helpText: 'Drop down list, leave blank to disable standard/daily shows' },
  { name: 'animeCategories', label: 'Anime Categories', kind: 'categories', type: 'select', defaultValue: [], helpText: 'Drop down list, leave blank to disable anime' },
  { name: 'animeStandardFormatSearch', label: 'Anime Standard Format Search', kind: 'checkbox', type: 'checkbox', defaultValue: false, helpText: 'Also search for anime using standard numbering' },
  { name: 'additionalParameters', label: 'Additional Parameters', kind: 'text', type: 'textbox', advanced: true, defaultValue: '', helpText: 'Please note if you change the category you will have to add required/restricted rules about the subgroups to avoid foreign language releases.' },
];

const TORRENT_FIELDS: FieldDefinition[] = [
  { name: 'minimumSeeders', label: 'Minimum Seeders', kind: 'int', type: 'number', advanced: true, defaultValue: 1, helpText: 'Minimum number of seeders required.' },
  { name: 'seedCriteria.seedRatio', label: 'Seed Ratio', kind: 'optionalFloat', type: 'textbox', helpText: 'The ratio a torrent should reach before stopping, empty uses the download client\'s default. Ratio should be at least 1.0 and follow the indexers rules' },
  { name: 'seedCriteria.seedTime', label: 'Seed Time', kind: 'optionalInt', type: 'number', unit: 'minutes', advanced: true, helpText: 'The time a torrent should be seeded before stopping, empty uses the download client\'s default' },
  { name: 'seedCriteria.seasonPackSeedTime', label: 'Season-Pack Seed Time', kind: 'optionalInt', type: 'number', unit: 'minutes', advanced: true, helpText: 'The time a season-pack torrent should be seeded before stopping, empty uses the download client\'s default' },
  { name: 'rejectBlocklistedTorrentHashesWhileGrabbing', label: 'Reject Blocklisted Torrent Hashes While Grabbing', kind: 'checkbox', type: 'checkbox', advanced: true, defaultValue: false, helpText: 'If a torrent is blocked by hash it may not properly be rejected during RSS/Search for some indexers, enabling this will allow it to be rejected after the torrent is grabbed, but before it is sent to the client.' },
];

/** Sonarr's two Newznab-family indexers, with the settings its `fields` carry. */
export const INDEXER_DEFINITIONS: Record<IndexerImplementation, IndexerDefinition> = {
  Newznab: {
    implementation: 'Newznab',
    implementationName: 'Newznab',
    configContract: 'NewznabSettings',
    protocol: 'usenet',
    infoLink: 'https://wiki.servarr.com/sonarr/supported#newznab',
    fields: NEWZNAB_FIELDS,
  },
  Torznab: {
    implementation: 'Torznab',
    implementationName: 'Torznab',
    configContract: 'TorznabSettings',
    protocol: 'torrent',
    infoLink: 'https://wiki.servarr.com/sonarr/supported#torznab',
    fields: [...NEWZNAB_FIELDS, ...TORRENT_FIELDS],
  },
};

export const INDEXER_TEST_INFO_LINK = 'https://wiki.servarr.com/sonarr/system#indexers-are-unavailable-due-to-failures';

export function findDefinition(implementation: unknown): IndexerDefinition | undefined {
  if (typeof implementation !== 'string') return undefined;
  const key = (Object.keys(INDEXER_DEFINITIONS) as IndexerImplementation[]).find((name) => name.toLowerCase() === implementation.toLowerCase());
  return key ? INDEXER_DEFINITIONS[key] : undefined;
}

/** Typed view of stored settings for the Newznab client. */
export interface ConnectionSettings {
  baseUrl: string;
  apiPath: string;
  apiKey: string;
  categories: number[];
  animeCategories: number[];
}

export function connectionOf(settings: ProviderSettings): ConnectionSettings {
  const list = (key: string) => (Array.isArray(settings[key]) ? (settings[key] as number[]) : []);
  return {
    baseUrl: String(settings.baseUrl ?? ''),
    apiPath: String(settings.apiPath ?? '/api'),
    apiKey: String(settings.apiKey ?? ''),
    categories: list('categories'),
    animeCategories: list('animeCategories'),
  };
}
