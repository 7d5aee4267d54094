import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeIndexer, type FakeIndexer, type FakeRelease } from '@arrstack/newznab/testing';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { startFakeTvMaze, type FakeTvMaze } from '../fakes/fake-tvmaze';

const MB = 1024 * 1024;
const FARGO = { tvdbId: 269613, tvMazeId: 4, imdbId: 'tt2802850' };
const SIMPSONS = { tvdbId: 71663, tvMazeId: 83, imdbId: 'tt0096697' };

interface Release {
  guid: string;
  title: string;
  indexerId: number;
  indexer: string;
  approved: boolean;
  temporarilyRejected: boolean;
  rejections: string[];
  quality: { quality: { name: string } };
  protocol: string;
  languages: Array<{ name: string }>;
  customFormatScore: number;
  size: number;
  seeders?: number;
  episodeIds: number[];
  releaseWeight: number;
}

const fargo = (title: string, extra: Partial<FakeRelease> = {}): FakeRelease => ({ title, categories: [5000, 5040], ...FARGO, season: 1, episode: 1, size: 1500 * MB, ...extra });

function indexerBody(name: string, fake: FakeIndexer, extra: Record<string, unknown> = {}) {
  const torznab = fake.releases[0]?.protocol === 'torrent';
  return {
    name,
    implementation: torznab ? 'Torznab' : 'Newznab',
    configContract: torznab ? 'TorznabSettings' : 'NewznabSettings',
    enableRss: false,
    enableAutomaticSearch: true,
    enableInteractiveSearch: true,
    priority: 25,
    tags: [],
    fields: [
      { name: 'baseUrl', value: fake.url },
      { name: 'apiPath', value: '/api' },
      { name: 'apiKey', value: 'key' },
      { name: 'categories', value: [5030, 5040] },
      ...(torznab ? [{ name: 'minimumSeeders', value: 1 }] : []),
    ],
    ...extra,
  };
}

