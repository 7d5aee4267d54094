import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import {
  IndexerAbortedError,
  IndexerAuthError,
  IndexerError,
  IndexerInvalidResponseError,
  IndexerRequestLimitError,
  IndexerServerError,
  IndexerTimeoutError,
  IndexerUnreachableError,
  NewznabClient,
  type IndexerErrorKind,
} from '../../src';
import { startFakeIndexer, type FakeIndexer } from '../../src/testing';

const KEY = 'secret-key-123';

async function caught(promise: Promise<unknown>): Promise<IndexerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof IndexerError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('NewznabClient against a healthy Newznab fake', () => {
  let fake: FakeIndexer;
  let client: NewznabClient;

  beforeAll(async () => {
    fake = await startFakeIndexer({ apiKey: KEY });
    client = new NewznabClient({ baseUrl: fake.url, apiKey: KEY, timeoutMs: 5000, userAgent: 'Sonarr/4.0 (test)' });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.clearRequests());

  it('reads caps', async () => {
    const caps = await client.caps();
    expect(caps.server.title).toBe('arrstack fake indexer');
    expect(caps.searching.tvSearch).toEqual({
      available: true,
      supportedParams: ['q', 'season', 'ep', 'tvdbid', 'imdbid', 'tvmazeid', 'rid'],
    });
    expect(caps.categories.find((c) => c.id === 5000)?.subCategories.map((s) => s.id)).toContain(5070);
  });

  it('sends t, q, cat, extended, the key and the user agent', async () => {
    await client.search({ type: 'search', q: 'fake show', cat: [5000, 5040] });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/api',
      t: 'search',
      q: 'fake show',
      cat: [5000, 5040],
      apikey: KEY,
      userAgent: 'Sonarr/4.0 (test)',
      status: 200,
    });
    expect(fake.requests[0].params.extended).toBe('1');
  });

  it('parses the feed items as usenet releases', async () => {
    const result = await client.search({ type: 'search', q: 'fake show' });
    expect(result.items.map((r) => r.title)).toEqual([
      'Fake.Show.S01E01.1080p.WEB-DL.x264-FAKE',
      'Fake.Show.S01E02.720p.HDTV.x264-FAKE',
      'Fake.Show.S01E02.480p.WEB.x264-OTHER',
    ]);
    expect(result.total).toBe(3);
    expect(result.items[0]).toMatchObject({
      protocol: 'usenet',
      tvdbId: 100001,
      season: 1,
      episode: 1,
      categories: [5000, 5040],
    });
  });

  it.each([
    [{ type: 'tvsearch' as const, tvdbid: 100001, season: 1, ep: 2 }, 2],
    [{ type: 'tvsearch' as const, tvdbid: 100001, season: 1, ep: 2, cat: [5040] }, 1],
    [{ type: 'movie' as const, imdbid: 'tt0000001' }, 1],
    [{ type: 'movie' as const, imdbid: '0000001' }, 1],
    [{ type: 'movie' as const, q: 'fake movie', cat: [2000] }, 1],
    [{ type: 'music' as const, artist: 'Fake Artist', cat: [3000] }, 1],
    [{ type: 'search' as const, q: 'nothing like this' }, 0],
  ])('filters %j to %i items', async (query, count) => {
    expect((await client.search(query)).items).toHaveLength(count);
  });

  it('pages with limit and offset', async () => {
    const result = await client.search({ type: 'search', limit: 2, offset: 2 });
    expect(result.items.map((r) => r.guid)).toEqual(['fake-3', 'fake-4']);
    expect(result).toMatchObject({ offset: 2, total: 5 });
  });

  it('downloads an NZB with its type and file name', async () => {
    const [release] = (await client.search({ type: 'search', q: 'S01E01' })).items;
    const grabbed = await client.download(release.downloadUrl);
    if (grabbed.kind !== 'file') throw new Error('expected a file');
    expect(grabbed.contentType).toBe('application/x-nzb');
    expect(grabbed.fileName).toBe('Fake.Show.S01E01.1080p.WEB-DL.x264-FAKE.nzb');
    expect(grabbed.bytes.toString('utf8')).toContain('<nzb xmlns=');
    expect(fake.requests.at(-1)).toMatchObject({ t: 'download', apikey: KEY, status: 200 });
  });

  it('downloads through t=get', async () => {
    const grabbed = await client.download(`${fake.apiUrl}?t=get&id=fake-2&apikey=${KEY}`);
    expect(grabbed.kind).toBe('file');
  });

  it('throws the Newznab error a grab answers with', async () => {
    await expect(client.download(`${fake.url}/download/fake-1?apikey=wrong`)).rejects.toBeInstanceOf(IndexerAuthError);
  });

  it('rejects an answer larger than the limit', async () => {
    const small = new NewznabClient({ baseUrl: fake.url, apiKey: KEY, maxResponseBytes: 1024 });
    await expect(small.search({ type: 'search' })).rejects.toBeInstanceOf(IndexerInvalidResponseError);
  });
});

