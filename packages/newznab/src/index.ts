export type {
  IndexerCapabilities,
  NewznabCategory,
  Protocol,
  Release,
  SearchMode,
  SearchQuery,
  SearchResult,
  SearchType,
} from './types';
export {
  errorFromNewznabCode,
  IndexerAbortedError,
  IndexerApiError,
  IndexerAuthError,
  IndexerError,
  IndexerInvalidResponseError,
  IndexerRequestLimitError,
  IndexerServerError,
  IndexerTimeoutError,
  IndexerUnreachableError,
  NEWZNAB_ERROR_CODES,
  type IndexerErrorDetails,
  type IndexerErrorKind,
} from './errors';
export { categoriesMatch, findStandardCategory, NEWZNAB_CATEGORIES, parentCategoryId } from './categories';
export { parseCapsXml } from './caps-parser';
export { supportsParam, usableSearchTypes } from './search-modes';
export { parseSearchXml } from './feed-parser';
export { parseErrorXml } from './xml';
export {
  NEWZNAB_NAMESPACE,
  renderCapsXml,
  renderErrorXml,
  renderSearchXml,
  TORZNAB_NAMESPACE,
  type RenderSearchOptions,
} from './feed-writer';
export { apiEndpoint, redactUrl, searchParams } from './request-url';
export {
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  NewznabClient,
  parseRetryAfter,
  type CallOptions,
  type DownloadResult,
  type NewznabClientOptions,
  type Searcher,
} from './newznab-client';
export { dedupeReleases, normalizeTitle } from './dedupe';
export {
  searchAll,
  type IndexedRelease,
  type IndexerOutcome,
  type SearchAllOptions,
  type SearchAllResult,
  type SearchTarget,
} from './search-all';
