export type {
  ConditionImplementation,
  CustomFormatCondition,
  CustomFormatDefinition,
  CustomFormatFailure,
  ReleaseForFormats,
  SchemaField,
  SpecificationResource,
} from './types';
export { customFormatScore, formatMatches, matchCustomFormats } from './match';
export {
  CUSTOM_FORMAT_INFO_LINK,
  customFormatSchema,
  readCustomFormat,
  toCustomFormatResource,
  toSpecificationResource,
  validateCustomFormat,
  type ReadCustomFormat,
} from './resource';
export { CONDITION_TYPES, conditionType, type ConditionType } from './conditions';
export {
  INDEXER_FLAGS,
  INDEXER_FLAG_OPTIONS,
  LANGUAGE_OPTIONS,
  RELEASE_TYPE_OPTIONS,
  RESOLUTION_OPTIONS,
  SOURCE_OPTIONS,
  SOURCE_VALUES,
} from './options';
