import {
  IndexerError,
  usableSearchTypes,
  type IndexerCapabilities,
  type IndexerTimeoutError,
  type NewznabClient,
} from '@arrstack/newznab';
import type { ProviderFailure } from './provider-fields';

/** Why a live test failed; sent as the failure's `errorCode` so clients (and tests) can tell reasons apart. */
export type TestFailureReason =
  | 'unreachable'
  | 'timeout'
  | 'invalidApiKey'
  | 'noResults'
  | 'noSearchMode'
  | 'unsupportedFeed'
  | 'serverError'
  | 'apiError';

export const DEFAULT_TEST_INFO_LINK = 'https://wiki.servarr.com/prowlarr/system#indexers-are-unavailable-due-to-failures';

function failure(reason: TestFailureReason, propertyName: string, errorMessage: string, infoLink: string, detail?: string): ProviderFailure {
  return {
    propertyName,
    errorMessage,
    severity: 'error',
    errorCode: reason,
    isWarning: false,
    infoLink,
    ...(detail ? { detailedDescription: detail } : {}),
  };
}

/**
 * The failure a test reports for a client error, worded after the anchors' messages. Returns undefined for a
 * request-limit answer, which a test only logs.
 */
export function testFailureFor(error: unknown, infoLink = DEFAULT_TEST_INFO_LINK): ProviderFailure | undefined {
  if (!(error instanceof IndexerError)) {
    const message = error instanceof Error ? error.message : String(error);
    return failure('serverError', '', 'Unable to connect to indexer, check the log above the ValidationFailure for more details.', infoLink, message);
  }
  switch (error.kind) {
    case 'unreachable':
      return failure('unreachable', 'BaseUrl', 'Unable to connect to indexer, please check your DNS settings and ensure IPv6 is working or disabled.', infoLink, error.message);
    case 'timeout':
      return failure(
        'timeout',
        'BaseUrl',
        `Unable to connect to indexer: no answer within ${Math.round((error as IndexerTimeoutError).timeoutMs / 1000)} seconds.`,
        infoLink,
        error.message,
      );
    case 'auth':
      return failure('invalidApiKey', 'ApiKey', 'Invalid API Key', infoLink, error.message);
    case 'requestLimit':
      return undefined;
    case 'invalidResponse':
      return failure('unsupportedFeed', '', 'Indexer returned an unsupported feed or an unexpected page.', infoLink, error.message);
    case 'server':
      return failure('serverError', '', `Unable to connect to indexer, indexer's server is unavailable. Try again later. ${error.message}`, infoLink, error.message);
    case 'api':
      return failure('apiError', '', `Newznab error detected: ${error.message}`, infoLink, error.message);
    case 'aborted':
      return failure('timeout', '', 'The test was cancelled.', infoLink, error.message);
  }
}

export function noSearchModeFailure(infoLink = DEFAULT_TEST_INFO_LINK): ProviderFailure {
  return failure(
    'noSearchMode',
    '',
    'This indexer does not support searching. Its capabilities offer no usable search mode (q, or ids with season and episode for TV).',
    infoLink,
  );
}

export function noResultsFailure(infoLink = DEFAULT_TEST_INFO_LINK): ProviderFailure {
  return failure(
    'noResults',
    '',
    'Query successful, but no results were returned from your indexer. This may be an issue with the indexer or your indexer category settings.',
    infoLink,
  );
}

export interface NewznabTestOutcome {
  failures: ProviderFailure[];
  capabilities?: IndexerCapabilities;
  /** The client error behind a failure (the indexer manager's back-off does not escalate on connection failures). */
  error?: IndexerError;
}

/**
 * The anchors' live test for a Newznab/Torznab indexer: caps, a usable search mode, then an RSS-style search
 * (restricted to `categories` when given) that must return results.
 */
export async function testNewznabIndexer(
  client: Pick<NewznabClient, 'caps' | 'search'>,
  categories: readonly number[],
  infoLink = DEFAULT_TEST_INFO_LINK,
): Promise<NewznabTestOutcome> {
  const fromError = (error: unknown): NewznabTestOutcome => {
    const found = testFailureFor(error, infoLink);
    return { failures: found ? [found] : [], error: error instanceof IndexerError ? error : undefined };
  };
  let capabilities: IndexerCapabilities;
  try {
    capabilities = await client.caps();
  } catch (error) {
    return fromError(error);
  }
  if (usableSearchTypes(capabilities).length === 0) return { failures: [noSearchModeFailure(infoLink)], capabilities };
  try {
    const result = await client.search({ type: 'search', ...(categories.length > 0 ? { cat: [...categories] } : {}) });
    if (result.items.length === 0) return { failures: [noResultsFailure(infoLink)], capabilities };
  } catch (error) {
    return { ...fromError(error), capabilities };
  }
  return { failures: [], capabilities };
}
