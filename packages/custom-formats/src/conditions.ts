import {
  hasOption,
  INDEXER_FLAG_OPTIONS,
  LANGUAGE_OPTIONS,
  ORIGINAL_LANGUAGE_ID,
  RELEASE_TYPE_OPTIONS,
  RELEASE_TYPE_VALUES,
  RESOLUTION_OPTIONS,
  SOURCE_OPTIONS,
  SOURCE_VALUES,
} from './options';
import { compileCaseInsensitive } from './regex';
import type { ConditionImplementation, ReleaseForFormats, SchemaField } from './types';

type FieldTemplate = Omit<SchemaField, 'privacy' | 'isFloat' | 'advanced'> & { isFloat?: boolean };

/** What one condition type looks like in the schema, how its fields are checked and how it matches. */
export interface ConditionType {
  implementation: ConditionImplementation;
  implementationName: string;
  /** Position in the schema list (the anchors' `Order`; gaps leave room for Radarr's types). */
  order: number;
  fields: FieldTemplate[];
  /** Problems with the field values, as `[fieldName, message]`. */
  check(fields: Record<string, unknown>): Array<[string, string]>;
  /** The condition's result before `negate`; never throws, whatever is stored. */
  matches(fields: Record<string, unknown>, release: ReleaseForFormats): boolean;
}

const REGEX_HELP = 'https://www.regular-expressions.info/tutorial.html';
const WHOLE_NUMBER = /^-?\d+$/;

/** A whole number from a stored or posted field value (numeric strings included), else undefined. */
export function readWhole(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && WHOLE_NUMBER.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** A finite number from a field value (numeric strings included), else undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function regexCondition(implementation: ConditionImplementation, implementationName: string, order: number, subject: (r: ReleaseForFormats) => string | undefined): ConditionType {
  return {
    implementation,
    implementationName,
    order,
    fields: [{ order: 0, name: 'value', label: 'Regular Expression', helpText: 'Matched without regard to case', helpLink: REGEX_HELP, type: 'textbox', value: '' }],
    check(fields) {
      const pattern = fields.value;
      if (typeof pattern !== 'string' || pattern.trim() === '') return [['value', "'Value' must not be empty."]];
      if (!compileCaseInsensitive(pattern)) return [['value', 'Invalid Regex']];
      return [];
    },
    matches(fields, release) {
      const text = subject(release);
      const regex = typeof fields.value === 'string' ? compileCaseInsensitive(fields.value) : undefined;
      return text !== undefined && regex !== undefined && regex.test(text);
    },
  };
}

function selectCondition(
  implementation: ConditionImplementation,
  implementationName: string,
  order: number,
  label: string,
  selectOptions: SchemaField['selectOptions'] & object,
  invalid: string,
  value: (fields: Record<string, unknown>, release: ReleaseForFormats) => boolean,
): ConditionType {
  return {
    implementation,
    implementationName,
    order,
    fields: [{ order: 0, name: 'value', label, type: 'select', value: selectOptions[0].value, selectOptions }],
    check(fields) {
      const chosen = readWhole(fields.value);
      return chosen === undefined || !hasOption(selectOptions, chosen) ? [['value', `${invalid}: ${String(fields.value)}`]] : [];
    },
    matches: value,
  };
}

const GIGABYTE = 1024 ** 3;

/** Sonarr v4's condition types in schema order. */
export const CONDITION_TYPES: readonly ConditionType[] = Object.freeze([
  regexCondition('ReleaseTitleSpecification', 'Release Title', 1, (release) => release.title),
  {
    implementation: 'LanguageSpecification',
    implementationName: 'Language',
    order: 3,
    fields: [
      { order: 0, name: 'value', label: 'Language', type: 'select', value: 0, selectOptions: LANGUAGE_OPTIONS },
      { order: 1, name: 'exceptLanguage', label: 'Except Language', helpText: 'Matches if any language other than the selected one is present', type: 'checkbox', value: false },
    ],
    check(fields) {
      const problems: Array<[string, string]> = [];
      const id = readWhole(fields.value);
      if (id === undefined || !hasOption(LANGUAGE_OPTIONS, id)) problems.push(['value', `Invalid Language Id: ${String(fields.value)}`]);
      if (fields.exceptLanguage !== undefined && typeof fields.exceptLanguage !== 'boolean') problems.push(['exceptLanguage', "'Except Language' must be true or false"]);
      return problems;
    },
    matches(fields, release) {
      let id = readWhole(fields.value);
      if (id === undefined) return false;
      if (id === ORIGINAL_LANGUAGE_ID && release.originalLanguage) id = release.originalLanguage.id;
      const ids = release.languages.map((language) => language.id);
      return fields.exceptLanguage === true ? ids.some((other) => other !== id) : ids.includes(id);
    },
  },
  selectCondition('IndexerFlagSpecification', 'Indexer Flag', 4, 'Flag', INDEXER_FLAG_OPTIONS, 'Invalid Indexer Flag', (fields, release) => {
    const flag = readWhole(fields.value);
    return flag !== undefined && flag > 0 && (release.indexerFlags & flag) === flag;
  }),
  selectCondition('SourceSpecification', 'Source', 5, 'Source', SOURCE_OPTIONS, 'Invalid Quality Source', (fields, release) => {
    const source = SOURCE_VALUES[release.quality.source];
    return source !== undefined && readWhole(fields.value) === source;
  }),
  selectCondition('ResolutionSpecification', 'Resolution', 6, 'Resolution', RESOLUTION_OPTIONS, 'Invalid Resolution', (fields, release) => readWhole(fields.value) === release.quality.resolution),
  {
    implementation: 'SizeSpecification',
    implementationName: 'Size',
    order: 8,
    fields: [
      { order: 0, name: 'min', label: 'Minimum Size', helpText: 'Release must be greater than this size', unit: 'GB', type: 'number', value: 0, isFloat: true },
      { order: 1, name: 'max', label: 'Maximum Size', helpText: 'Release must be less than or equal to this size', unit: 'GB', type: 'number', value: 0, isFloat: true },
    ],
    check(fields) {
      const min = readNumber(fields.min);
      const max = readNumber(fields.max);
      const problems: Array<[string, string]> = [];
      if (min === undefined || min < 0) problems.push(['min', "'Min' must be greater than or equal to '0'."]);
      if (max === undefined || (min !== undefined && max <= min)) problems.push(['max', `'Max' must be greater than '${min ?? 0}'.`]);
      return problems;
    },
    matches(fields, release) {
      const min = readNumber(fields.min);
      const max = readNumber(fields.max);
      return min !== undefined && max !== undefined && release.size > min * GIGABYTE && release.size <= max * GIGABYTE;
    },
  },
  regexCondition('ReleaseGroupSpecification', 'Release Group', 9, (release) => release.releaseGroup || undefined),
  selectCondition('ReleaseTypeSpecification', 'Release Type', 10, 'Release Type', RELEASE_TYPE_OPTIONS, 'Invalid Release Type', (fields, release) => {
    return readWhole(fields.value) === RELEASE_TYPE_VALUES[release.releaseType ?? 'unknown'];
  }),
]);

const BY_IMPLEMENTATION = new Map<string, ConditionType>(CONDITION_TYPES.map((type) => [type.implementation.toLowerCase(), type]));

/** The condition type for an implementation name (any case), if it is one we know. */
export function conditionType(implementation: unknown): ConditionType | undefined {
  return typeof implementation === 'string' ? BY_IMPLEMENTATION.get(implementation.toLowerCase()) : undefined;
}
