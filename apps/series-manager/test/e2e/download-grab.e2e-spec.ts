import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { infoHashOfTorrent } from '@arrstack/download-clients';
import { startFakeQBittorrent, type FakeQBittorrent } from '@arrstack/download-clients/testing';
import { startFakeIndexer } from '@arrstack/newznab/testing';
import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { BlocklistService } from '../../src/download/blocklist/blocklist.service';
import { QueueService } from '../../src/download/queue/queue.service';
import { DownloadClientUnavailableError, ReleaseGrabber, type GrabRequest } from '../../src/download/release-grabber';
import { startFakeTvMaze, type FakeTvMaze } from '../fakes/fake-tvmaze';

type FakeIndexer = Awaited<ReturnType<typeof startFakeIndexer>>;
const fieldsFrom = (values: Record<string, unknown>) => Object.entries(values).map(([name, value]) => ({ name, value }));
const QUALITY = { quality: { id: 4, name: 'HDTV-720p', source: 'television', resolution: 720 }, revision: { version: 1, real: 0, isRepack: false } };

describe('grabbing, queue, history and blocklist', () => {
  let app: TestApp;
  let qbit: FakeQBittorrent;
  let torznab: FakeIndexer;
  let newznab: FakeIndexer;
  let tvmaze: FakeTvMaze;
  let scratch: string;
  let seriesId: number;
  let episodeIds: number[];
  let grabber: ReleaseGrabber;

  const request = (overrides: Partial<GrabRequest> = {}): GrabRequest => ({
    title: torznab.releases[0].title,
    downloadUrl: torznab.releases[0].downloadUrl,
    protocol: 'torrent',
    guid: torznab.releases[0].guid,
    indexerId: 1,
    indexer: 'Fake Torznab',
    size: 1_000_000,
    seriesId,
    episodeIds: [episodeIds[0]],
    quality: QUALITY,
    languages: [{ id: 1, name: 'English' }],
    customFormatScore: 10,
    releaseGroup: 'GRP',
    tags: [],
    ...overrides,
  });

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'dlgrab-')));
    for (const dir of ['tv', 'nzb', 'watch']) fs.mkdirSync(path.join(scratch, dir));
    [qbit, tvmaze, torznab, newznab] = await Promise.all([
      startFakeQBittorrent(),
      startFakeTvMaze(),
      startFakeIndexer({ torznab: true, releases: [{ title: 'Breaking.Bad.S01E01.720p.HDTV.x264-GRP' }, { title: 'Breaking.Bad.S01E02.720p.HDTV.x264-GRP' }] }),
      startFakeIndexer({ releases: [{ title: '../../Breaking.Bad.S01E03.720p.HDTV.x264-GRP' }] }),
    ]);
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: tvmaze.url } });
    grabber = app.running.app.get(ReleaseGrabber);
    await app.api.post('/api/v3/rootfolder').send({ path: path.join(scratch, 'tv') }).expect(201);
    const series = await app.api
      .post('/api/v3/series')
      .send({ tvdbId: 81189, title: 'Breaking Bad', rootFolderPath: path.join(scratch, 'tv'), qualityProfileId: 1, addOptions: { monitor: 'all' } })
      .expect(201);
    seriesId = series.body.id;
    const episodes = (await app.api.get(`/api/v3/episode?seriesId=${seriesId}`).expect(200)).body as Array<{ id: number; seasonNumber: number; episodeNumber: number }>;
    episodeIds = episodes
      .filter((e) => e.seasonNumber === 1)
      .sort((a, b) => a.episodeNumber - b.episodeNumber)
      .map((e) => e.id);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), qbit?.close(), torznab?.close(), newznab?.close(), tvmaze?.close()]);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('throws DownloadClientUnavailableError when no client takes the protocol', async () => {
    await expect(grabber.grab(request())).rejects.toBeInstanceOf(DownloadClientUnavailableError);
  });

  it('sends a torrent to qBittorrent, writes grabbed history and shows it in the queue', async () => {
    const client = await app.api
      .post('/api/v3/downloadclient')
      .send({ name: 'qBit', implementation: 'QBittorrent', fields: fieldsFrom({ host: qbit.host, port: qbit.port, username: 'admin', password: 'adminadmin' }) })
      .expect(201);
    const result = await grabber.grab(request());
    const torrent = qbit.torrents[0];
    expect(torrent.source.kind).toBe('file');
    const hash = infoHashOfTorrent((torrent.source as { bytes: Buffer }).bytes);
    expect(result).toEqual({ downloadClientId: client.body.id, downloadClient: 'qBit', downloadId: hash });
    expect(torrent.category).toBe('tv-sonarr');

    const history = await app.api.get(`/api/v3/history?eventType=grabbed&seriesIds=${seriesId}&includeEpisode=true`).expect(200);
    expect(history.body).toMatchObject({ page: 1, pageSize: 10, sortKey: 'date', sortDirection: 'descending', totalRecords: 1 });
    expect(history.body.records[0]).toMatchObject({
      eventType: 'grabbed',
      seriesId,
      episodeId: episodeIds[0],
      sourceTitle: 'Breaking.Bad.S01E01.720p.HDTV.x264-GRP',
      downloadId: hash,
      customFormatScore: 10,
      quality: QUALITY,
      episode: { id: episodeIds[0], episodeNumber: 1 },
      data: { indexer: 'Fake Torznab', releaseGroup: 'GRP', size: '1000000', protocol: '2', downloadClientName: 'qBit', guid: torznab.releases[0].guid, torrentInfoHash: hash },
    });
    expect(history.body.records[0].data.downloadUrl).toBe(torznab.releases[0].downloadUrl);

    const queue = await app.api.get('/api/v3/queue?includeSeries=true').expect(200);
    expect(queue.body.totalRecords).toBe(1);
    expect(queue.body.records[0]).toMatchObject({
      seriesId,
      episodeId: episodeIds[0],
      seasonNumber: 1,
      title: 'Breaking.Bad.S01E01.720p.HDTV.x264-GRP',
      downloadId: hash,
      downloadClient: 'qBit',
      protocol: 'torrent',
      indexer: 'Fake Torznab',
      status: 'queued',
      trackedDownloadState: 'downloading',
      trackedDownloadStatus: 'ok',
      series: { id: seriesId, title: 'Breaking Bad' },
      size: 1_000_000,
      episodeHasFile: false,
    });
    expect(await app.running.app.get(QueueService).episodeIdsInQueue(seriesId)).toEqual([episodeIds[0]]);
    expect((await app.api.get('/api/v3/queue/status').expect(200)).body).toMatchObject({ totalCount: 1, count: 1, errors: false });
    expect((await app.api.get(`/api/v3/queue/details?seriesId=${seriesId}`).expect(200)).body).toHaveLength(1);
  });

  it('takes only clients sharing a tag with a tagged series, and rotates equal priorities', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'kids' }).expect(201)).body;
    await expect(grabber.grab(request({ tags: [tag.id + 100] }))).resolves.toMatchObject({ downloadClient: 'qBit' });
    const tagged = await app.api
      .post('/api/v3/downloadclient?forceSave=true')
      .send({ name: 'Tagged', implementation: 'QBittorrent', tags: [tag.id], fields: fieldsFrom({ host: '127.0.0.1', port: 1 }) })
      .expect(201);
    await expect(grabber.grab(request({ tags: [tag.id] }))).rejects.toThrow(/Tagged failed/);
    await app.api.delete(`/api/v3/downloadclient/${tagged.body.id}`).expect(200);
  });

  it('writes an .nzb into the usenet blackhole, inside its folder whatever the title', async () => {
    await app.api
      .post('/api/v3/downloadclient')
      .send({ name: 'Usenet hole', implementation: 'UsenetBlackhole', fields: fieldsFrom({ nzbFolder: path.join(scratch, 'nzb'), watchFolder: path.join(scratch, 'watch') }) })
      .expect(201);
    const release = newznab.releases[0];
    const result = await grabber.grab(request({ title: release.title, downloadUrl: release.downloadUrl, protocol: 'usenet', guid: release.guid, episodeIds: [episodeIds[2]] }));
    expect(result).toMatchObject({ downloadClient: 'Usenet hole', downloadId: 'Breaking.Bad.S01E03.720p.HDTV.x264-GRP' });
    expect(fs.readdirSync(path.join(scratch, 'nzb'))).toEqual(['Breaking.Bad.S01E03.720p.HDTV.x264-GRP.nzb']);
    expect(fs.readdirSync(scratch).sort()).toEqual(['nzb', 'tv', 'watch']);
  });

  it('turns a failing client into DownloadClientUnavailableError and records nothing', async () => {
    qbit.setFailing(true);
    try {
      await expect(grabber.grab(request({ title: torznab.releases[1].title, downloadUrl: torznab.releases[1].downloadUrl, guid: torznab.releases[1].guid }))).rejects.toBeInstanceOf(
        DownloadClientUnavailableError,
      );
    } finally {
      qbit.setFailing(false);
    }
    const history = await app.api.get(`/api/v3/history?downloadId=none`).expect(200);
    expect(history.body.totalRecords).toBe(0);
    const grabbed = await app.api.get('/api/v3/history?eventType=1').expect(200);
    expect(grabbed.body.records.map((r: { sourceTitle: string }) => r.sourceTitle)).not.toContain(torznab.releases[1].title);
  });

  it('removes from the queue with blocklist: client torrent deleted, downloadFailed history, blocklisted', async () => {
    const queue = (await app.api.get(`/api/v3/queue?seriesIds=${seriesId}&protocol=torrent`).expect(200)).body.records as Array<{ id: number; downloadId: string }>;
    expect(queue).toHaveLength(1);
    await app.api.delete(`/api/v3/queue/${queue[0].id}?removeFromClient=true&blocklist=true`).expect(200);
    expect(qbit.find(queue[0].downloadId)).toBeUndefined();
    expect((await app.api.get(`/api/v3/queue?protocol=torrent`).expect(200)).body.totalRecords).toBe(0);
    const failed = await app.api.get(`/api/v3/history?eventType=downloadFailed`).expect(200);
    expect(failed.body.records[0]).toMatchObject({ eventType: 'downloadFailed', downloadId: queue[0].downloadId, episodeId: episodeIds[0] });

    const blocklist = await app.api.get('/api/v3/blocklist').expect(200);
    expect(blocklist.body).toMatchObject({ totalRecords: 1, sortKey: 'date' });
    expect(blocklist.body.records[0]).toMatchObject({
      seriesId,
      episodeIds: [episodeIds[0]],
      sourceTitle: 'Breaking.Bad.S01E01.720p.HDTV.x264-GRP',
      protocol: 'torrent',
      indexer: 'Fake Torznab',
      series: { id: seriesId },
    });
    const blocklistService = app.running.app.get(BlocklistService);
    expect(await blocklistService.isBlocklisted(seriesId, { title: 'breaking.bad.s01e01.720p.hdtv.x264-grp', indexerId: 1 })).toBe(true);
    expect(await blocklistService.isBlocklisted(seriesId, { title: 'Breaking.Bad.S01E01.1080p-OTHER' })).toBe(false);
    expect(await blocklistService.isBlocklisted(seriesId + 1, { title: 'Breaking.Bad.S01E01.720p.HDTV.x264-GRP' })).toBe(false);

    await app.api.delete(`/api/v3/blocklist/${blocklist.body.records[0].id}`).expect(200);
    await app.api.delete(`/api/v3/blocklist/${blocklist.body.records[0].id}`).expect(404);
    expect((await app.api.get('/api/v3/blocklist').expect(200)).body.totalRecords).toBe(0);
  });

  it('marks a grab failed from history and blocklists it', async () => {
    const grabs = (await app.api.get(`/api/v3/history/series?seriesId=${seriesId}&eventType=grabbed`).expect(200)).body as Array<{ id: number; sourceTitle: string }>;
    const usenet = grabs.find((g) => g.sourceTitle.includes('S01E03'))!;
    await app.api.post(`/api/v3/history/failed/${usenet.id}`).expect(200);
    await app.api.post('/api/v3/history/failed/999999').expect(404);
    const blocklist = (await app.api.get(`/api/v3/blocklist?seriesIds=${seriesId}`).expect(200)).body;
    expect(blocklist.records).toEqual([expect.objectContaining({ sourceTitle: usenet.sourceTitle, protocol: 'usenet', message: 'Manually marked as failed' })]);
    expect((await app.api.get('/api/v3/queue?protocol=usenet').expect(200)).body.totalRecords).toBe(0);
    await app.api.delete('/api/v3/blocklist/bulk').send({ ids: [blocklist.records[0].id] }).expect(200);
  });

  it('lists history since a date and for a season, and rejects bad filters with 400', async () => {
    const since = (await app.api.get(`/api/v3/history/since?date=2000-01-01T00:00:00Z&eventType=grabbed`).expect(200)).body as Array<{ date: string }>;
    expect(since.length).toBeGreaterThanOrEqual(3);
    expect(since.map((h) => h.date)).toEqual([...since.map((h) => h.date)].sort());
    const season = (await app.api.get(`/api/v3/history/series?seriesId=${seriesId}&seasonNumber=2`).expect(200)).body;
    expect(season).toEqual([]);
    await app.api.get('/api/v3/history/since?date=yesterday').expect(400);
    await app.api.get('/api/v3/history?eventType=nonsense').expect(400);
    await app.api.get('/api/v3/history?page=0').expect(400);
    await app.api.get('/api/v3/queue?seriesIds=abc').expect(400);
    await app.api.delete('/api/v3/queue/999999').expect(404);
  });
});
