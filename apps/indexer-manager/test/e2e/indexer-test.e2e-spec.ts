import { startTestApp, type TestApp } from '@arrstack/testing';
import { startFakeIndexer, type FakeIndexer, type FakeIndexerMode } from '@arrstack/newznab/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { indexerBody } from '../support/indexers';

const TIMEOUT_SECONDS = 1;

describe('indexer test, testall and back-off (e2e)', () => {
  let app: TestApp;
  const fakes: Partial<Record<FakeIndexerMode, FakeIndexer>> = {};

  beforeAll(async () => {
    process.env.INDEXER_TIMEOUT_SECONDS = String(TIMEOUT_SECONDS);
    app = await startTestApp(AppModule, APP);
    for (const mode of ['healthy', 'failing', 'slow', 'empty', 'wrongKey', 'garbage', 'hang'] as const) {
      fakes[mode] = await startFakeIndexer({ apiKey: 'key', mode, delayMs: 3000 });
    }
  });

  afterAll(async () => {
    delete process.env.INDEXER_TIMEOUT_SECONDS;
    await Promise.all([app?.close(), ...Object.values(fakes).map((f) => f.close())]);
  });

  it('answers 200 with {} as text when the test passes', async () => {
    const res = await app.api.post('/api/v1/indexer/test').send(indexerBody(fakes.healthy!)).expect(200);
    expect(res.text).toBe('{}');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(fakes.healthy!.requests.map((r) => r.t)).toEqual(['caps', 'search']);
  });

  it.each([
    ['wrongKey', 'invalidApiKey', 'ApiKey', /Invalid API Key/],
    ['empty', 'noResults', '', /no results/],
    ['failing', 'serverError', '', /server is unavailable/],
    ['garbage', 'unsupportedFeed', '', /unsupported feed/],
    ['slow', 'timeout', 'BaseUrl', /within 1 seconds/],
    ['hang', 'timeout', 'BaseUrl', /within 1 seconds/],
  ] as const)('names the reason when the indexer is %s', async (mode, reason, property, message) => {
    const res = await app.api.post('/api/v1/indexer/test').send(indexerBody(fakes[mode]!)).expect(400);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ errorCode: reason, propertyName: property, severity: 'error', isWarning: false });
    expect(res.body[0].errorMessage).toMatch(message);
    expect(res.body[0].infoLink).toMatch(/^https:/);
  });

  it('names an unreachable indexer', async () => {
    const closed = await startFakeIndexer();
    const url = closed.url;
    await closed.close();
    const res = await app.api.post('/api/v1/indexer/test').send(indexerBody({ url })).expect(400);
    expect(res.body[0]).toMatchObject({ errorCode: 'unreachable', propertyName: 'BaseUrl' });
    expect(res.body[0].errorMessage).toMatch(/Unable to connect/);
  });

  it('validates settings before testing', async () => {
    const res = await app.api.post('/api/v1/indexer/test').send(indexerBody({ url: '' })).expect(400);
    expect(res.body[0].propertyName).toBe('baseUrl');
  });

  it('fails a test when caps offer no usable search mode', async () => {
    const fake = await startFakeIndexer({
      caps: {
        server: {},
        limits: {},
        searching: {
          search: { available: false, supportedParams: [] },
          tvSearch: { available: true, supportedParams: ['q'] },
          movieSearch: { available: false, supportedParams: [] },
          musicSearch: { available: false, supportedParams: [] },
          bookSearch: { available: false, supportedParams: [] },
        },
        categories: [],
      },
    });
    try {
      const res = await app.api.post('/api/v1/indexer/test').send(indexerBody(fake)).expect(400);
      expect(res.body[0].errorCode).toBe('noSearchMode');
      expect(fake.requests.map((r) => r.t)).toEqual(['caps']);
    } finally {
      await fake.close();
    }
  });

  describe('testall and status', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      for (const mode of ['healthy', 'wrongKey', 'empty'] as const) {
        const res = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(fakes[mode]!, { name: `All ${mode}` })).expect(201);
        ids[mode] = res.body.id;
      }
      const disabled = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(fakes.failing!, { name: 'All disabled', enable: false })).expect(201);
      ids.disabled = disabled.body.id;
    });

    it('tests every enabled indexer in parallel and answers 400 when any fails', async () => {
      for (const fake of Object.values(fakes)) fake.clearRequests();
      const slow = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody(fakes.slow!, { name: 'All slow' })).expect(201);
      const started = Date.now();
      const res = await app.api.post('/api/v1/indexer/testall').expect(400);
      const elapsed = Date.now() - started;
      // One slow indexer times out at 1 s; run serially the others would add up beyond it, in parallel they do not.
      expect(elapsed).toBeLessThan(TIMEOUT_SECONDS * 1000 + 1500);
      const byId = Object.fromEntries(res.body.map((r: { id: number }) => [r.id, r]));
      expect(Object.keys(byId).map(Number).sort((a, b) => a - b)).toEqual([ids.healthy, ids.wrongKey, ids.empty, slow.body.id].sort((a, b) => a - b));
      expect(byId[ids.healthy]).toEqual({ id: ids.healthy, isValid: true, validationFailures: [] });
      expect(byId[ids.wrongKey].isValid).toBe(false);
      expect(byId[ids.wrongKey].validationFailures[0].errorCode).toBe('invalidApiKey');
      expect(byId[ids.empty].validationFailures[0].errorCode).toBe('noResults');
      expect(byId[slow.body.id].validationFailures[0].errorCode).toBe('timeout');
      expect(fakes.failing!.requests).toHaveLength(0);
      await app.api.delete(`/api/v1/indexer/${slow.body.id}`).expect(200);
    });

    it('lists the failed indexers in back-off and none of the healthy ones', async () => {
      const res = await app.api.get('/api/v1/indexerstatus').expect(200);
      const indexerIds = res.body.map((s: { indexerId: number }) => s.indexerId);
      expect(indexerIds).toEqual(expect.arrayContaining([ids.wrongKey, ids.empty]));
      expect(indexerIds).not.toContain(ids.healthy);
      const status = res.body.find((s: { indexerId: number }) => s.indexerId === ids.wrongKey);
      const seconds = (Date.parse(status.disabledTill) - Date.parse(status.mostRecentFailure)) / 1000;
      expect(seconds).toBe(60);
      expect(status.initialFailure).toBe(status.mostRecentFailure);
      const indexer = await app.api.get(`/api/v1/indexer/${ids.wrongKey}`).expect(200);
      expect(indexer.body.status).toMatchObject({ indexerId: ids.wrongKey, disabledTill: status.disabledTill });
    });

    it('escalates with each failure (capped at 5 minutes just after start) and a passing test clears it', async () => {
      const id = ids.empty;
      const statusOf = async () => {
        const res = await app.api.get('/api/v1/indexerstatus').expect(200);
        return res.body.find((s: { indexerId: number }) => s.indexerId === id);
      };
      const first = await statusOf();
      const saved = (await app.api.get(`/api/v1/indexer/${id}`).expect(200)).body;
      await app.api.post('/api/v1/indexer/test').send(saved).expect(400);
      const second = await statusOf();
      expect((Date.parse(second.disabledTill) - Date.parse(second.mostRecentFailure)) / 1000).toBe(300);
      expect(second.initialFailure).toBe(first.initialFailure);
      await app.api.post('/api/v1/indexer/test').send(saved).expect(400);
      const third = await statusOf();
      expect((Date.parse(third.disabledTill) - Date.parse(third.mostRecentFailure)) / 1000).toBe(300);

      fakes.empty!.setMode('healthy');
      try {
        await app.api.post('/api/v1/indexer/test').send(saved).expect(200);
        expect(await statusOf()).toBeUndefined();
        const indexer = await app.api.get(`/api/v1/indexer/${id}`).expect(200);
        expect(indexer.body.status).toBeUndefined();
        // One step down, not a reset: the next failure lands on the level below the one it had reached.
        fakes.empty!.setMode('empty');
        await app.api.post('/api/v1/indexer/test').send(saved).expect(400);
        const again = await statusOf();
        expect(again.initialFailure).toBe(first.initialFailure);
        expect((Date.parse(again.disabledTill) - Date.parse(again.mostRecentFailure)) / 1000).toBe(300);
      } finally {
        fakes.empty!.setMode('empty');
      }
    });

    it('does not escalate on repeated connection failures', async () => {
      const closed = await startFakeIndexer();
      const url = closed.url;
      await closed.close();
      const created = await app.api.post('/api/v1/indexer?forceSave=true').send(indexerBody({ url }, { name: 'Gone' })).expect(201);
      await app.api.post('/api/v1/indexer/test').send(created.body).expect(400);
      await app.api.post('/api/v1/indexer/test').send(created.body).expect(400);
      const res = await app.api.get('/api/v1/indexerstatus').expect(200);
      const status = res.body.find((s: { indexerId: number }) => s.indexerId === created.body.id);
      expect((Date.parse(status.disabledTill) - Date.parse(status.mostRecentFailure)) / 1000).toBe(60);
      await app.api.delete(`/api/v1/indexer/${created.body.id}`).expect(200);
      const after = await app.api.get('/api/v1/indexerstatus').expect(200);
      expect(after.body.map((s: { indexerId: number }) => s.indexerId)).not.toContain(created.body.id);
    });

    it('answers 200 from testall when every enabled indexer passes', async () => {
      await app.api.put('/api/v1/indexer/bulk').send({ ids: [ids.wrongKey, ids.empty], enable: false }).expect(202);
      const res = await app.api.post('/api/v1/indexer/testall').expect(200);
      expect(res.body).toEqual([{ id: ids.healthy, isValid: true, validationFailures: [] }]);
    });
  });
});
