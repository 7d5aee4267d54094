import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeQBittorrent, type FakeQBittorrent } from '@arrstack/download-clients/testing';
import { startFakeIndexer } from '@arrstack/newznab/testing';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { DownloadTrackingService } from '../../src/download/queue/download-tracking.service';
import { ReleaseGrabber, type GrabRequest } from '../../src/download/release-grabber';
import { startFakeTvMaze, type FakeTvMaze } from '../fakes/fake-tvmaze';

type FakeIndexer = Awaited<ReturnType<typeof startFakeIndexer>>;
const fieldsFrom = (values: Record<string, unknown>) => Object.entries(values).map(([name, value]) => ({ name, value }));
const QUALITY = { quality: { id: 4, name: 'HDTV-720p', source: 'television', resolution: 720 }, revision: { version: 1, real: 0, isRepack: false } };
const TITLES = ['Breaking.Bad.S01E01.720p.HDTV.x264-GRP', 'Breaking.Bad.S01E02.720p.HDTV.x264-GRP', 'Breaking.Bad.S01E03.720p.HDTV.x264-GRP', 'Breaking.Bad.S01E04.720p.HDTV.x264-GRP'];

describe('tracking and importing completed downloads', () => {
  let app: TestApp;
  let qbit: FakeQBittorrent;
  let torznab: FakeIndexer;
  let newznab: FakeIndexer;
  let tvmaze: FakeTvMaze;
  let scratch: string;
  let seriesId: number;
  let episodes: Array<{ id: number; episodeNumber: number }>;
  let grabber: ReleaseGrabber;

  const grab = (indexer: FakeIndexer, index: number, episodeNumber: number, protocol: 'torrent' | 'usenet') => {
    const release = indexer.releases[index];
    const request: GrabRequest = {
      title: release.title,
      downloadUrl: release.downloadUrl,
      protocol,
      guid: release.guid,
      indexerId: 1,
      indexer: 'Fake',
      size: 2000,
      seriesId,
      episodeIds: [episodes.find((e) => e.episodeNumber === episodeNumber)!.id],
      quality: QUALITY,
      languages: [{ id: 1, name: 'English' }],
      customFormatScore: 0,
      tags: [],
    };
    return grabber.grab(request);
  };
  const refresh = async () => {
    const command = await app.api.post('/api/v3/command').send({ name: 'RefreshMonitoredDownloads' }).expect(201);
    const done = await waitForCommand(app, command.body.id);
    expect(done).toMatchObject({ status: 'completed' });
    return done;
  };
  const downloadFolder = (title: string, files: string[]) => {
    const folder = path.join(scratch, 'downloads', title);
    fs.mkdirSync(folder, { recursive: true });
    for (const file of files) fs.writeFileSync(path.join(folder, file), `video of ${file}`);
    return folder;
  };
  const queueFor = async (downloadId: string) =>
    ((await app.api.get('/api/v3/queue?pageSize=100').expect(200)).body.records as Array<Record<string, unknown>>).find((r) => r.downloadId === downloadId);
  const episodeHasFile = async (episodeNumber: number) => {
    const id = episodes.find((e) => e.episodeNumber === episodeNumber)!.id;
    return (await app.api.get(`/api/v3/episode/${id}`).expect(200)).body.hasFile as boolean;
  };

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'dltrack-')));
    for (const dir of ['tv', 'nzb', 'watch', 'downloads']) fs.mkdirSync(path.join(scratch, dir));
    [qbit, tvmaze, torznab, newznab] = await Promise.all([
      startFakeQBittorrent(),
      startFakeTvMaze(),
      startFakeIndexer({ torznab: true, releases: [{ title: TITLES[0] }, { title: TITLES[1] }, { title: TITLES[3] }] }),
      startFakeIndexer({ releases: [{ title: TITLES[2] }] }),
    ]);
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: tvmaze.url } });
    grabber = app.running.app.get(ReleaseGrabber);
    await app.api.post('/api/v3/rootfolder').send({ path: path.join(scratch, 'tv') }).expect(201);
    const series = await app.api
      .post('/api/v3/series')
      .send({ tvdbId: 81189, title: 'Breaking Bad', rootFolderPath: path.join(scratch, 'tv'), qualityProfileId: 1, addOptions: { monitor: 'all' } })
      .expect(201);
    seriesId = series.body.id;
    episodes = ((await app.api.get(`/api/v3/episode?seriesId=${seriesId}`).expect(200)).body as Array<{ id: number; seasonNumber: number; episodeNumber: number }>).filter(
      (e) => e.seasonNumber === 1,
    );
    await app.api
      .post('/api/v3/downloadclient')
      .send({
        name: 'qBit',
        implementation: 'QBittorrent',
        fields: fieldsFrom({ host: qbit.host, port: qbit.port, username: 'admin', password: 'adminadmin', tvImportedCategory: 'tv-imported' }),
      })
      .expect(201);
    await app.api
      .post('/api/v3/downloadclient')
      .send({ name: 'Usenet hole', implementation: 'UsenetBlackhole', fields: fieldsFrom({ nzbFolder: path.join(scratch, 'nzb'), watchFolder: path.join(scratch, 'watch') }) })
      .expect(201);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), qbit?.close(), torznab?.close(), newznab?.close(), tvmaze?.close()]);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('follows a torrent, imports it when complete and moves it to the post-import category', async () => {
    const { downloadId } = await grab(torznab, 0, 1, 'torrent');
    await refresh();
    const downloading = await queueFor(downloadId);
    expect(downloading).toMatchObject({ status: 'downloading', trackedDownloadState: 'downloading', downloadClientHasPostImportCategory: true, timeleft: expect.stringMatching(/^00:\d\d:\d\d/) });
    expect(downloading?.sizeleft).toBe(qbit.find(downloadId)?.size);

    qbit.complete(downloadId, downloadFolder(TITLES[0], [`${TITLES[0]}.mkv`]));
    await refresh();
    expect(await queueFor(downloadId)).toBeUndefined();
    expect(await episodeHasFile(1)).toBe(true);
    expect(qbit.find(downloadId)).toMatchObject({ category: 'tv-imported' });
    const imported = (await app.api.get(`/api/v3/history?eventType=downloadFolderImported&downloadId=${downloadId}`).expect(200)).body;
    expect(imported.totalRecords).toBe(1);
    expect(imported.records[0]).toMatchObject({ seriesId, sourceTitle: TITLES[0], data: { droppedPath: expect.stringContaining(`${TITLES[0]}.mkv`), downloadClientName: 'qBit' } });
    // The torrent keeps seeding from its files: the import copied or linked them.
    expect(fs.existsSync(path.join(scratch, 'downloads', TITLES[0], `${TITLES[0]}.mkv`))).toBe(true);
  });

  it('leaves a rejected import in the queue as importBlocked with the reasons', async () => {
    const { downloadId } = await grab(torznab, 1, 2, 'torrent');
    qbit.complete(downloadId, downloadFolder(TITLES[1], [`${TITLES[1]}.sample.mkv`]));
    const run = await refresh();
    expect(run.message).toMatch(/1 blocked/);
    const item = await queueFor(downloadId);
    expect(item).toMatchObject({ status: 'completed', trackedDownloadState: 'importBlocked', trackedDownloadStatus: 'warning' });
    expect(item?.statusMessages).toEqual([{ title: `${TITLES[1]}.sample.mkv`, messages: ['Sample'] }]);
    expect(await episodeHasFile(2)).toBe(false);
    expect((await app.api.get('/api/v3/queue/status').expect(200)).body).toMatchObject({ warnings: true });
    expect(qbit.find(downloadId)?.category).toBe('tv-sonarr');

    // Another refresh leaves it blocked rather than importing it again.
    await refresh();
    expect(await queueFor(downloadId)).toMatchObject({ trackedDownloadState: 'importBlocked' });
  });

  it('imports a finished usenet blackhole item from the watch folder and removes it there', async () => {
    const { downloadId } = await grab(newznab, 0, 3, 'usenet');
    expect(fs.existsSync(path.join(scratch, 'nzb', `${TITLES[2]}.nzb`))).toBe(true);
    // The client named the folder a little differently from the .nzb it was given.
    const item = path.join(scratch, 'watch', TITLES[2].replace(/\./g, ' '));
    fs.mkdirSync(item);
    fs.writeFileSync(path.join(item, `${TITLES[2]}.mkv`), 'video');
    await refresh();
    expect(await queueFor(downloadId)).toMatchObject({ status: 'downloading', trackedDownloadState: 'downloading' });

    const old = new Date(Date.now() - 120_000);
    fs.utimesSync(path.join(item, `${TITLES[2]}.mkv`), old, old);
    fs.utimesSync(item, old, old);
    await refresh();
    expect(await queueFor(downloadId)).toBeUndefined();
    expect(await episodeHasFile(3)).toBe(true);
    expect(fs.existsSync(item)).toBe(false);
    expect((await app.api.get(`/api/v3/history?eventType=downloadFolderImported&downloadId=${downloadId}`).expect(200)).body.totalRecords).toBe(1);
  });

  it('fails a torrent the client reports as errored: blocklisted and removed from the client', async () => {
    const { downloadId } = await grab(torznab, 2, 2, 'torrent');
    qbit.setState(downloadId, 'error');
    await refresh();
    expect(await queueFor(downloadId)).toBeUndefined();
    expect(qbit.find(downloadId)).toBeUndefined();
    const blocklist = (await app.api.get(`/api/v3/blocklist`).expect(200)).body.records as Array<{ sourceTitle: string; message: string }>;
    expect(blocklist).toEqual([expect.objectContaining({ sourceTitle: TITLES[3], message: 'qBittorrent is reporting an error' })]);
    expect((await app.api.get(`/api/v3/history?eventType=downloadFailed`).expect(200)).body.totalRecords).toBe(1);
  });

  it('drops a torrent that was removed in qBittorrent from the queue', async () => {
    const blocked = (await app.api.get('/api/v3/queue').expect(200)).body.records as Array<{ downloadId: string }>;
    expect(blocked).toHaveLength(1);
    qbit.torrents.splice(0, qbit.torrents.length);
    await refresh();
    expect((await app.api.get('/api/v3/queue').expect(200)).body.totalRecords).toBe(0);
  });

  it('queues the scheduled refresh as a scheduled command', async () => {
    await app.running.app.get(DownloadTrackingService).queueScheduledRefresh();
    const commands = (await app.api.get('/api/v3/command').expect(200)).body as Array<{ id: number; name: string; trigger: string }>;
    const scheduled = commands.find((c) => c.name === 'RefreshMonitoredDownloads' && c.trigger === 'scheduled');
    expect(scheduled).toBeDefined();
    expect(await waitForCommand(app, scheduled!.id)).toMatchObject({ status: 'completed', message: expect.stringMatching(/refreshed/) });
  });

  it('reports an unreachable client in health until a refresh reaches it again', async () => {
    const { downloadId } = await grab(torznab, 0, 2, 'torrent');
    qbit.setFailing(true);
    try {
      await refresh();
      const health = (await app.api.get('/api/v3/health').expect(200)).body as Array<{ source: string; type: string; message: string }>;
      expect(health).toContainEqual(expect.objectContaining({ source: 'DownloadClientCheck', type: 'error', message: expect.stringMatching(/^Unable to communicate with qBit\./) }));
      expect(await queueFor(downloadId)).toMatchObject({ trackedDownloadStatus: 'warning', statusMessages: [{ title: 'qBit', messages: [expect.stringMatching(/unavailable/)] }] });
    } finally {
      qbit.setFailing(false);
    }
    await refresh();
    const health = (await app.api.get('/api/v3/health').expect(200)).body as Array<{ source: string }>;
    expect(health.some((issue) => issue.source === 'DownloadClientCheck')).toBe(false);
  });
});
