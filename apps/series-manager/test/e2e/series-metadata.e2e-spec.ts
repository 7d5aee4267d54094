import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { startFakeTvMaze, type FakeTvMaze } from '../fakes/fake-tvmaze';

interface Episode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  hasFile: boolean;
  monitored: boolean;
  airDate: string | null;
  airDateUtc: string | null;
  overview: string | null;
  runtime: number;
  episodeFile?: { relativePath: string };
}

describe('series metadata from TVmaze', () => {
  let fake: FakeTvMaze;
  let app: TestApp;
  let scratch: string;
  let root: string;

  function write(relative: string, size = 1000): void {
    const full = path.join(root, relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, Buffer.alloc(size));
  }

  async function episodes(seriesId: number): Promise<Map<string, Episode>> {
    const list = (await app.api.get(`/api/v3/episode?seriesId=${seriesId}&includeEpisodeFile=true`).expect(200)).body as Episode[];
    return new Map(list.map((e) => [`S${e.seasonNumber}E${e.episodeNumber}`, e]));
  }

  async function refresh(seriesId: number): Promise<Record<string, unknown>> {
    const command = await app.api.post('/api/v3/command').send({ name: 'RefreshSeries', seriesId }).expect(201);
    return waitForCommand(app, command.body.id);
  }

  beforeAll(async () => {
    fake = await startFakeTvMaze();
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'series-meta-')));
    root = path.join(scratch, 'tv');
    write('Breaking Bad/Season 01/Breaking.Bad.S01E01.720p.BluRay.x264-DEMAND.mkv', 1000);
    write('Breaking Bad/Season 02/Breaking.Bad.S02E02.720p.BluRay.x264-DEMAND.mkv', 2000);
    write('Breaking Bad/Season 05/Breaking.Bad.S05E01.720p.BluRay.x264-DEMAND.mkv', 3000);
    fs.mkdirSync(path.join(root, 'Simpsons'), { recursive: true });
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: fake.url } });
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.failWith = null;
  });

  it('looks series up by title as Sonarr resources, not yet in the library', async () => {
    const res = await app.api.get('/api/v3/series/lookup?term=breaking').expect(200);
    expect(res.body.map((s: { title: string }) => s.title)).toEqual(['Breaking Bad', 'Breaking Point']);
    const bb = res.body[0];
    expect(bb).toMatchObject({
      title: 'Breaking Bad',
      year: 2008,
      tvdbId: 81189,
      tvMazeId: 169,
      imdbId: 'tt0903747',
      overview: 'Breaking Bad follows a chemistry teacher & his former student.',
      network: 'AMC',
      status: 'ended',
      ended: true,
      runtime: 60,
      genres: ['Drama', 'Crime', 'Thriller'],
      firstAired: '2008-01-20T00:00:00Z',
      folder: 'Breaking Bad',
      titleSlug: 'breaking-bad',
      remotePoster: 'https://static.tvmaze.com/original/bb.jpg',
      images: [{ coverType: 'poster', remoteUrl: 'https://static.tvmaze.com/original/bb.jpg' }],
    });
    expect(bb.id).toBeUndefined();
    expect(bb.path).toBeUndefined();
    expect(fake.requests).toContain('/search/shows?q=breaking');
  });

  it('looks series up by TheTVDB, TVmaze and IMDb id, with their seasons', async () => {
    const byTvdb = (await app.api.get('/api/v3/series/lookup?term=tvdb:81189').expect(200)).body;
    expect(byTvdb).toHaveLength(1);
    expect(byTvdb[0]).toMatchObject({ tvMazeId: 169, lastAired: '2009-03-15T02:00:00Z' });
    expect(byTvdb[0].seasons.map((s: { seasonNumber: number }) => s.seasonNumber)).toEqual([0, 1, 2]);
    expect((await app.api.get('/api/v3/series/lookup?term=tvmaze:83').expect(200)).body[0]).toMatchObject({ title: 'The Simpsons', tvdbId: 71663 });
    expect((await app.api.get('/api/v3/series/lookup?term=imdb:tt0096697').expect(200)).body[0].tvMazeId).toBe(83);
    expect((await app.api.get('/api/v3/series/lookup?term=tvdb:12345').expect(200)).body).toEqual([]);
  });

  it('rejects empty and malformed lookup terms with 400', async () => {
    const empty = await app.api.get('/api/v3/series/lookup?term=').expect(400);
    expect(empty.body[0]).toMatchObject({ propertyName: 'Term' });
    await app.api.get('/api/v3/series/lookup').expect(400);
    const bad = await app.api.get('/api/v3/series/lookup?term=tvdb:abc').expect(400);
    expect(bad.body[0].errorMessage).toContain('TheTVDB');
    await app.api.get('/api/v3/series/lookup?term=imdb:123').expect(400);
  });

  let bb: { id: number; [key: string]: unknown };

  it('adds a series by tvdbId: metadata from the provider, every episode created, files attached, the rest missing', async () => {
    const res = await app.api
      .post('/api/v3/series')
      .send({ tvdbId: 81189, title: 'breaking bad', rootFolderPath: root, qualityProfileId: 1, addOptions: { monitor: 'all' } })
      .expect(201);
    bb = res.body;
    expect(bb).toMatchObject({
      title: 'Breaking Bad',
      path: path.join(root, 'Breaking Bad'),
      tvdbId: 81189,
      tvMazeId: 169,
      tvRageId: 18164,
      imdbId: 'tt0903747',
      year: 2008,
      overview: 'Breaking Bad follows a chemistry teacher & his former student.',
      network: 'AMC',
      status: 'ended',
      airTime: '21:00',
      runtime: 60,
      genres: ['Drama', 'Crime', 'Thriller'],
    });
    expect((bb.seasons as Array<{ seasonNumber: number }>).map((s) => s.seasonNumber)).toEqual([0, 1, 2, 5]);
    expect(bb.statistics).toMatchObject({ episodeFileCount: 3, totalEpisodeCount: 8 });

    const all = await episodes(bb.id);
    expect([...all.keys()].sort()).toEqual(['S0E1', 'S0E2', 'S1E1', 'S1E2', 'S1E3', 'S2E1', 'S2E2', 'S5E1']);
    expect(all.get('S1E1')).toMatchObject({ title: 'Pilot', hasFile: true, airDate: '2008-01-20', airDateUtc: '2008-01-20T02:00:00Z' });
    expect(all.get('S1E1')!.episodeFile?.relativePath).toBe('Season 01/Breaking.Bad.S01E01.720p.BluRay.x264-DEMAND.mkv');
    expect(all.get('S1E2')).toMatchObject({
      title: "Cat's in the Bag...",
      hasFile: false,
      monitored: true,
      airDate: '2008-01-27',
      airDateUtc: '2008-01-27T02:00:00Z',
      overview: "Summary of Cat's in the Bag... & more.",
      runtime: 47,
    });
    expect(all.get('S2E2')).toMatchObject({ title: 'Grilled', hasFile: true });
    expect(all.get('S0E2')).toMatchObject({ title: 'Minisode: Good Cop Bad Cop', hasFile: false, runtime: 5 });
    // A file for an episode the provider does not list still becomes an episode.
    expect(all.get('S5E1')).toMatchObject({ hasFile: true, title: 'TBA' });

    const missing = (await app.api.get(`/api/v3/episode?seriesId=${bb.id}`).expect(200)).body as Episode[];
    expect(missing.filter((e) => !e.hasFile)).toHaveLength(5);
  });

  it('refuses to add the same provider series twice, and lookups return the library series', async () => {
    const again = await app.api
      .post('/api/v3/series')
      .send({ tvMazeId: 169, title: 'Breaking Bad', path: path.join(root, 'Other BB'), qualityProfileId: 1 })
      .expect(400);
    expect(again.body[0]).toMatchObject({ errorMessage: 'This series has already been added' });
    const found = (await app.api.get('/api/v3/series/lookup?term=tvmaze:169').expect(200)).body[0];
    expect(found).toMatchObject({ id: bb.id, path: path.join(root, 'Breaking Bad'), title: 'Breaking Bad' });
    expect(found.images[0].coverType).toBe('poster');
  });

  it('adds by tvMazeId alone into any folder, filling in the TheTVDB id', async () => {
    const res = await app.api.post('/api/v3/series').send({ tvMazeId: 83, path: path.join(root, 'Simpsons'), qualityProfileId: 1 }).expect(201);
    expect(res.body).toMatchObject({ title: 'The Simpsons', tvdbId: 71663, tvMazeId: 83, status: 'continuing', network: 'FOX' });
    const all = await episodes(res.body.id);
    expect([...all.values()].map((e) => [e.title, e.hasFile])).toEqual([['Simpsons Roasting on an Open Fire', false]]);
  });

  it('imports a list of series with their provider episodes', async () => {
    write('Fargo/Season 1/Fargo.S01E02.720p.HDTV.x264-KILLERS.mkv', 500);
    const res = await app.api
      .post('/api/v3/series/import')
      .send([{ tvdbId: 269613, title: 'Fargo', path: path.join(root, 'Fargo'), qualityProfileId: 1 }])
      .expect(200);
    expect(res.body[0]).toMatchObject({ title: 'Fargo', tvMazeId: 4, network: 'FX', imdbId: 'tt2802850', year: 2014 });
    const all = await episodes(res.body[0].id);
    expect([...all.values()].map((e) => [e.episodeNumber, e.title, e.hasFile])).toEqual([
      [1, "The Crocodile's Dilemma", false],
      [2, 'The Rooster Prince', true],
    ]);
  });

  it('refreshes from the provider: changed titles, new episodes, gone episodes removed unless they have a file', async () => {
    const show = fake.shows.find((s) => s.show.id === 169)!;
    show.episodes = show.episodes.filter((e) => !(e.season === 1 && (e.number ?? 0) >= 2));
    show.show.summary = '<p>Now with a new summary.</p>';
    show.show.status = 'Running';
    show.episodes.find((e) => e.season === 1 && e.number === 1)!.name = 'Pilot (Director’s Cut)';
    show.episodes.push({ ...show.episodes.find((e) => e.season === 2 && e.number === 2)!, id: 12197, number: 3, name: 'Bit by a Dead Bee', airdate: '2009-03-22', airstamp: '2009-03-22T02:00:00+00:00' });
    const finished = await refresh(bb.id);
    expect(finished).toMatchObject({ status: 'completed', message: 'Refreshed 1 series, 3 files' });
    const series = (await app.api.get(`/api/v3/series/${bb.id}`).expect(200)).body;
    expect(series).toMatchObject({ overview: 'Now with a new summary.', status: 'continuing', title: 'Breaking Bad' });
    const all = await episodes(bb.id);
    expect(all.get('S1E1')).toMatchObject({ title: 'Pilot (Director’s Cut)', hasFile: true });
    expect(all.get('S2E3')).toMatchObject({ title: 'Bit by a Dead Bee', hasFile: false, airDate: '2009-03-22' });
    expect(all.get('S2E2')).toMatchObject({ hasFile: true });
    expect(all.has('S1E2')).toBe(false);
    expect(all.has('S1E3')).toBe(false);
    expect(all.get('S5E1')).toMatchObject({ hasFile: true });
    expect(all.get('S0E1')).toMatchObject({ hasFile: false });
  });

  it('answers lookups with 503 and a message when TVmaze fails', async () => {
    fake.failWith = 500;
    const res = await app.api.get('/api/v3/series/lookup?term=breaking').expect(503);
    expect(res.body.message).toContain('TVmaze answered HTTP 500');
    fake.failWith = 429;
    expect((await app.api.get('/api/v3/series/lookup?term=tvdb:81189').expect(503)).body.message).toContain('too many requests');
  });

  it('refreshes offline when TVmaze is down: keeps what is known and says so', async () => {
    const before = await episodes(bb.id);
    fake.failWith = 503;
    const finished = await refresh(bb.id);
    expect(finished.status).toBe('completed');
    expect(finished.message).toContain('metadata of Breaking Bad not refreshed (TVmaze answered HTTP 503');
    expect(finished.message).toContain('kept what is known');
    const series = (await app.api.get(`/api/v3/series/${bb.id}`).expect(200)).body;
    expect(series).toMatchObject({ title: 'Breaking Bad', overview: 'Now with a new summary.', tvMazeId: 169 });
    const after = await episodes(bb.id);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(after.get('S1E1')).toMatchObject({ title: 'Pilot (Director’s Cut)', hasFile: true });
  });

  it('still adds a series from its folder when TVmaze is down', async () => {
    write('Firefly (2002) {tvdb-78874}/Firefly.S01E01.DVDRip.XviD-OSiTV.avi', 700);
    fake.failWith = 500;
    const res = await app.api.post('/api/v3/series').send({ path: path.join(root, 'Firefly (2002) {tvdb-78874}'), qualityProfileId: 1 }).expect(201);
    expect(res.body).toMatchObject({ title: 'Firefly', year: 2002, tvdbId: 78874, tvMazeId: 0 });
    expect([...(await episodes(res.body.id)).keys()]).toEqual(['S1E1']);
  });
});

describe('series lookup with TVmaze unreachable', () => {
  let app: TestApp;

  beforeAll(async () => {
    // A port nothing listens on: connections are refused at once.
    const fake = await startFakeTvMaze();
    const url = fake.url;
    await fake.close();
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: url } });
  });
  afterAll(() => app?.close());

  it('answers 503 with the reason', async () => {
    const res = await app.api.get('/api/v3/series/lookup?term=tvdb:81189').expect(503);
    expect(res.body.message).toMatch(/TVmaze is unreachable at http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/);
  });
});

describe('series lookup with the provider turned off', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: '' } });
  });
  afterAll(() => app?.close());

  it('answers 503 saying no provider is configured', async () => {
    const res = await app.api.get('/api/v3/series/lookup?term=breaking').expect(503);
    expect(res.body.message).toContain('No metadata provider is configured');
  });
});
