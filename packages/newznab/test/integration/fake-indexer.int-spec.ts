import { request } from 'undici';
import { parseCapsXml, parseErrorXml, parseSearchXml } from '../../src';
import { startFakeIndexer, type FakeIndexer } from '../../src/testing';

async function get(url: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const response = await request(url);
  return { status: response.statusCode, body: await response.body.text(), headers: response.headers };
}

describe('startFakeIndexer', () => {
  let fake: FakeIndexer;
  afterEach(() => fake.close());

  it('listens on 127.0.0.1 on a free port', async () => {
    fake = await startFakeIndexer();
    expect(fake.url).toBe(`http://127.0.0.1:${fake.port}`);
    expect(fake.port).toBeGreaterThan(0);
    expect(fake.apiUrl).toBe(`${fake.url}/api`);
  });

  it('records requests with t, q, cat, apikey and times', async () => {
    fake = await startFakeIndexer({ apiKey: 'k' });
    const before = Date.now();
    await get(`${fake.apiUrl}?t=tvsearch&q=fake&cat=5000,5040&apikey=k&season=1`);
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api',
        t: 'tvsearch',
        q: 'fake',
        cat: [5000, 5040],
        apikey: 'k',
        status: 200,
      }),
    ]);
    expect(fake.requests[0].params.season).toBe('1');
    expect(fake.requests[0].receivedAt).toBeGreaterThanOrEqual(before);
    expect(fake.requests[0].respondedAt).toBeGreaterThanOrEqual(fake.requests[0].receivedAt);
  });

  it('serves the given releases with URLs pointing at itself', async () => {
    fake = await startFakeIndexer({ releases: [{ title: 'One', categories: [5040] }], torznab: true });
    const { items } = parseSearchXml((await get(`${fake.apiUrl}?t=search`)).body);
    expect(items).toHaveLength(1);
    expect(items[0].downloadUrl).toBe(`${fake.url}/download/fake-1`);
    expect(items[0].protocol).toBe('torrent');
  });

  it('serves caps given to it', async () => {
    const caps = {
      ...(await startFakeIndexer().then(async (f) => {
        const c = f.caps;
        await f.close();
        return c;
      })),
      categories: [],
    };
    fake = await startFakeIndexer({ caps });
    expect(parseCapsXml((await get(`${fake.apiUrl}?t=caps`)).body).categories).toEqual([]);
  });

  it('serves another API path', async () => {
    fake = await startFakeIndexer({ apiPath: '/torznab/all/api' });
    expect((await get(`${fake.url}/torznab/all/api?t=caps`)).status).toBe(200);
    expect((await get(`${fake.url}/api?t=caps`)).status).toBe(404);
  });

  it.each([
    ['no function', '', 200],
    ['an unknown function', 't=register', 202],
  ])('answers %s with a Newznab error', async (_case, query, code) => {
    fake = await startFakeIndexer();
    expect(parseErrorXml((await get(`${fake.apiUrl}?${query}`)).body)?.code).toBe(code);
  });

  it('answers an unknown grab with error 300', async () => {
    fake = await startFakeIndexer();
    expect(parseErrorXml((await get(`${fake.url}/download/nope`)).body)?.code).toBe(300);
  });

  it('switches mode while running', async () => {
    fake = await startFakeIndexer({ mode: 'failing' });
    expect((await get(`${fake.apiUrl}?t=caps`)).status).toBe(500);
    fake.setMode('limited');
    const limited = await get(`${fake.apiUrl}?t=caps`);
    expect([limited.status, limited.headers['retry-after']]).toEqual([429, '60']);
    fake.setMode('healthy');
    expect((await get(`${fake.apiUrl}?t=caps`)).status).toBe(200);
    expect(fake.mode).toBe('healthy');
  });

  it('closes promptly with a request still hanging', async () => {
    fake = await startFakeIndexer({ mode: 'hang' });
    const hanging = get(`${fake.apiUrl}?t=caps`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests).toHaveLength(1);
    const started = performance.now();
    await fake.close();
    expect(performance.now() - started).toBeLessThan(200);
    expect(await hanging).toBeInstanceOf(Error);
    fake = await startFakeIndexer();
  });
});
