import {
  IndexerApiError,
  IndexerAuthError,
  IndexerInvalidResponseError,
  IndexerRequestLimitError,
  IndexerServerError,
  IndexerTimeoutError,
  IndexerUnreachableError,
} from '@arrstack/newznab';
import { testFailureFor } from './indexer-test.rules';

describe('testFailureFor', () => {
  it.each([
    [new IndexerUnreachableError('connect ECONNREFUSED'), 'unreachable', 'BaseUrl'],
    [new IndexerTimeoutError(2000), 'timeout', 'BaseUrl'],
    [new IndexerAuthError('Incorrect user credentials'), 'invalidApiKey', 'ApiKey'],
    [new IndexerInvalidResponseError('not xml'), 'unsupportedFeed', ''],
    [new IndexerServerError('HTTP 500'), 'serverError', ''],
    [new IndexerApiError('Function not available'), 'apiError', ''],
    [new Error('boom'), 'serverError', ''],
  ])('maps %s', (error, reason, property) => {
    const failure = testFailureFor(error);
    expect(failure).toMatchObject({ errorCode: reason, propertyName: property, severity: 'error', isWarning: false });
    expect(failure?.errorMessage.length).toBeGreaterThan(5);
  });

  it('only logs a request limit', () => {
    expect(testFailureFor(new IndexerRequestLimitError('limit reached'))).toBeUndefined();
  });
});
