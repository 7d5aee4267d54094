import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeIndexer } from '@arrstack/newznab/testing';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { startFakeTvMaze, type FakeTvMaze } from '../fakes/fake-tvmaze';

type FakeIndexer = Awaited<ReturnType<typeof startFakeIndexer>>;
interface Episode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  hasFile: boolean;
  monitored: boolean;
  episodeFileId?: number;
}

const MB = 1024 * 1024;
const BREAKING_BAD = { tvdbId: 81189, tvMazeId: 169, imdbId: 'tt0903747' };
const OWNED = 'Breaking.Bad.S01E01.720p.HDTV.x264-GRP';
const WANTED = 'Breaking.Bad.S01E02.720p.HDTV.x264-GRP';
const fieldsFrom = (values: Record<string, unknown>) => Object.entries(values).map(([name, value]) => ({ name, value }));

/**
 * The series manager end to end, as a user drives it: a root folder with real files → import from the path →
 * editor and monitor changes → wanted list → search against a Torznab indexer → grab into a torrent blackhole →
 * the finished download imported and renamed into the series folder.
 */
describe('the whole flow: library import to a renamed, imported download', () => {
  let app: TestApp;
  let tvmaze: FakeTvMaze;
  let torznab: FakeIndexer;
  let scratch: string;
  let root: string;
  let seriesFolder: string;
  let seriesId: number;
  let episodes: Episode[];
  const dir = (name: string) => path.join(scratch, name);
  const episode = (season: number, number: number) => episodes.find((e) => e.seasonNumber === season && e.episodeNumber === number)!;
  const readEpisodes = async () => (await app.api.get(`/api/v3/episode?seriesId=${seriesId}`).expect(200)).body as Episode[];
  const runCommand = async (body: Record<string, unknown>) => {
    const queued = await app.api.post('/api/v3/command').send(body).expect(201);
    const done = await waitForCommand(app, queued.body.id, 30_000);
    expect(done).toMatchObject({ status: 'completed' });
    return done;
  };
  const missingIds = async () =>
    ((await app.api.get('/api/v3/wanted/missing?pageSize=50&sortKey=episodes.airDateUtc&sortDirection=ascending').expect(200)).body.records as Episode[]).map((e) => e.id);

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'whole-flow-')));
    root = dir('tv');
    seriesFolder = path.join(root, 'Breaking Bad (2008) {tvdb-81189}');
    fs.mkdirSync(path.join(seriesFolder, 'Season 1'), { recursive: true });
    fs.writeFileSync(path.join(seriesFolder, 'Season 1', `${OWNED}.mkv`), 'the first episode');
    for (const name of ['torrents', 'watch']) fs.mkdirSync(dir(name));
    [tvmaze, torznab] = await Promise.all([
      startFakeTvMaze(),
      startFakeIndexer({
        torznab: true,
        releases: [{ title: WANTED, categories: [5000, 5040], ...BREAKING_BAD, season: 1, episode: 2, size: 1200 * MB }],
      }),
    ]);
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: tvmaze.url } });
  });
  afterAll(async () => {
    await Promise.all([app?.close(), tvmaze?.close(), torznab?.close()]);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('imports the series found under the root folder, with every episode from the provider and the file on disk', async () => {
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    const report = await app.api.post('/api/v3/series/import').send({ path: root, qualityProfileId: 1, monitored: true }).expect(200);
    expect(report.body.imported.map((s: { title: string }) => s.title)).toEqual(['Breaking Bad']);
    seriesId = report.body.imported[0].id;

    // Importing again skips it rather than doubling it.
    const again = await app.api.post('/api/v3/series/import').send({ path: root, qualityProfileId: 1, monitored: true }).expect(200);
    expect(again.body.imported).toEqual([]);
    expect((await app.api.get('/api/v3/series').expect(200)).body).toHaveLength(1);

    episodes = await readEpisodes();
    expect(episodes.filter((e) => e.seasonNumber > 0).map((e) => [e.seasonNumber, e.episodeNumber, e.hasFile])).toEqual([
      [1, 1, true],
      [1, 2, false],
      [1, 3, false],
      [2, 1, false],
      [2, 2, false],
    ]);
  });

  it('applies editor and monitor changes, and the wanted list follows them', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'hd' }).expect(201)).body.id as number;
    const edited = await app.api.put('/api/v3/series/editor').send({ seriesIds: [seriesId], monitored: true, tags: [tag], applyTags: 'add' }).expect(202);
    expect(edited.body[0]).toMatchObject({ id: seriesId, monitored: true, tags: [tag] });
    // An unknown id rejects the whole request and changes nothing.
    await app.api.put('/api/v3/series/editor').send({ seriesIds: [seriesId, 9999], monitored: false }).expect(404);
    expect((await app.api.get(`/api/v3/series/${seriesId}`).expect(200)).body.monitored).toBe(true);

    expect(await missingIds()).toEqual([episode(1, 2).id, episode(1, 3).id, episode(2, 1).id, episode(2, 2).id]);
    await app.api
      .put('/api/v3/episode/monitor')
      .send({ episodeIds: [episode(2, 1).id, episode(2, 2).id], monitored: false })
      .expect(202);
    expect(await missingIds()).toEqual([episode(1, 2).id, episode(1, 3).id]);
  });

  it('searches the Torznab indexer and grabs the release into the torrent blackhole', async () => {
    await app.api
      .post('/api/v3/indexer')
      .send({
        name: 'Fake Torznab',
        implementation: 'Torznab',
        configContract: 'TorznabSettings',
        enableRss: false,
        enableAutomaticSearch: true,
        enableInteractiveSearch: true,
        priority: 25,
        fields: fieldsFrom({ baseUrl: torznab.url, apiPath: '/api', apiKey: 'key', categories: [5030, 5040], minimumSeeders: 1 }),
      })
      .expect(201);
    await app.api
      .post('/api/v3/downloadclient')
      .send({ name: 'Blackhole', implementation: 'TorrentBlackhole', fields: fieldsFrom({ torrentFolder: dir('torrents'), watchFolder: dir('watch') }) })
      .expect(201);

    const queued = await app.api.post('/api/v3/episode/search').send({ episodeIds: [episode(1, 2).id] }).expect(201);
    expect(queued.body).toMatchObject({ name: 'EpisodeSearch', status: expect.stringMatching(/queued|started|completed/) });
    const done = await waitForCommand(app, queued.body.id, 30_000);
    expect(done).toMatchObject({ status: 'completed' });

    const dropped = fs.readdirSync(dir('torrents'));
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatch(/^Breaking\.Bad\.S01E02.*\.torrent$/);
    const grabbed = (await app.api.get(`/api/v3/history?eventType=grabbed&episodeId=${episode(1, 2).id}`).expect(200)).body;
    expect(grabbed.records).toEqual([expect.objectContaining({ seriesId, sourceTitle: WANTED })]);
    const queue = (await app.api.get('/api/v3/queue').expect(200)).body;
    expect(queue.records).toEqual([expect.objectContaining({ seriesId, episodeId: episode(1, 2).id, title: WANTED })]);
  });

  it('imports the finished download, renamed under the naming format, and the episode leaves the wanted list', async () => {
    const naming = (await app.api.get('/api/v3/config/naming').expect(200)).body;
    await app.api.put('/api/v3/config/naming').send({ ...naming, renameEpisodes: true }).expect(202);

    // The download finishes: its folder appears in the watch folder and has stopped changing.
    const finished = path.join(dir('watch'), WANTED);
    fs.mkdirSync(finished);
    fs.writeFileSync(path.join(finished, `${WANTED}.mkv`), 'the second episode');
    const settled = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(path.join(finished, `${WANTED}.mkv`), settled, settled);
    fs.utimesSync(finished, settled, settled);
    await runCommand({ name: 'RefreshMonitoredDownloads' });

    const imported = (await readEpisodes()).find((e) => e.id === episode(1, 2).id)!;
    expect(imported.hasFile).toBe(true);
    const file = (await app.api.get(`/api/v3/episodefile/${imported.episodeFileId}`).expect(200)).body;
    expect(file.relativePath).toMatch(/^Season 1\/Breaking Bad - S01E02 - Cat's in the Bag.* HDTV-720p\.mkv$/);
    expect(fs.readFileSync(path.join(seriesFolder, file.relativePath), 'utf8')).toBe('the second episode');
    expect(file.quality.quality.name).toBe('HDTV-720p');

    expect(await missingIds()).toEqual([episode(1, 3).id]);
    expect((await app.api.get('/api/v3/queue').expect(200)).body.records).toEqual([]);
    const history = (await app.api.get(`/api/v3/history?episodeId=${episode(1, 2).id}&sortKey=date&sortDirection=ascending`).expect(200)).body;
    expect(history.records.map((r: { eventType: string }) => r.eventType)).toEqual(['grabbed', 'downloadFolderImported']);
    // The file that was already there is untouched.
    expect(fs.readFileSync(path.join(seriesFolder, 'Season 1', `${OWNED}.mkv`), 'utf8')).toBe('the first episode');
  });

  it('refuses bad input with the anchors 4xx', async () => {
    await app.api.post('/api/v3/episode/search').send({ episodeIds: 'x' }).expect(400);
    await app.api.post('/api/v3/series/import').send({ path: '/etc', qualityProfileId: 1 }).expect(400);
    await app.api.put('/api/v3/series/editor').send({ seriesIds: [seriesId], qualityProfileId: 424242 }).expect(400);
    await app.api.post('/api/v3/release').send({ guid: 'nope', indexerId: 1 }).expect(404);
  });
});