describe('NewznabClient against a Torznab fake', () => {
  let fake: FakeIndexer;
  let client: NewznabClient;

  beforeAll(async () => {
    fake = await startFakeIndexer({ torznab: true });
    client = new NewznabClient({ baseUrl: fake.url, timeoutMs: 5000 });
  });
  afterAll(() => fake.close());

  it('parses torrents with seeders, peers, info hash and magnet', async () => {
    const [release] = (await client.search({ type: 'tvsearch', q: 'fake show', season: 1, ep: 1 })).items;
    expect(release).toMatchObject({ protocol: 'torrent', seeders: 10, peers: 12, leechers: 2 });
    expect(release.infoHash).toMatch(/^[0-9a-f]{40}$/);
    expect(release.magnetUrl).toMatch(/^magnet:\?xt=urn:btih:/);
  });

  it('downloads a torrent file', async () => {
    const grabbed = await client.download(fake.releases[0].downloadUrl);
    if (grabbed.kind !== 'file') throw new Error('expected a file');
    expect(grabbed.contentType).toBe('application/x-bittorrent');
    expect(grabbed.bytes.subarray(0, 11).toString()).toBe('d8:announce');
  });

  it('returns the magnet a grab redirects to', async () => {
    const grabbed = await client.download(`${fake.url}/magnet/fake-1`);
    expect(grabbed).toEqual({ kind: 'magnet', magnetUrl: fake.releases[0].magnetUrl });
  });

  it('returns a magnet URL given directly without a request', async () => {
    const before = fake.requests.length;
    expect(await client.download('magnet:?xt=urn:btih:abc')).toEqual({
      kind: 'magnet',
      magnetUrl: 'magnet:?xt=urn:btih:abc',
    });
    expect(fake.requests).toHaveLength(before);
  });
});

describe('NewznabClient failures against fakes', () => {
  const fakes: FakeIndexer[] = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));

  async function clientFor(options: Parameters<typeof startFakeIndexer>[0], timeoutMs = 5000, apiKey = KEY) {
    const fake = await startFakeIndexer(options);
    fakes.push(fake);
    return { fake, client: new NewznabClient({ baseUrl: fake.url, apiKey, timeoutMs }) };
  }

  it.each<[string, Parameters<typeof startFakeIndexer>[0], IndexerErrorKind, RegExp]>([
    ['wrongKey', { mode: 'wrongKey' }, 'auth', /Invalid API key.*newznab error 100: Incorrect user credentials/],
    ['a key the indexer does not know', { apiKey: 'other' }, 'auth', /newznab error 100/],
    ['failing', { mode: 'failing' }, 'server', /HTTP 500/],
    ['limited', { mode: 'limited' }, 'requestLimit', /HTTP 429.*Request limit reached/],
    ['garbage', { mode: 'garbage' }, 'invalidResponse', /not a Newznab <rss> document \(got root element <html>\)/],
  ])('reports %s', async (_case, options, kind, message) => {
    const { client } = await clientFor(options);
    const error = await caught(client.search({ type: 'search', q: 'x' }));
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
    expect(error.url).toContain('apikey=(removed)');
    expect(`${error.message} ${error.url}`).not.toContain(KEY);
  });

  it('reports Retry-After of a request limit', async () => {
    const { client } = await clientFor({ mode: 'limited', retryAfterSeconds: 120 });
    const error = await caught(client.caps());
    expect(error).toBeInstanceOf(IndexerRequestLimitError);
    expect((error as IndexerRequestLimitError).retryAfterSeconds).toBe(120);
  });

  it('returns nothing from an empty indexer, but still its caps', async () => {
    const { client } = await clientFor({ mode: 'empty' });
    expect((await client.search({ type: 'search' })).items).toEqual([]);
    expect((await client.caps()).categories.length).toBeGreaterThan(0);
  });

  it.each(['slow', 'hang'] as const)('times out on a %s indexer within the limit', async (mode) => {
    const { client } = await clientFor({ mode, delayMs: 2000 }, 200);
    const started = performance.now();
    const error = await caught(client.search({ type: 'search' }));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(IndexerTimeoutError);
    expect(error.message).toBe('Indexer did not answer within 200 ms');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(400);
  });

  it('uses a tighter per-call timeout', async () => {
    const { client } = await clientFor({ mode: 'hang' });
    const error = await caught(client.search({ type: 'search' }, { timeoutMs: 100 }));
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 100 });
  });

  it('reports a timeout for a caller signal that times out', async () => {
    const { client } = await clientFor({ mode: 'hang' });
    expect(await caught(client.caps({ signal: AbortSignal.timeout(100) }))).toBeInstanceOf(IndexerTimeoutError);
  });

  it('reports a caller abort as aborted', async () => {
    const { client } = await clientFor({ mode: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await caught(client.caps({ signal: controller.signal }))).toBeInstanceOf(IndexerAbortedError);
  });

  it('reports an already aborted signal without waiting', async () => {
    const { client } = await clientFor({});
    expect(await caught(client.caps({ signal: AbortSignal.abort() }))).toBeInstanceOf(IndexerAbortedError);
  });

  it('slow but within the limit succeeds', async () => {
    const { client } = await clientFor({ mode: 'slow', delayMs: 100 }, 2000);
    expect((await client.search({ type: 'search' })).items.length).toBeGreaterThan(0);
  });

  it('recovers when the fake is switched back to healthy', async () => {
    const { fake, client } = await clientFor({ mode: 'failing' });
    await expect(client.caps()).rejects.toBeInstanceOf(IndexerServerError);
    fake.setMode('healthy');
    await expect(client.caps()).resolves.toBeDefined();
  });
});

