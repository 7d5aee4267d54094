import { startTestApp, type TestApp } from '@arrstack/testing';
import { parseErrorXml, parseSearchXml } from '@arrstack/newznab';
import { startFakeIndexer, type FakeIndexer } from '@arrstack/newznab/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { indexerBody } from '../support/indexers';

function collectBytes(res: NodeJS.ReadableStream, done: (error: Error | null, body: unknown) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

const SONARR = 'Sonarr/4.0.15.2941 (ubuntu 24.04)';

describe('Newznab proxy, search, history and stats (e2e)', () => {
  let app: TestApp;
  let nzb: FakeIndexer;
  let nzb2: FakeIndexer;
  let tor: FakeIndexer;
  let failing: FakeIndexer;
  let hang: FakeIndexer;
  const ids: Record<string, number> = {};

  const create = async (name: string, fake: FakeIndexer, overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => {
    const res = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(fake, { name, ...overrides }, fields)).expect(201);
    ids[name] = res.body.id;
    return res.body.id as number;
  };
  const proxy = (id: number, query: string, agent = SONARR) => app.http.get(`/${id}/api?${query}&apikey=${app.apiKey}`).set('User-Agent', agent);

  beforeAll(async () => {
    process.env.INDEXER_SEARCH_TIMEOUT_SECONDS = '1';
    [app, nzb, nzb2, tor, failing, hang] = await Promise.all([
      startTestApp(AppModule, APP),
      startFakeIndexer({ apiKey: 'upstream-nzb' }),
      startFakeIndexer({ apiKey: 'upstream-nzb2' }),
      startFakeIndexer({ apiKey: 'upstream-tor', torznab: true }),
      startFakeIndexer({ mode: 'failing' }),
      startFakeIndexer({ mode: 'hang' }),
    ]);
    await create('nzb', nzb, { priority: 1, tags: [7] });
    await create('nzb2', nzb2, { priority: 2 });
    await create('tor', tor, { implementation: 'Torznab', priority: 3 });
  });

  afterAll(async () => {
    delete process.env.INDEXER_SEARCH_TIMEOUT_SECONDS;
    await Promise.all([app?.close(), nzb?.close(), nzb2?.close(), tor?.close(), failing?.close(), hang?.close()]);
  });

  describe('proxy', () => {
    it('requires this service\'s API key', async () => {
      await app.http.get(`/${ids.nzb}/api?t=caps`).expect(401);
      await app.http.get(`/${ids.nzb}/api?t=caps&apikey=upstream-nzb`).expect(401);
      await app.http.get(`/api/v1/indexer/${ids.nzb}/newznab?t=caps`).expect(401);
    });

    it('answers caps from the real indexer', async () => {
      const res = await proxy(ids.nzb, 't=caps').expect(200);
      expect(res.headers['content-type']).toMatch(/xml/);
      expect(res.text).toContain('<caps>');
      expect(res.text).toContain('tv-search');
    });

    it('searches the real indexer with its own key and rewrites grab links through itself', async () => {
      nzb.clearRequests();
      const res = await proxy(ids.nzb, 't=search&q=Fake.Show&cat=5000').expect(200);
      const feed = parseSearchXml(res.text);
      expect(feed.items.map((i) => i.title)).toEqual(['Fake.Show.S01E01.1080p.WEB-DL.x264-FAKE', 'Fake.Show.S01E02.720p.HDTV.x264-FAKE', 'Fake.Show.S01E02.480p.WEB.x264-OTHER']);
      expect(nzb.requests).toHaveLength(1);
      expect(nzb.requests[0]).toMatchObject({ t: 'search', q: 'Fake.Show', cat: [5000], apikey: 'upstream-nzb' });
      const link = new URL(feed.items[0].downloadUrl);
      expect(`${link.origin}${link.pathname}`).toBe(`${app.url}/${ids.nzb}/download`);
      expect(link.searchParams.get('apikey')).toBe(app.apiKey);
      expect(feed.items[0].downloadUrl).not.toContain('upstream-nzb');
    });

    it('answers tvsearch on the API route and Torznab for a torrent indexer', async () => {
      const tv = await app.http.get(`/api/v1/indexer/${ids.nzb}/newznab?t=tvsearch&tvdbid=100001&season=1&ep=2&apikey=${app.apiKey}`).set('User-Agent', SONARR).expect(200);
      expect(parseSearchXml(tv.text).items).toHaveLength(2);
      const movie = await proxy(ids.tor, 't=movie&imdbid=tt0000001', 'Radarr/5.2').expect(200);
      expect(movie.text).toContain('torznab');
      const items = parseSearchXml(movie.text).items;
      expect(items.map((i) => [i.title, i.protocol])).toEqual([['Fake.Movie.2020.2160p.UHD.BluRay.x265-FAKE', 'torrent']]);
    });

    it('refuses malformed requests with Newznab error XML', async () => {
      const missing = await proxy(ids.nzb, 'q=x').expect(400);
      expect(parseErrorXml(missing.text)).toMatchObject({ code: 200 });
      const bad = await proxy(ids.nzb, 't=details').expect(400);
      expect(parseErrorXml(bad.text)).toMatchObject({ code: 202 });
      await proxy(ids.nzb, 't=search&cat=abc').expect(400);
      await proxy(99999, 't=caps').expect(404);
    });

    it('proxies a grab and refuses a tampered link', async () => {
      nzb.clearRequests();
      const feed = parseSearchXml((await proxy(ids.nzb, 't=search&q=Fake.Movie').expect(200)).text);
      const url = new URL(feed.items[0].downloadUrl);
      const grab = await app.http.get(`${url.pathname}${url.search}`).set('User-Agent', SONARR).buffer(true).parse(collectBytes as never).expect(200);
      expect(grab.headers['content-disposition']).toMatch(/^attachment; filename=".+\.nzb"$/);
      expect(grab.headers['content-type']).toMatch(/nzb/);
      expect((grab.body as Buffer).toString('utf8')).toContain('<nzb');
      expect(nzb.requests.map((r) => r.path)).toEqual(['/api', expect.stringMatching(/^\/download\//)]);
      url.searchParams.set('link', Buffer.from('http://169.254.169.254/latest').toString('base64url'));
      await app.http.get(`${url.pathname}${url.search}`).expect(400);
      await app.http.get(`/api/v1/indexer/${ids.nzb}/download?apikey=${app.apiKey}`).expect(400);
    });
  });

  describe('back-off on searches', () => {
    it('records a failed search, backs off, and answers 429 without calling the indexer', async () => {
      const id = await create('failing', failing);
      const res = await proxy(id, 't=search&q=x').expect(502);
      expect(parseErrorXml(res.text)?.code).toBe(900);
      const status = (await app.api.get('/api/v1/indexerstatus').expect(200)).body.find((s: { indexerId: number }) => s.indexerId === id);
      expect(status).toBeDefined();
      const calls = failing.requests.length;
      const blocked = await proxy(id, 't=search&q=x').expect(429);
      expect(parseErrorXml(blocked.text)).toMatchObject({ code: 429 });
      expect(blocked.text).toMatch(/disabled till/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(failing.requests.length).toBe(calls);
    });
  });

  describe('limits', () => {
    it('answers 429 with Newznab error XML past the query and grab limits', async () => {
      const fake = await startFakeIndexer();
      try {
        const id = await create('limited', fake, {}, { 'baseSettings.queryLimit': 2, 'baseSettings.grabLimit': 1, 'baseSettings.limitsUnit': 1 });
        await proxy(id, 't=search&q=Fake').expect(200);
        const feed = parseSearchXml((await proxy(id, 't=search').expect(200)).text);
        const third = await proxy(id, 't=search&q=Fake').expect(429);
        expect(parseErrorXml(third.text)).toMatchObject({ code: 429 });
        expect(third.text).toContain('Query Limit of 2 reached');
        expect(third.headers['retry-after']).toBe('3600');
        expect(fake.requests).toHaveLength(2);
        const url = new URL(feed.items[0].downloadUrl);
        await app.http.get(`${url.pathname}${url.search}`).expect(200);
        const second = await app.http.get(`${url.pathname}${url.search}`).expect(429);
        expect(second.text).toContain('Grab Limit of 1 reached');
      } finally {
        await fake.close();
      }
    });
  });

  describe('app profiles', () => {
    it('serves no RSS through the proxy for a profile without RSS, and leaves it out of interactive search', async () => {
      const fake = await startFakeIndexer();
      try {
        const profile = await app.api.post('/api/v1/appprofile').send({ name: 'No RSS, no interactive', enableRss: false, enableInteractiveSearch: false }).expect(201);
        const id = await create('profiled', fake, { appProfileId: profile.body.id });
        const rss = await proxy(id, 't=search').expect(200);
        expect(parseSearchXml(rss.text).items).toEqual([]);
        expect(fake.requests).toHaveLength(0);
        const query = await proxy(id, 't=search&q=Fake').expect(200);
        expect(parseSearchXml(query.text).items.length).toBeGreaterThan(0);
        expect(fake.requests).toHaveLength(1);
        const search = await app.api.get(`/api/v1/search?query=Fake&indexerIds=${id}`).expect(200);
        expect(search.body).toEqual([]);
        expect(fake.requests).toHaveLength(1);
        await app.api.delete(`/api/v1/indexer/${id}`).expect(200);
      } finally {
        await fake.close();
      }
    });
  });

  describe('GET /search', () => {
    it('searches in parallel, merges in priority order and removes duplicates', async () => {
      const res = await app.api.get(`/api/v1/search?query=Fake&indexerIds=${ids.nzb}&indexerIds=${ids.nzb2}&indexerIds=${ids.tor}`).set('User-Agent', 'Prowlarr-UI/1').expect(200);
      // nzb and nzb2 serve the same five usenet releases; tor serves them as torrents.
      expect(res.body).toHaveLength(10);
      const usenet = res.body.filter((r: { protocol: string }) => r.protocol === 'usenet');
      expect(new Set(usenet.map((r: { indexerId: number }) => r.indexerId))).toEqual(new Set([ids.nzb]));
      expect(res.body.filter((r: { protocol: string }) => r.protocol === 'torrent')).toHaveLength(5);
      expect(res.body[0]).toMatchObject({ indexer: 'nzb', indexerId: ids.nzb, protocol: 'usenet' });
      expect(res.body[0].categories[0]).toEqual({ id: 5000, name: 'TV' });
      expect(res.body[0].downloadUrl).toContain(`/${ids.nzb}/download?`);
    });

    it('does not wait past the per-indexer timeout for an indexer that never answers', async () => {
      const id = await create('hang', hang);
      const started = Date.now();
      const res = await app.api.get(`/api/v1/search?query=Fake&indexerIds=${id}&indexerIds=${ids.nzb}`).expect(200);
      const elapsed = Date.now() - started;
      expect(res.body.length).toBe(5);
      expect(elapsed).toBeGreaterThanOrEqual(950);
      expect(elapsed).toBeLessThan(2500);
    });

    it('rejects bad parameters with 400', async () => {
      await app.api.get('/api/v1/search?type=details').expect(400);
      await app.api.get('/api/v1/search?indexerIds=abc').expect(400);
    });
  });

  describe('GET /indexerstats', () => {
    let statsA: FakeIndexer;
    let statsB: FakeIndexer;

    beforeAll(async () => {
      [statsA, statsB] = await Promise.all([startFakeIndexer(), startFakeIndexer({ torznab: true })]);
      await create('statsA', statsA);
      await create('statsB', statsB, { implementation: 'Torznab', tags: [9] });
      for (let i = 0; i < 3; i++) await proxy(ids.statsA, 't=search&q=Fake').expect(200);
      for (let i = 0; i < 2; i++) await proxy(ids.statsA, 't=search&cat=5000', 'Radarr/5.2').expect(200);
      const feed = parseSearchXml((await proxy(ids.statsA, 't=tvsearch&tvdbid=100001').expect(200)).text);
      const url = new URL(feed.items[0].downloadUrl);
      await app.http.get(`${url.pathname}${url.search}`).set('User-Agent', SONARR).expect(200);
      for (let i = 0; i < 2; i++) await proxy(ids.statsB, 't=movie&q=Fake', 'Radarr/5.2').expect(200);
      statsB.setMode('failing');
      await proxy(ids.statsB, 't=movie&q=Fake', 'Radarr/5.2').expect(502);
      await proxy(ids.statsB, 't=movie&q=Fake', 'Radarr/5.2').expect(429);
    });

    afterAll(async () => {
      await Promise.all([statsA?.close(), statsB?.close()]);
    });

    const counts = (fake: FakeIndexer) => {
      const searches = fake.requests.filter((r) => r.path === '/api' && r.t !== 'caps');
      const isQuery = (r: (typeof searches)[number]) => Boolean(r.q || r.params.tvdbid || r.params.imdbid);
      return {
        queries: searches.filter(isQuery).length,
        rss: searches.filter((r) => !isQuery(r)).length,
        failedQueries: searches.filter((r) => isQuery(r) && (r.status ?? 0) >= 400).length,
        grabs: fake.requests.filter((r) => r.path.startsWith('/download/')).length,
      };
    };

    it('counts per indexer exactly what the fakes received', async () => {
      const res = await app.api.get(`/api/v1/indexerstats?indexers=${ids.statsA},${ids.statsB}`).expect(200);
      expect(res.body.indexers.map((s: { indexerId: number }) => s.indexerId)).toEqual([ids.statsA, ids.statsB]);
      const [a, b] = res.body.indexers;
      const fakeA = counts(statsA);
      const fakeB = counts(statsB);
      expect(fakeA).toEqual({ queries: 4, rss: 2, failedQueries: 0, grabs: 1 });
      expect(a).toMatchObject({
        indexerName: 'statsA',
        numberOfQueries: fakeA.queries,
        numberOfRssQueries: fakeA.rss,
        numberOfGrabs: fakeA.grabs,
        numberOfFailedQueries: 0,
        numberOfFailedGrabs: 0,
        numberOfAuthQueries: 0,
        numberOfFailedAuthQueries: 0,
        numberOfFailedRssQueries: 0,
      });
      expect(fakeB).toEqual({ queries: 3, rss: 0, failedQueries: 1, grabs: 0 });
      expect(b).toMatchObject({ indexerName: 'statsB', numberOfQueries: fakeB.queries, numberOfFailedQueries: fakeB.failedQueries, numberOfGrabs: 0 });
      expect(Number.isInteger(a.averageResponseTime)).toBe(true);
      expect(a.averageResponseTime).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(a.averageGrabResponseTime)).toBe(true);
    });

    it('groups queries and grabs per user agent and per host', async () => {
      const res = await app.api.get(`/api/v1/indexerstats?indexers=${ids.statsA},${ids.statsB}`).expect(200);
      expect(res.body.userAgents).toEqual([
        { userAgent: 'Radarr', numberOfQueries: 5, numberOfGrabs: 0 },
        { userAgent: 'Sonarr', numberOfQueries: 4, numberOfGrabs: 1 },
      ]);
      expect(res.body.hosts).toEqual([{ host: '127.0.0.1', numberOfQueries: 9, numberOfGrabs: 1 }]);
    });

    it('filters by protocol, tag and date', async () => {
      const torrent = await app.api.get(`/api/v1/indexerstats?indexers=${ids.statsA},${ids.statsB}&protocols=torrent`).expect(200);
      expect(torrent.body.indexers.map((s: { indexerId: number }) => s.indexerId)).toEqual([ids.statsB]);
      const tagged = await app.api.get('/api/v1/indexerstats?tags=9').expect(200);
      expect(tagged.body.indexers.map((s: { indexerId: number }) => s.indexerId)).toEqual([ids.statsB]);
      const future = await app.api.get('/api/v1/indexerstats?startDate=2999-01-01').expect(200);
      expect(future.body).toEqual({ id: 0, indexers: [], userAgents: [], hosts: [] });
      const past = await app.api.get('/api/v1/indexerstats?endDate=2000-01-01T00:00:00Z').expect(200);
      expect(past.body.indexers).toEqual([]);
      const all = await app.api.get('/api/v1/indexerstats').expect(200);
      expect(all.body.indexers.map((s: { indexerId: number }) => s.indexerId)).toEqual(expect.arrayContaining([ids.nzb, ids.tor, ids.failing, ids.statsA, ids.statsB]));
    });

    it('rejects malformed filters with 400', async () => {
      await app.api.get('/api/v1/indexerstats?startDate=soon').expect(400);
      await app.api.get('/api/v1/indexerstats?indexers=a,b').expect(400);
      await app.api.get('/api/v1/indexerstats?protocols=ftp').expect(400);
    });

    it('lists the history of an indexer, newest first, and pages all history', async () => {
      const recent = await app.api.get(`/api/v1/history/indexer?indexerId=${ids.statsB}`).expect(200);
      expect(recent.body.map((h: { successful: boolean; eventType: string }) => [h.eventType, h.successful])).toEqual([
        ['indexerQuery', false],
        ['indexerQuery', true],
        ['indexerQuery', true],
      ]);
      expect(recent.body[0].data).toMatchObject({ source: 'Radarr', host: '127.0.0.1' });
      const grabs = await app.api.get(`/api/v1/history?indexerIds=${ids.statsA}&eventType=releaseGrabbed`).expect(200);
      expect(grabs.body).toMatchObject({ page: 1, totalRecords: 1, sortKey: 'date' });
      expect(grabs.body.records[0]).toMatchObject({ indexerId: ids.statsA, eventType: 'releaseGrabbed', successful: true });
      const rss = await app.api.get(`/api/v1/history?indexerIds=${ids.statsA}&eventType=3&pageSize=1`).expect(200);
      expect(rss.body).toMatchObject({ totalRecords: 2, pageSize: 1 });
      expect(rss.body.records).toHaveLength(1);
      await app.api.get('/api/v1/history?eventType=sometimes').expect(400);
      await app.api.get('/api/v1/history/indexer').expect(400);
      await app.api.get(`/api/v1/history/indexer?indexerId=${ids.statsB}&limit=0`).expect(400);
    });

    it('forgets an indexer\'s history when it is deleted', async () => {
      await app.api.delete(`/api/v1/indexer/${ids.statsA}`).expect(200);
      const res = await app.api.get(`/api/v1/indexerstats?indexers=${ids.statsA}`).expect(200);
      expect(res.body.indexers).toEqual([]);
    });
  });
});
