import {
  IndexerApiError,
  IndexerAuthError,
  IndexerInvalidResponseError,
  IndexerRequestLimitError,
  IndexerServerError,
  IndexerTimeoutError,
  IndexerUnreachableError,
  type IndexerCapabilities,
} from '@arrstack/newznab';
import { testFailureFor, testNewznabIndexer } from './newznab-test';

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

describe('testNewznabIndexer', () => {
  const off = { available: false, supportedParams: [] };
  const caps = (searchAvailable: boolean): IndexerCapabilities => ({
    server: {},
    limits: {},
    searching: { search: { available: searchAvailable, supportedParams: ['q'] }, tvSearch: off, movieSearch: off, musicSearch: off, bookSearch: off },
    categories: [],
  }) as unknown as IndexerCapabilities;

  it('passes when caps offer a search mode and the search returns items', async () => {
    const search = jest.fn().mockResolvedValue({ items: [{ title: 'x' }] });
    const outcome = await testNewznabIndexer({ caps: () => Promise.resolve(caps(true)), search }, [5000]);
    expect(outcome.failures).toEqual([]);
    expect(search).toHaveBeenCalledWith({ type: 'search', cat: [5000] });
  });

  it('reports no results', async () => {
    const outcome = await testNewznabIndexer({ caps: () => Promise.resolve(caps(true)), search: () => Promise.resolve({ items: [] }) }, []);
    expect(outcome.failures.map((f) => f.errorCode)).toEqual(['noResults']);
  });

  it('reports a caps failure with the given info link and keeps the error', async () => {
    const error = new IndexerAuthError('bad key');
    const outcome = await testNewznabIndexer({ caps: () => Promise.reject(error), search: jest.fn() }, [], 'https://example.test/help');
    expect(outcome.failures).toMatchObject([{ errorCode: 'invalidApiKey', infoLink: 'https://example.test/help' }]);
    expect(outcome.error).toBe(error);
  });

  it('reports an indexer without a usable search mode', async () => {
    const outcome = await testNewznabIndexer({ caps: () => Promise.resolve(caps(false)), search: jest.fn() }, []);
    expect(outcome.failures.map((f) => f.errorCode)).toEqual(['noSearchMode']);
  });
});
