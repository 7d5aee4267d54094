import { NEWZNAB_CATEGORIES, type Protocol } from '@arrstack/newznab';
import type { ValidationFailure } from '@arrstack/core';

/** One entry of a provider's `fields` array, as the anchors send it. */
export interface ProviderField {
  order: number;
  name: string;
  label: string;
  unit?: string;
  helpText?: string;
  helpLink?: string;
  value?: unknown;
  type: string;
  advanced: boolean;
  selectOptions?: Array<{ value: number; name: string; order: number; hint?: string; parentValue?: number }>;
  privacy: 'normal' | 'password' | 'apiKey' | 'userName';
  placeholder?: string;
  isFloat: boolean;
}

type FieldKind = 'url' | 'path' | 'apiKey' | 'text' | 'optionalInt' | 'optionalFloat' | 'limitsUnit' | 'categories';

interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  type: string;
  helpText?: string;
  unit?: string;
  advanced?: boolean;
  privacy?: ProviderField['privacy'];
  defaultValue?: unknown;
}

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

/** Settings as stored: field name (dotted, as on the wire) → value. */
export type IndexerSettings = Record<string, unknown>;

export const LIMITS_UNITS = { day: 0, hour: 1 } as const;

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

function categoryOptions(): NonNullable<ProviderField['selectOptions']> {
  const options: NonNullable<ProviderField['selectOptions']> = [];
  for (const parent of NEWZNAB_CATEGORIES) {
    options.push({ value: parent.id, name: parent.name, order: options.length });
    for (const child of parent.subCategories) {
      options.push({ value: child.id, name: child.name, order: options.length, parentValue: parent.id });
    }
  }
  return options;
}

const CATEGORY_OPTIONS = categoryOptions();

/** The definition's fields with values from stored settings (defaults where a setting is absent). */
export function fieldsOf(definition: IndexerDefinition, settings: IndexerSettings): ProviderField[] {
  return definition.fields.map((field, order) => {
    const stored = settings[field.name];
    const value = stored === undefined ? field.defaultValue : stored;
    const out: ProviderField = {
      order,
      name: field.name,
      label: field.label,
      type: field.type,
      advanced: field.advanced ?? false,
      privacy: field.privacy ?? 'normal',
      isFloat: field.kind === 'optionalFloat',
    };
    if (field.unit) out.unit = field.unit;
    if (field.helpText) out.helpText = field.helpText;
    if (value !== undefined && value !== null) out.value = value;
    if (field.kind === 'limitsUnit') {
      out.selectOptions = [
        { value: 0, name: 'Day', order: 0 },
        { value: 1, name: 'Hour', order: 1 },
      ];
    }
    if (field.kind === 'categories') out.selectOptions = CATEGORY_OPTIONS;
    return out;
  });
}

/**
 * Reads the `fields` array of a request against a definition: unknown names are ignored (as the anchors do),
 * absent ones take defaults, and each bad value becomes a failure named after the field.
 */
export function readSettings(
  definition: IndexerDefinition,
  fields: unknown,
): { settings: IndexerSettings; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const settings: IndexerSettings = {};
  const given = new Map<string, unknown>();
  if (fields !== undefined && fields !== null) {
    if (!Array.isArray(fields)) {
      failures.push({ propertyName: 'Fields', errorMessage: "'Fields' must be an array of {name, value}.", attemptedValue: fields, severity: 'error' });
    } else {
      for (const entry of fields) {
        if (entry && typeof entry === 'object' && typeof (entry as { name?: unknown }).name === 'string') {
          given.set((entry as { name: string }).name.toLowerCase(), (entry as { value?: unknown }).value);
        }
      }
    }
  }
  for (const field of definition.fields) {
    const raw = given.get(field.name.toLowerCase());
    const fail = (errorMessage: string) =>
      failures.push({ propertyName: field.name, errorMessage, attemptedValue: raw, severity: 'error' });
    const blank = raw === undefined || raw === null || raw === '';
    switch (field.kind) {
      case 'url': {
        const text = typeof raw === 'string' ? raw.trim() : '';
        if (!text) fail(`'${field.label}' must not be empty.`);
        else if (!isHttpUrl(text)) fail(`'${field.label}' must be a valid http(s) URL.`);
        settings[field.name] = text.replace(/\/+$/, '');
        break;
      }
      case 'path': {
        const text = blank ? String(field.defaultValue) : typeof raw === 'string' ? raw.trim() : '';
        if (!/^\/[^\s?#]*$/.test(text)) fail(`'${field.label}' must start with / and hold no spaces or query.`);
        settings[field.name] = text;
        break;
      }
      case 'apiKey':
      case 'text': {
        if (!blank && typeof raw !== 'string') fail(`'${field.label}' must be text.`);
        settings[field.name] = typeof raw === 'string' ? raw.trim() : (field.defaultValue ?? '');
        break;
      }
      case 'optionalInt': {
        if (blank) {
          settings[field.name] = null;
          break;
        }
        const n = typeof raw === 'string' ? Number(raw) : raw;
        if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) fail(`'${field.label}' must be a whole number of 0 or more.`);
        else settings[field.name] = n;
        break;
      }
      case 'optionalFloat': {
        if (blank) {
          settings[field.name] = null;
          break;
        }
        const n = typeof raw === 'string' ? Number(raw) : raw;
        if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) fail(`'${field.label}' must be a number of 0 or more.`);
        else settings[field.name] = n;
        break;
      }
      case 'limitsUnit': {
        if (blank) {
          settings[field.name] = 0;
          break;
        }
        const n = typeof raw === 'string' && /^(day|hour)$/i.test(raw) ? LIMITS_UNITS[raw.toLowerCase() as 'day' | 'hour'] : raw;
        if (n !== 0 && n !== 1) fail(`'${field.label}' must be 0 (day) or 1 (hour).`);
        else settings[field.name] = n;
        break;
      }
      case 'categories': {
        if (blank) {
          settings[field.name] = [];
          break;
        }
        if (!Array.isArray(raw) || !raw.every((c) => Number.isSafeInteger(c) && (c as number) > 0)) {
          fail(`'${field.label}' must be an array of category ids.`);
        } else {
          settings[field.name] = [...new Set(raw as number[])];
        }
        break;
      }
    }
  }
  return { settings, failures };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
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
