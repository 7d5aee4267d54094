import type { ValidationFailure } from '@arrstack/core';
import { IndexerError, IndexerTimeoutError } from '@arrstack/newznab';

const WIKI = 'https://wiki.servarr.com/prowlarr/system#indexers-are-unavailable-due-to-failures';

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

function failure(reason: TestFailureReason, propertyName: string, errorMessage: string, detail?: string): ValidationFailure {
  return {
    propertyName,
    errorMessage,
    severity: 'error',
    errorCode: reason,
    isWarning: false,
    infoLink: WIKI,
    ...(detail ? { detailedDescription: detail } : {}),
  };
}

/**
 * The failure a test reports for a client error, worded after Prowlarr's messages. Returns undefined for a
 * request-limit answer, which a test only logs.
 */
export function testFailureFor(error: unknown): ValidationFailure | undefined {
  if (!(error instanceof IndexerError)) {
    const message = error instanceof Error ? error.message : String(error);
    return failure('serverError', '', 'Unable to connect to indexer, check the log above the ValidationFailure for more details.', message);
  }
  switch (error.kind) {
    case 'unreachable':
      return failure('unreachable', 'BaseUrl', 'Unable to connect to indexer, please check your DNS settings and ensure IPv6 is working or disabled.', error.message);
    case 'timeout':
      return failure(
        'timeout',
        'BaseUrl',
        `Unable to connect to indexer: no answer within ${Math.round((error as IndexerTimeoutError).timeoutMs / 1000)} seconds.`,
        error.message,
      );
    case 'auth':
      return failure('invalidApiKey', 'ApiKey', 'Invalid API Key', error.message);
    case 'requestLimit':
      return undefined;
    case 'invalidResponse':
      return failure('unsupportedFeed', '', 'Indexer returned an unsupported feed or an unexpected page.', error.message);
    case 'server':
      return failure('serverError', '', `Unable to connect to indexer, indexer's server is unavailable. Try again later. ${error.message}`, error.message);
    case 'api':
      return failure('apiError', '', `Newznab error detected: ${error.message}`, error.message);
    case 'aborted':
      return failure('timeout', '', 'The test was cancelled.', error.message);
  }
}

export function noSearchModeFailure(): ValidationFailure {
  return failure('noSearchMode', '', 'This indexer does not support searching. Its capabilities offer no usable search mode (q, or ids with season and episode for TV).');
}

export function noResultsFailure(): ValidationFailure {
  return failure(
    'noResults',
    '',
    'Query successful, but no results were returned from your indexer. This may be an issue with the indexer or your indexer category settings.',
  );
}
