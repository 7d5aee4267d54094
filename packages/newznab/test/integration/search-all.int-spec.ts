import { NewznabClient, searchAll, type IndexerOutcome } from '../../src';
import { startFakeIndexer, type FakeIndexer, type FakeIndexerOptions } from '../../src/testing';

describe('searchAll over HTTP', () => {
  const fakes: FakeIndexer[] = [];
  afterEach(async () => {
    await Promise.all(fakes.map((f) => f.close()));
    fakes.length = 0;
  });

  async function targets(options: FakeIndexerOptions[]) {
    for (const option of options) fakes.push(await startFakeIndexer({ apiKey: 'k', ...option }));
    return fakes.map((fake, index) => ({
      id: index + 1,
      client: new NewznabClient({ baseUrl: fake.url, apiKey: 'k' }),
    }));
  }

  const kinds = (results: IndexerOutcome[]) => results.map((r) => (r.ok ? 'ok' : r.error.kind));

  it('returns every answer, each failure by kind, and stops waiting at the timeout', async () => {
    const list = await targets([
      {},
      { torznab: true },
      { mode: 'failing' },
      { mode: 'hang' },
      { mode: 'slow', delayMs: 1500 },
      { mode: 'wrongKey' },
      { mode: 'empty' },
      { mode: 'limited' },
    ]);
    const started = performance.now();
    const result = await searchAll(list, { type: 'tvsearch', q: 'fake show' }, { timeoutMs: 400 });
    const elapsed = performance.now() - started;

    expect(kinds(result.results)).toEqual(['ok', 'ok', 'server', 'timeout', 'timeout', 'auth', 'ok', 'requestLimit']);
    expect(elapsed).toBeGreaterThanOrEqual(395);
    expect(elapsed).toBeLessThan(550);
    expect(fakes.every((fake) => fake.requests.length === 1)).toBe(true);
    const protocols = new Set(result.releases.map((r) => r.protocol));
    expect(protocols).toEqual(new Set(['usenet', 'torrent']));
  });

  it('does not wait for the timeout when every indexer answers', async () => {
    const list = await targets([{}, {}, {}]);
    const result = await searchAll(list, { type: 'search' }, { timeoutMs: 5000 });
    expect(result.elapsedMs).toBeLessThan(1000);
    expect(kinds(result.results)).toEqual(['ok', 'ok', 'ok']);
  });

  it('drops the same releases served by two indexers', async () => {
    const releases = [
      { title: 'Same.Show.S01E01.720p-GRP', guid: 'same-1', size: 1000 },
      { title: 'Same.Show.S01E02.720p-GRP', guid: 'same-2', size: 2000 },
    ];
    const list = await targets([{ releases }, { releases: [...releases, { title: 'Only.Here.S01E03-GRP', size: 5 }] }]);
    const result = await searchAll(list, { type: 'search' }, { timeoutMs: 2000 });
    expect(result.releases.map((r) => [r.guid, r.indexerId])).toEqual([
      ['same-1', 1],
      ['same-2', 1],
      ['fake-3', 2],
    ]);
  });
});
