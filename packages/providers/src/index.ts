export {
  CATEGORY_SELECT_OPTIONS,
  fieldsOf,
  isHttpUrl,
  LIMITS_UNITS,
  readSettings,
  type FieldDefinition,
  type FieldKind,
  type ProviderFailure,
  type ProviderField,
  type ProviderSettings,
} from './provider-fields';
export {
  DEFAULT_TEST_INFO_LINK,
  noResultsFailure,
  noSearchModeFailure,
  testFailureFor,
  testNewznabIndexer,
  type NewznabTestOutcome,
  type TestFailureReason,
} from './newznab-test';
export { applyTags, readIds } from './provider-bulk';
export { PASSWORD_MASK } from './provider-fields';
export { failureCollector, readApplyTags, readBool, readName, readPriority, readTags, tagsMatch, type Fail } from './provider-rules';
