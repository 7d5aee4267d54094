import { CONDITION_TYPES, conditionType, readNumber, readWhole, type ConditionType } from './conditions';
import type { CustomFormatCondition, CustomFormatDefinition, CustomFormatFailure, SchemaField, SpecificationResource } from './types';

export const CUSTOM_FORMAT_INFO_LINK = 'https://wiki.servarr.com/sonarr/settings#custom-formats-2';

/** The condition type's fields with the given values (defaults where a value is absent). */
function fieldsWithValues(type: ConditionType, values: Record<string, unknown>): SchemaField[] {
  return type.fields.map((field) => ({
    ...field,
    value: values[field.name] !== undefined ? values[field.name] : field.value,
    advanced: false,
    privacy: 'normal',
    isFloat: field.isFloat ?? false,
  }));
}

/** A stored condition as the API sends it. */
export function toSpecificationResource(condition: CustomFormatCondition): SpecificationResource {
  const type = conditionType(condition.implementation);
  return {
    name: condition.name,
    implementation: condition.implementation,
    implementationName: type?.implementationName ?? condition.implementation,
    infoLink: CUSTOM_FORMAT_INFO_LINK,
    negate: condition.negate,
    required: condition.required,
    fields: type ? fieldsWithValues(type, condition.fields) : [],
  };
}

/** A stored format as `GET /customformat` sends it. */
export function toCustomFormatResource(format: CustomFormatDefinition): {
  id: number;
  name: string;
  includeCustomFormatWhenRenaming: boolean;
  specifications: SpecificationResource[];
} {
  return {
    id: format.id,
    name: format.name,
    includeCustomFormatWhenRenaming: format.includeCustomFormatWhenRenaming,
    specifications: format.specifications.map(toSpecificationResource),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `fields` as posted: the anchors' array of `{name, value}`, or (leniently) a plain name → value object. */
function postedValues(fields: unknown): Record<string, unknown> {
  if (isObject(fields)) return fields;
  const values: Record<string, unknown> = {};
  if (!Array.isArray(fields)) return values;
  for (const field of fields) {
    if (isObject(field) && typeof field.name === 'string') values[field.name] = field.value;
  }
  return values;
}

/** Field values normalised to what is stored: numbers for selects and sizes, booleans for checkboxes. */
function normalisedValues(type: ConditionType, posted: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of type.fields) {
    const raw = posted[field.name] ?? posted[field.name.toLowerCase()];
    if (raw === undefined || raw === null) values[field.name] = field.value;
    else if (field.type === 'select') values[field.name] = readWhole(raw) ?? raw;
    else if (field.type === 'number') values[field.name] = readNumber(raw) ?? raw;
    else if (field.type === 'textbox' && typeof raw === 'string') values[field.name] = raw;
    else values[field.name] = raw;
  }
  return values;
}

export interface ReadCustomFormat {
  format?: Omit<CustomFormatDefinition, 'id'>;
  failures: CustomFormatFailure[];
}

/**
 * Reads a CustomFormatResource body as the anchors validate it: a name, at least one condition, every
 * condition named and of a known type, and each condition's own field rules (valid regex, known option,
 * 0 ≤ min < max for sizes). Name uniqueness needs the store and is the caller's check.
 */
export function readCustomFormat(body: unknown): ReadCustomFormat {
  const failures: CustomFormatFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue?: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  if (!isObject(body)) {
    fail('', 'A custom format object is required', body);
    return { failures };
  }
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) fail('Name', "'Name' must not be empty.", body.name);
  if (body.includeCustomFormatWhenRenaming !== undefined && body.includeCustomFormatWhenRenaming !== null && typeof body.includeCustomFormatWhenRenaming !== 'boolean') {
    fail('IncludeCustomFormatWhenRenaming', "'Include Custom Format When Renaming' must be true or false", body.includeCustomFormatWhenRenaming);
  }
  const specifications: CustomFormatCondition[] = [];
  if (!Array.isArray(body.specifications) || body.specifications.length === 0) {
    fail('Specifications', 'Must contain at least one Condition', body.specifications);
  } else {
    for (const raw of body.specifications as unknown[]) {
      if (!isObject(raw)) {
        fail('Specifications', 'Each condition must be an object', raw);
        continue;
      }
      const conditionName = typeof raw.name === 'string' ? raw.name.trim() : '';
      if (!conditionName) fail('Specifications', 'Condition name(s) cannot be empty or consist of only spaces', raw.name);
      const type = conditionType(raw.implementation);
      if (!type) {
        fail('Implementation', `Unknown condition type: ${String(raw.implementation)}`, raw.implementation);
        continue;
      }
      for (const flag of ['negate', 'required'] as const) {
        if (raw[flag] !== undefined && raw[flag] !== null && typeof raw[flag] !== 'boolean') fail(flag[0].toUpperCase() + flag.slice(1), `'${flag}' must be true or false`, raw[flag]);
      }
      const values = normalisedValues(type, postedValues(raw.fields));
      for (const [field, message] of type.check(values)) fail(field[0].toUpperCase() + field.slice(1), message, values[field]);
      specifications.push({ name: conditionName, implementation: type.implementation, negate: raw.negate === true, required: raw.required === true, fields: values });
    }
  }
  if (failures.length > 0) return { failures };
  return {
    format: { name, includeCustomFormatWhenRenaming: body.includeCustomFormatWhenRenaming === true, specifications },
    failures,
  };
}

/** The validation failures of a CustomFormatResource body (empty when it is valid). */
export function validateCustomFormat(body: unknown): CustomFormatFailure[] {
  return readCustomFormat(body).failures;
}

/** Ready-made Release Title conditions the add dialog offers. */
const TITLE_PRESETS: Array<[string, string]> = [
  ['x264', '(x|h)\\.?264'],
  ['x265', '(((x|h)\\.?265)|(HEVC))'],
  ['Simple Hardcoded Subs', 'subs?'],
  ['Hardcoded Subs', '\\b(?<hcsub>(\\w+SUBS?)\\b)|(?<hc>(HC|SUBBED))\\b'],
  ['Surround Sound', 'DTS.?(HD|ES|X(?!\\D))|TRUEHD|ATMOS|DD(\\+|P).?([5-9])|EAC3.?([5-9])'],
  ['Preferred Words', '\\b(SPARKS|Framestor)\\b'],
];

/**
 * `GET /customformat/schema`: one template per condition type in the anchors' order, with empty values,
 * and as presets the built-in title examples plus every condition of the saved formats ("<format>: <condition>").
 */
export function customFormatSchema(existing: readonly CustomFormatDefinition[] = []): SpecificationResource[] {
  return [...CONDITION_TYPES]
    .sort((a, b) => a.order - b.order)
    .map((type) => {
      const template = (name: string, values: Record<string, unknown>, negate = false, required = false): SpecificationResource => ({
        name,
        implementation: type.implementation,
        implementationName: type.implementationName,
        infoLink: CUSTOM_FORMAT_INFO_LINK,
        negate,
        required,
        fields: fieldsWithValues(type, values),
      });
      const presets: SpecificationResource[] = [];
      if (type.implementation === 'ReleaseTitleSpecification') {
        for (const [name, pattern] of TITLE_PRESETS) presets.push(template(name, { value: pattern }));
      }
      for (const format of existing) {
        for (const condition of format.specifications) {
          if (condition.implementation !== type.implementation) continue;
          presets.push(template(`${format.name}: ${condition.name}`, condition.fields, condition.negate, condition.required));
        }
      }
      return { ...template('', {}), presets };
    });
}
