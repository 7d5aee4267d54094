import { posix } from 'node:path';
import { NEWZNAB_CATEGORIES } from '@arrstack/newznab';

/** A validation failure as the anchors send it (structurally the same as `@arrstack/core`'s ValidationFailure). */
export interface ProviderFailure {
  propertyName: string;
  errorMessage: string;
  attemptedValue?: unknown;
  severity: 'error' | 'warning' | 'info';
  errorCode?: string;
  isWarning?: boolean;
  infoLink?: string;
  detailedDescription?: string;
}

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

/**
 * How a field's value is read and checked: `int` is a required whole number (its default when blank),
 * `optionalInt`/`optionalFloat` may be blank (null), `limitsUnit` is 0 day / 1 hour, `categories` a list of ids,
 * `password` is text never sent back in clear, `select` one of the definition's `selectOptions`, `folder` an absolute
 * path, `port` 1–65535.
 */
export type FieldKind =
  | 'url'
  | 'path'
  | 'apiKey'
  | 'text'
  | 'checkbox'
  | 'int'
  | 'optionalInt'
  | 'optionalFloat'
  | 'limitsUnit'
  | 'categories'
  | 'password'
  | 'select'
  | 'folder'
  | 'port';

export interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  type: string;
  helpText?: string;
  unit?: string;
  advanced?: boolean;
  privacy?: ProviderField['privacy'];
  defaultValue?: unknown;
  /** `text`/`folder`: blank is a failure. */
  required?: boolean;
  /** `select`: the allowed values. */
  selectOptions?: NonNullable<ProviderField['selectOptions']>;
}

/** What a stored password is shown as; sent back unchanged, it keeps the stored password (as the anchors do). */
export const PASSWORD_MASK = '********';

/** Settings as stored: field name (dotted, as on the wire) → value. */
export type ProviderSettings = Record<string, unknown>;

export const LIMITS_UNITS = { day: 0, hour: 1 } as const;

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

/** The standard Newznab category tree as select options (children carry `parentValue`). */
export const CATEGORY_SELECT_OPTIONS = categoryOptions();

/** The definition's fields with values from stored settings (defaults where a setting is absent). */
export function fieldsOf(definition: { fields: readonly FieldDefinition[] }, settings: ProviderSettings): ProviderField[] {
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
    if (field.kind === 'password') {
      if (typeof value === 'string' && value !== '') out.value = PASSWORD_MASK;
    } else if (value !== undefined && value !== null) out.value = value;
    if (field.selectOptions) out.selectOptions = field.selectOptions;
    if (field.kind === 'limitsUnit') {
      out.selectOptions = [
        { value: 0, name: 'Day', order: 0 },
        { value: 1, name: 'Hour', order: 1 },
      ];
    }
    if (field.kind === 'categories') out.selectOptions = CATEGORY_SELECT_OPTIONS;
    return out;
  });
}

/**
 * Reads the `fields` array of a request against a definition: unknown names are ignored (as the anchors do),
 * absent ones take defaults, and each bad value becomes a failure named after the field.
 */
export function readSettings(
  definition: { fields: readonly FieldDefinition[] },
  fields: unknown,
  previous: ProviderSettings = {},
): { settings: ProviderSettings; failures: ProviderFailure[] } {
  const failures: ProviderFailure[] = [];
  const settings: ProviderSettings = {};
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
        else if (field.required && (typeof raw !== 'string' || raw.trim() === '')) fail(`'${field.label}' must not be empty.`);
        settings[field.name] = typeof raw === 'string' ? raw.trim() : (field.defaultValue ?? '');
        break;
      }
      case 'password': {
        if (!blank && typeof raw !== 'string') fail(`'${field.label}' must be text.`);
        else settings[field.name] = raw === PASSWORD_MASK ? (previous[field.name] ?? '') : typeof raw === 'string' ? raw : '';
        break;
      }
      case 'folder': {
        const text = typeof raw === 'string' ? raw.trim() : '';
        if (!blank && typeof raw !== 'string') fail(`'${field.label}' must be text.`);
        else if (text === '' && field.required) fail(`'${field.label}' must not be empty.`);
        else if (text !== '' && (!text.startsWith('/') || text.includes('\0'))) fail(`'${field.label}' must be an absolute path.`);
        settings[field.name] = text === '' ? '' : posix.normalize(text).replace(/(.)\/+$/, '$1');
        break;
      }
      case 'port': {
        const n = blank ? field.defaultValue : typeof raw === 'string' ? Number(raw) : raw;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 65535) fail(`'${field.label}' must be between 1 and 65535.`);
        else settings[field.name] = n;
        break;
      }
      case 'select': {
        const n = blank ? field.defaultValue : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
        const allowed = (field.selectOptions ?? []).map((o) => o.value);
        if (!allowed.includes(n as number)) fail(`'${field.label}' must be one of ${allowed.join(', ')}.`);
        else settings[field.name] = n;
        break;
      }
      case 'checkbox': {
        if (blank) settings[field.name] = field.defaultValue ?? false;
        else if (typeof raw !== 'boolean') fail(`'${field.label}' must be true or false.`);
        else settings[field.name] = raw;
        break;
      }
      case 'int':
      case 'optionalInt': {
        if (blank) {
          settings[field.name] = field.kind === 'int' ? (field.defaultValue ?? 0) : null;
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
          settings[field.name] = field.defaultValue ?? [];
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

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