describe('NewznabClient connection failures', () => {
  it('reports a refused connection as unreachable', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const error = await caught(new NewznabClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: KEY }).caps());
    expect(error).toBeInstanceOf(IndexerUnreachableError);
    expect(error.message).toBe(`Unable to reach 127.0.0.1:${port}: connection refused`);
  });

  it('reports a failed name lookup as unreachable', async () => {
    const dispatcher = new Agent({
      connect: (_options, callback) => {
        callback(Object.assign(new Error('getaddrinfo ENOTFOUND indexer.invalid'), { code: 'ENOTFOUND' }), null);
      },
    });
    const client = new NewznabClient({ baseUrl: 'http://indexer.invalid', dispatcher });
    const error = await caught(client.caps());
    expect(error).toBeInstanceOf(IndexerUnreachableError);
    expect(error.message).toBe('Unable to reach indexer.invalid: host not found (DNS)');
    await dispatcher.close();
  });

  it('reports a connection dropped mid-answer as unreachable', async () => {
    const server = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const error = await caught(new NewznabClient({ baseUrl: `http://127.0.0.1:${port}` }).caps());
    expect(error.kind).toBe('unreachable');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('NewznabClient HTTP status mapping', () => {
  let server: Server;
  let base: string;
  // Paths are /{status}/{base64url body or -}/{Retry-After, or Location for 3xx, or -}/api.
  const at = (status: number, body = '', retryAfter = '') =>
    `${base}/${status}/${body ? Buffer.from(body).toString('base64url') : '-'}/${retryAfter ? encodeURIComponent(retryAfter) : '-'}`;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const [status, body, retry] = new URL(req.url ?? '/', 'http://x').pathname.slice(1).split('/');
      const headers: Record<string, string> = {};
      if (retry !== '-') headers[Number(status) < 400 ? 'location' : 'retry-after'] = decodeURIComponent(retry);
      res.writeHead(Number(status), headers);
      res.end(body === '-' ? '' : Buffer.from(body, 'base64url'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each<[number, string, IndexerErrorKind, number | undefined]>([
    [401, '', 'auth', undefined],
    [403, 'Forbidden', 'auth', undefined],
    [404, 'Not Found', 'server', undefined],
    [500, '', 'server', undefined],
    [503, '<html>down</html>', 'server', undefined],
    [429, '', 'requestLimit', undefined],
    [400, '<error code="100" description="Incorrect user credentials"/>', 'auth', 100],
    [503, '<error code="501" description="Download limit reached"/>', 'requestLimit', 501],
    [200, '', 'invalidResponse', undefined],
    [200, '<error code="910" description="API Disabled"/>', 'api', 910],
  ])('HTTP %i with %j is %s', async (status, body, kind, code) => {
    const client = new NewznabClient({ baseUrl: at(status, body), apiKey: KEY });
    const error = await caught(client.search({ type: 'search', q: 'x' }));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
  });

  it('reads a Retry-After date on 429', async () => {
    const later = new Date(Date.now() + 90_000).toUTCString();
    const error = (await caught(new NewznabClient({ baseUrl: at(429, '', later) }).caps())) as IndexerRequestLimitError;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(91);
  });

  it('follows redirects on a grab', async () => {
    const client = new NewznabClient({ baseUrl: base });
    const target = `${at(200, 'NZBDATA')}/file.nzb`;
    const grabbed = await client.download(`${at(302, '', at(301, '', target))}/x`);
    expect(grabbed.kind === 'file' && grabbed.bytes.toString()).toBe('NZBDATA');
  });

  it('gives up after five redirects', async () => {
    let url = `${at(200, 'NZBDATA')}/file.nzb`;
    for (let hop = 0; hop < 6; hop++) url = `${at(302, '', url)}/x`;
    const error = await caught(new NewznabClient({ baseUrl: base }).download(url));
    expect(error).toMatchObject({ kind: 'invalidResponse', message: 'Too many redirects (more than 5)' });
  });
});