describe('episode search, decisions, interactive search and grab', () => {
  let app: TestApp;
  let tvmaze: FakeTvMaze;
  let usenet: FakeIndexer;
  let torrents: FakeIndexer;
  let tagged: FakeIndexer;
  let searchOnly: FakeIndexer;
  let delayed: FakeIndexer;
  let hanging: FakeIndexer;
  let scratch: string;
  let fargoId: number;
  let usenetId: number;
  let torrentsId: number;
  const folder = (name: string) => path.join(scratch, name);
  const filesIn = (name: string) => fs.readdirSync(folder(name)).sort();
  const episode: Record<string, number> = {};

  const command = async (body: Record<string, unknown>) => {
    const queued = await app.api.post('/api/v3/command').send(body).expect(201);
    return waitForCommand(app, queued.body.id, 30_000);
  };
  const addIndexer = async (name: string, fake: FakeIndexer, extra: Record<string, unknown> = {}, forceSave = false) =>
    (await app.api.post(`/api/v3/indexer${forceSave ? '?forceSave=true' : ''}`).send(indexerBody(name, fake, extra)).expect(201)).body.id as number;

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'release-search-')));
    const root = path.join(scratch, 'tv');
    fs.mkdirSync(path.join(root, 'Fargo', 'Season 1'), { recursive: true });
    fs.writeFileSync(path.join(root, 'Fargo', 'Season 1', 'Fargo.S01E02.720p.HDTV.x264-KILLERS.mkv'), Buffer.alloc(500));
    [tvmaze, usenet, torrents, tagged, searchOnly, delayed, hanging] = await Promise.all([
      startFakeTvMaze(),
      startFakeIndexer({
        delayMs: 0,
        releases: [
          fargo('Fargo.S01E01.720p.HDTV.x264-KILLERS', { guid: 'hdtv', size: 1200 * MB }),
          fargo('Fargo.S01E01.1080p.WEB-DL.DD5.1.H.264-NTb', { guid: 'webdl', size: 3000 * MB }),
          fargo('Fargo.S01E01.SDTV.XviD-LOL', { guid: 'sdtv', size: 400 * MB }),
          fargo('Fargo.S01E01.720p.HDTV.x264-TINY', { guid: 'tiny', size: 20 * MB }),
          fargo('Fargo.S01E02.1080p.WEB-DL.DD5.1.H.264-NTb', { guid: 'e02', episode: 2, size: 3000 * MB }),
          fargo('Fargo.S01.1080p.WEB-DL.DD5.1.H.264-NTb', { guid: 'pack', episode: undefined, size: 6000 * MB }),
        ],
      }),
      startFakeIndexer({ delayMs: 0, torznab: true, releases: [fargo('Fargo.S01E01.1080p.WEBRip.x264-TORRENT', { guid: 'webrip', seeders: 50, size: 2500 * MB })] }),
      startFakeIndexer({ delayMs: 0, releases: [fargo('Fargo.S01E01.2160p.WEB-DL.TAGGED', { guid: 'tagged' })] }),
      startFakeIndexer({ delayMs: 0, releases: [fargo('Fargo.S01E01.720p.WEB-DL.INTERACTIVEOFF', { guid: 'auto-only' })] }),
      startFakeIndexer({ delayMs: 0, releases: [{ title: 'The.Simpsons.S01E01.720p.HDTV.x264-DELAY', guid: 'delayed', categories: [5040], ...SIMPSONS, season: 1, episode: 1, size: 500 * MB }] }),
      startFakeIndexer({ mode: 'hang' }),
    ]);
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: tvmaze.url } });
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    const added = await app.api.post('/api/v3/series').send({ tvdbId: FARGO.tvdbId, title: 'Fargo', rootFolderPath: root, qualityProfileId: 6, addOptions: { monitor: 'all' } }).expect(201);
    fargoId = added.body.id;
    for (const e of (await app.api.get(`/api/v3/episode?seriesId=${fargoId}`).expect(200)).body) episode[`S${e.seasonNumber}E${e.episodeNumber}`] = e.id;
    const otherTag = (await app.api.post('/api/v3/tag').send({ label: 'elsewhere' }).expect(201)).body.id;
    usenetId = await addIndexer('Usenet', usenet);
    torrentsId = await addIndexer('Torrents', torrents, { priority: 10 });
    for (const dir of ['nzb', 'torrents']) fs.mkdirSync(folder(dir));
    await addIndexer('Tagged', tagged, { tags: [otherTag] });
    await addIndexer('Automatic only', searchOnly, { enableInteractiveSearch: false, enableAutomaticSearch: false });
    await addIndexer('Delayed', delayed, { enableAutomaticSearch: false, enableInteractiveSearch: false, enableRss: true });
    for (const fake of [usenet, torrents, tagged, searchOnly, delayed]) fake.clearRequests();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([tvmaze, usenet, torrents, tagged, searchOnly, delayed, hanging].map((fake) => fake?.close()));
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('serves config/indexer with Sonarr fields and the search timeout, validated', async () => {
    expect((await app.api.get('/api/v3/config/indexer').expect(200)).body).toEqual({ id: 1, minimumAge: 0, retention: 0, maximumSize: 0, rssSyncInterval: 15, searchTimeout: 30 });
    const bad = await app.api.put('/api/v3/config/indexer').send({ rssSyncInterval: 5, searchTimeout: 0 }).expect(400);
    expect(bad.body.map((f: { propertyName: string }) => f.propertyName)).toEqual(['RssSyncInterval', 'SearchTimeout']);
    const saved = await app.api.put('/api/v3/config/indexer/1').send({ searchTimeout: 2, retention: 4000 }).expect(202);
    expect(saved.body).toMatchObject({ searchTimeout: 2, retention: 4000, rssSyncInterval: 15 });
    expect((await app.api.get('/api/v3/config/indexer').expect(200)).body.searchTimeout).toBe(2);
  });

  it('lists every result of an interactive episode search, ranked, with its decision', async () => {
    const res = await app.api.get(`/api/v3/release?episodeId=${episode.S1E1}`).expect(200);
    const releases = res.body as Release[];
    expect(releases.map((r) => r.guid)).toEqual(['webdl', 'webrip', 'hdtv', 'tiny', 'sdtv']);
    const [webdl, webrip, hdtv, tiny, sdtv] = releases;
    // Same quality group: the preferred protocol (usenet, the default delay profile) beats the lower priority number.
    expect(webdl).toMatchObject({ approved: true, temporarilyRejected: false, rejections: [], protocol: 'usenet', indexer: 'Usenet', quality: { quality: { name: 'WEBDL-1080p' } }, episodeIds: [episode.S1E1], releaseWeight: 1 });
    expect(webdl.languages).toEqual([{ id: 1, name: 'English' }]);
    expect(webdl.customFormatScore).toBe(0);
    expect(webrip).toMatchObject({ approved: true, protocol: 'torrent', indexer: 'Torrents', seeders: 50 });
    expect(hdtv).toMatchObject({ approved: true, quality: { quality: { name: 'HDTV-720p' } } });
    expect(tiny.rejections).toEqual([expect.stringMatching(/^20\.0 MB is smaller than minimum allowed 180\.0 MB$/)]);
    expect(sdtv).toMatchObject({ approved: false, rejections: ['Quality SDTV is not wanted in profile'] });
    expect(tagged.requests).toHaveLength(0);
    expect(searchOnly.requests).toHaveLength(0);
    const query = usenet.requests.find((r) => r.t === 'tvsearch');
    expect(query?.params).toMatchObject({ tvdbid: String(FARGO.tvdbId), season: '1', ep: '1', cat: '5030,5040' });
    const stamped = (await app.api.get(`/api/v3/episode/${episode.S1E1}`).expect(200)).body;
    expect(Date.now() - Date.parse(stamped.lastSearchTime)).toBeLessThan(30_000);
  });

  it('searches a season: the pack and single episodes, an existing file judged for upgrades', async () => {
    const releases = (await app.api.get(`/api/v3/release?seriesId=${fargoId}&seasonNumber=1`).expect(200)).body as Release[];
    const byGuid = new Map(releases.map((r) => [r.guid, r]));
    expect(byGuid.get('pack')).toMatchObject({ approved: false, episodeIds: [episode.S1E1, episode.S1E2] });
    expect(byGuid.get('pack')?.rejections).toContain('Upgrades are not allowed by the quality profile');
    expect(byGuid.get('e02')?.rejections).toEqual(['Upgrades are not allowed by the quality profile']);
    expect(releases[0].approved).toBe(true);
    expect(releases.filter((r) => r.approved).map((r) => r.guid)).toEqual(['webdl', 'webrip', 'hdtv']);
  });

  it('rejects bad release queries and grabs only cached releases', async () => {
    // Without an episode or a season, Sonarr lists the RSS feeds' decisions: only the Delayed indexer reads RSS, and no series matches its release yet.
    expect((await app.api.get('/api/v3/release').expect(200)).body).toEqual([]);
    await app.api.get('/api/v3/release?episodeId=abc').expect(400);
    await app.api.get('/api/v3/release?episodeId=99999').expect(404);
    await app.api.post('/api/v3/release').send({}).expect(400);
    await app.api.post('/api/v3/release').send({ guid: 'nope', indexerId: 1 }).expect(404);
    await app.api.get(`/api/v3/release?episodeId=${episode.S1E1}`).expect(200);
    const noClient = await app.api.post('/api/v3/release').send({ guid: 'webdl', indexerId: usenetId }).expect(409);
    expect(JSON.stringify(noClient.body)).toContain('No usenet download client is available');
  });

  it('does not let a hanging indexer hold the search past the timeout', async () => {
    const id = await addIndexer('Hanging', hanging, {}, true);
    const started = Date.now();
    const releases = (await app.api.get(`/api/v3/release?episodeId=${episode.S1E1}`).expect(200)).body as Release[];
    const elapsed = Date.now() - started;
    expect(releases.map((r) => r.guid)).toContain('webdl');
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(2000 + 1500);
    await app.api.delete(`/api/v3/indexer/${id}`).expect(200);
  });

  it('EpisodeSearch (POST /episode/search) grabs the best approved release, once per episode', async () => {
    const client = (name: string, implementation: string, fields: Record<string, string>) =>
      app.api
        .post('/api/v3/downloadclient')
        .send({ name, implementation, enable: true, priority: 1, tags: [], fields: Object.entries(fields).map(([n, value]) => ({ name: n, value })) })
        .expect(201);
    await client('Nzb folder', 'UsenetBlackhole', { nzbFolder: folder('nzb'), watchFolder: folder('nzb') });
    await client('Torrent folder', 'TorrentBlackhole', { torrentFolder: folder('torrents'), watchFolder: folder('torrents') });
    const res = await app.api.post('/api/v3/episode/search').send({ episodeIds: [episode.S1E1] }).expect(201);
    expect(res.body).toMatchObject({ name: 'EpisodeSearch', body: { episodeIds: [episode.S1E1] }, status: 'queued', trigger: 'manual' });
    expect(res.headers.location).toMatch(new RegExp(`/api/v3/command/${res.body.id}$`));
    const done = await waitForCommand(app, res.body.id, 30_000);
    expect(done).toMatchObject({ status: 'completed', message: expect.stringMatching(/1 episode\(s\) searched on 2 indexer\(s\); 5 reports found, 3 approved, 1 grabbed, 0 pending/) });
    expect(filesIn('nzb')).toEqual([expect.stringContaining('Fargo.S01E01.1080p.WEB-DL.DD5.1.H.264-NTb')]);
    expect(filesIn('torrents')).toEqual([]);
    await app.api.post('/api/v3/episode/search').send({ episodeIds: [] }).expect(400);
    await app.api.post('/api/v3/command').send({ name: 'EpisodeSearch', episodeIds: 'x' }).expect(400);
    await app.api.post('/api/v3/command').send({ name: 'SeasonSearch', seriesId: fargoId }).expect(400);
  });

  it('POST /release grabs a cached interactive result into the torrent blackhole, whatever its rejections', async () => {
    const releases = (await app.api.get(`/api/v3/release?episodeId=${episode.S1E1}`).expect(200)).body as Release[];
    const webrip = releases.find((r) => r.guid === 'webrip');
    expect(webrip?.rejections).toEqual(['Episode is already in the download queue']);
    const grabbed = await app.api.post('/api/v3/release').send({ guid: 'webrip', indexerId: torrentsId }).expect(200);
    expect(grabbed.body).toMatchObject({ guid: 'webrip', indexerId: torrentsId, title: 'Fargo.S01E01.1080p.WEBRip.x264-TORRENT' });
    expect(filesIn('torrents')).toEqual([expect.stringContaining('Fargo.S01E01.1080p.WEBRip.x264-TORRENT')]);
  });

  it('runs the season, series, missing and cutoff-unmet searches over the wanted definitions', async () => {
    usenet.clearRequests();
    const expected: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'SeasonSearch', seriesId: fargoId, seasonNumber: 1 }, /^Season search completed: 2 episode\(s\) searched on 2 indexer\(s\)/],
      [{ name: 'SeriesSearch', seriesId: fargoId }, /^Series search completed: 2 episode\(s\) searched/],
      // S01E01 has no file and aired long ago; S01E02's HDTV-720p file meets the profile (upgrades off: the first allowed quality).
      [{ name: 'MissingEpisodeSearch' }, /^Missing episode search completed: 1 episode\(s\) searched on 2 indexer\(s\)/],
      [{ name: 'CutoffUnmetEpisodeSearch' }, /^Cutoff unmet episode search completed: 0 episode\(s\) searched/],
      [{ name: 'MissingEpisodeSearch', monitored: false }, /^Missing episode search completed: 0 episode\(s\) searched/],
    ];
    for (const [body, message] of expected) {
      const done = await command(body);
      expect({ name: body.name, status: done.status, message: done.message }).toEqual({ name: body.name, status: 'completed', message: expect.stringMatching(message) });
    }
    const searches = usenet.requests.filter((r) => r.t === 'tvsearch').map((r) => [r.params.season, r.params.ep]);
    expect(searches).toEqual([['1', undefined], ['1', undefined], ['1', '1']]);
    await app.api.post('/api/v3/command').send({ name: 'MissingEpisodeSearch', monitored: 'yes' }).expect(400);
  });

  it('holds a release back for the delay profile, then processes it once the delay has passed', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'delayed' }).expect(201)).body.id;
    await app.api.post('/api/v3/delayprofile').send({ enableUsenet: true, enableTorrent: true, preferredProtocol: 'usenet', usenetDelay: 1, torrentDelay: 1, tags: [tag] }).expect(201);
    await app.api.post('/api/v3/series').send({ tvdbId: SIMPSONS.tvdbId, title: 'The Simpsons', rootFolderPath: path.join(scratch, 'tv'), qualityProfileId: 6, tags: [tag] }).expect(201);
    const approvedPending = async () => Number(/(\d+) approved/.exec(String((await command({ name: 'ProcessPendingReleases' })).message))?.[1]);
    const before = await approvedPending();
    delayed.releases[0].publishDate = new Date(Date.now() - 50_000).toISOString();
    const listed = (await app.api.get('/api/v3/release').expect(200)).body as Release[];
    expect(listed).toMatchObject([{ guid: 'delayed', approved: false, temporarilyRejected: true, rejections: ['Waiting for better quality release'] }]);
    delayed.clearRequests();
    const rss = await command({ name: 'RssSync' });
    expect(rss.message).toMatch(/RSS sync completed: 1 indexers read; 1 reports found, 0 approved, 0 grabbed/);
    expect(delayed.requests.map((r) => [r.t, r.params.cat])).toEqual([['tvsearch', '5030,5040']]);
    expect(await approvedPending()).toBe(before);
    const waitMs = Date.parse(delayed.releases[0].publishDate) + 61_000 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs)));
    expect(filesIn('nzb').filter((f) => f.includes('Simpsons'))).toEqual([]);
    const processed = await command({ name: 'ProcessPendingReleases' });
    expect(processed.message).toMatch(/1 grabbed/);
    expect(filesIn('nzb').filter((f) => f.includes('Simpsons'))).toEqual([expect.stringContaining('The.Simpsons.S01E01.720p.HDTV.x264-DELAY')]);
  }, 90_000);
});
