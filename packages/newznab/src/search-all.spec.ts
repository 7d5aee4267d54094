import { IndexerAuthError } from './errors';
import type { Searcher } from './newznab-client';
import { searchAll } from './search-all';
import type { Release, SearchQuery, SearchResult } from './types';

function release(guid: string, overrides: Partial<Release> = {}): Release {
  return {
    title: `Title ${guid}`,
    guid,
    downloadUrl: `https://x.example/${guid}`,
    categories: [],
    protocol: 'usenet',
    attributes: {},
    ...overrides,
  };
}

const answers = (items: Release[], total?: number): Searcher => ({
  search: () => Promise.resolve(total === undefined ? { items } : { items, total }),
});
const never: Searcher = { search: () => new Promise<SearchResult>(() => undefined) };

describe('searchAll', () => {
  it('reports each indexer in target order', async () => {
    const result = await searchAll(
      [
        { id: 'a', client: answers([release('1')], 10) },
        { id: 'b', client: { search: () => Promise.reject(new IndexerAuthError('bad key')) } },
        { id: 'c', client: answers([]) },
      ],
      { type: 'search', q: 'x' },
      { timeoutMs: 1000 },
    );
    expect(result.results.map((r) => [r.id, r.ok])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(result.results[0]).toMatchObject({ total: 10 });
    expect(result.results[1]).toMatchObject({ error: { kind: 'auth' } });
  });

  it('merges releases, tags them with their indexer and drops duplicates', async () => {
    const result = await searchAll(
      [
        { id: 1, client: answers([release('1'), release('2')]) },
        { id: 2, client: answers([release('2'), release('3')]) },
      ],
      { type: 'search' },
      { timeoutMs: 1000 },
    );
    expect(result.releases.map((r) => [r.guid, r.indexerId])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 2],
    ]);
  });

  it('returns at the timeout even when a searcher ignores its signal', async () => {
    const started = performance.now();
    const result = await searchAll([answers([release('1')]), never], { type: 'search' }, { timeoutMs: 100 });
    // Without the deadline this would never return; the margin is for a machine busy with other test runs.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.results[1]).toMatchObject({
      id: 1,
      ok: false,
      error: { kind: 'timeout', message: 'Indexer did not answer within 100 ms' },
    });
    expect(result.releases).toHaveLength(1);
  });

  it('hands each searcher a signal that aborts at its timeout', async () => {
    let seen: AbortSignal | undefined;
    const watcher: Searcher = {
      search: (_q, options) => {
        seen = options?.signal;
        return new Promise<SearchResult>(() => undefined);
      },
    };
    await searchAll([watcher], { type: 'search' }, { timeoutMs: 50 });
    expect(seen?.aborted).toBe(true);
  });

  it('reports a caller abort as aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const result = await searchAll([never], { type: 'search' }, { timeoutMs: 5000, signal: controller.signal });
    expect(result.results[0]).toMatchObject({ ok: false, error: { kind: 'aborted' } });
  });

  it('uses a target query in place of the shared one', async () => {
    const queries: SearchQuery[] = [];
    const recorder: Searcher = {
      search: (query) => {
        queries.push(query);
        return Promise.resolve({ items: [] });
      },
    };
    await searchAll(
      [recorder, { id: 'tv', client: recorder, query: { type: 'tvsearch', tvdbid: 1, season: 1, ep: 2 } }],
      { type: 'search', q: 'show s01e02' },
      { timeoutMs: 1000 },
    );
    expect(queries).toEqual([
      { type: 'search', q: 'show s01e02' },
      { type: 'tvsearch', tvdbid: 1, season: 1, ep: 2 },
    ]);
  });

  it('wraps an unexpected throw as a server error', async () => {
    const broken: Searcher = { search: () => Promise.reject(new TypeError('boom')) };
    const result = await searchAll([broken], { type: 'search' }, { timeoutMs: 1000 });
    expect(result.results[0]).toMatchObject({
      ok: false,
      error: { kind: 'server', message: 'Indexer search failed: boom' },
    });
  });

  it('returns empty results for no targets', async () => {
    expect(await searchAll([], { type: 'search' }, { timeoutMs: 10 })).toMatchObject({ results: [], releases: [] });
  });
});
