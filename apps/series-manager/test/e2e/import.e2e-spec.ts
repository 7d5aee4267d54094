import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { fakeShows, startFakeTvMaze, type FakeTvMaze } from '../fakes/fake-tvmaze';

interface Outcome {
  path: string;
  status: 'imported' | 'rejected';
  reasons: string[];
  seriesId?: number;
  episodeIds?: number[];
  episodeFileId?: number;
  destination?: string;
}

interface Episode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  hasFile: boolean;
  episodeFileId: number;
}

/** Every file under `folder`, relative to it, sorted. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(folder, full));
    }
  };
  walk(folder);
  return found.sort();
}

describe('importing downloaded episode files (DownloadedEpisodesScan, ManualImport, /manualimport, /config/mediamanagement)', () => {
  let fake: FakeTvMaze;
  let app: TestApp;
  let scratch: string;
  let root: string;
  let downloads: string;
  let outside: string;
  let recycleBin: string;
  let seriesId: number;
  let seriesPath: string;
  const episodeIds: Record<string, number> = {};

  /** Writes a download: files relative to the downloads folder, each with content naming it. */
  function download(...files: string[]): void {
    for (const file of files) {
      const full = path.join(downloads, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, `content of ${path.basename(file)}`);
    }
  }

  async function command(body: Record<string, unknown>): Promise<{ status: string; message: string; outcome: Outcome[] }> {
    const res = await app.api.post('/api/v3/command').send(body).expect(201);
    return (await waitForCommand(app, res.body.id)) as never;
  }

  const scan = (target: string, importMode?: string) => command({ name: 'DownloadedEpisodesScan', path: target, ...(importMode ? { importMode } : {}) });

  async function episode(label: string): Promise<Episode> {
    return (await app.api.get(`/api/v3/episode/${episodeIds[label]}`).expect(200)).body as Episode;
  }

  beforeAll(async () => {
    const shows = fakeShows();
    // An episode title that tries to climb out of the series folder once rendered into a file name.
    shows[0].episodes[2].name = '../../../../escape/evil';
    fake = await startFakeTvMaze(shows);
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'series-import-')));
    root = path.join(scratch, 'tv');
    downloads = path.join(scratch, 'downloads');
    outside = path.join(scratch, 'outside');
    recycleBin = path.join(scratch, 'recycle');
    for (const dir of [root, downloads, outside, recycleBin]) fs.mkdirSync(dir, { recursive: true });
    app = await startTestApp(AppModule, APP, { env: { TVMAZE_URL: fake.url } });
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    // Upgrades allowed up to the best quality, so a better file replaces a worse one.
    const profile = (await app.api.get('/api/v3/qualityprofile/1').expect(200)).body;
    await app.api.put('/api/v3/qualityprofile/1').send({ ...profile, upgradeAllowed: true, cutoff: 19 }).expect(202);
    await app.api.put('/api/v3/config/naming').send({ renameEpisodes: true }).expect(202);
    const added = await app.api.post('/api/v3/series').send({ tvMazeId: 169, title: 'Breaking Bad', rootFolderPath: root, qualityProfileId: 1, addOptions: { monitor: 'all' } }).expect(201);
    seriesId = added.body.id;
    seriesPath = added.body.path;
    const episodes = (await app.api.get(`/api/v3/episode?seriesId=${seriesId}`).expect(200)).body as Episode[];
    for (const e of episodes) episodeIds[`S${e.seasonNumber}E${e.episodeNumber}`] = e.id;
    expect(seriesPath).toBe(path.join(root, 'Breaking Bad'));
    expect(episodeIds.S1E1).toBeDefined();
  });

  afterAll(async () => {
    await app?.close();
    await fake?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  describe('config/mediamanagement', () => {
    it("answers Sonarr's defaults", async () => {
      const res = await app.api.get('/api/v3/config/mediamanagement').expect(200);
      expect(res.body).toMatchObject({
        id: 1,
        recycleBinCleanupDays: 7,
        downloadPropersAndRepacks: 'preferAndUpgrade',
        deleteEmptyFolders: false,
        fileDate: 'none',
        rescanAfterRefresh: 'always',
        episodeTitleRequired: 'always',
        skipFreeSpaceCheckWhenImporting: false,
        minimumFreeSpaceWhenImporting: 100,
        copyUsingHardlinks: true,
        importExtraFiles: false,
        extraFileExtensions: 'srt',
        enableMediaInfo: true,
      });
    });

    it('rejects bad values with the 400 array and keeps the stored settings', async () => {
      const res = await app.api
        .put('/api/v3/config/mediamanagement')
        .send({ minimumFreeSpaceWhenImporting: 50, fileDate: 'sometimes', copyUsingHardlinks: 'yes' })
        .expect(400);
      expect(res.body.map((f: { propertyName: string }) => f.propertyName).sort()).toEqual(['CopyUsingHardlinks', 'FileDate']);
      const tooLittle = await app.api.put('/api/v3/config/mediamanagement').send({ minimumFreeSpaceWhenImporting: 50 }).expect(400);
      expect(tooLittle.body[0]).toMatchObject({ propertyName: 'MinimumFreeSpaceWhenImporting', attemptedValue: 50 });
      const relative = await app.api.put('/api/v3/config/mediamanagement').send({ recycleBin: 'recycle' }).expect(400);
      expect(relative.body[0]).toMatchObject({ propertyName: 'RecycleBin' });
      await app.api.put('/api/v3/config/mediamanagement').send({ recycleBin: path.join(scratch, 'missing') }).expect(400);
      await app.api.put('/api/v3/config/mediamanagement').send([1]).expect(400);
      expect((await app.api.get('/api/v3/config/mediamanagement').expect(200)).body.minimumFreeSpaceWhenImporting).toBe(100);
    });

    it('stores a change (enums by name or number) and answers 202 with the stored resource', async () => {
      const res = await app.api.put('/api/v3/config/mediamanagement/1').send({ fileDate: 2, downloadPropersAndRepacks: 'DONOTUPGRADE', recycleBinCleanupDays: 3 }).expect(202);
      expect(res.body).toMatchObject({ id: 1, fileDate: 'utcAirDate', downloadPropersAndRepacks: 'doNotUpgrade', recycleBinCleanupDays: 3 });
      expect((await app.api.get('/api/v3/config/mediamanagement').expect(200)).body).toMatchObject({ fileDate: 'utcAirDate', recycleBinCleanupDays: 3 });
      await app.api.put('/api/v3/config/mediamanagement').send({ fileDate: 'none', downloadPropersAndRepacks: 'preferAndUpgrade' }).expect(202);
    });
  });

  it('imports a download folder: the video renamed in its season folder, its subtitle along, the episode has its file, the folder removed', async () => {
    const release = 'Breaking.Bad.S01E01.720p.HDTV.x264-GRP';
    download(`${release}/${release}.mkv`, `${release}/${release}.en.srt`, `${release}/${release}.nfo`, `${release}/Sample/${release}.sample.mkv`);
    const result = await scan(path.join(downloads, release));
    expect(result.status).toBe('completed');
    expect(result.message).toBe('Imported 1 of 2 files; rejected: Breaking.Bad.S01E01.720p.HDTV.x264-GRP.sample.mkv (Sample)');
    const imported = result.outcome.find((o) => o.status === 'imported')!;
    const expected = path.join(seriesPath, 'Season 1', 'Breaking Bad - S01E01 - Pilot HDTV-720p.mkv');
    expect(imported).toMatchObject({ seriesId, episodeIds: [episodeIds.S1E1], destination: expected });
    expect(fs.readFileSync(expected, 'utf8')).toBe(`content of ${release}.mkv`);
    expect(filesUnder(seriesPath)).toEqual(['Season 1/Breaking Bad - S01E01 - Pilot HDTV-720p.en.srt', 'Season 1/Breaking Bad - S01E01 - Pilot HDTV-720p.mkv']);
    expect(fs.existsSync(path.join(downloads, release))).toBe(false);

    const s1e1 = await episode('S1E1');
    expect(s1e1).toMatchObject({ hasFile: true, episodeFileId: imported.episodeFileId });
    const file = (await app.api.get(`/api/v3/episodefile/${imported.episodeFileId}`).expect(200)).body;
    expect(file).toMatchObject({
      seriesId,
      seasonNumber: 1,
      relativePath: 'Season 1/Breaking Bad - S01E01 - Pilot HDTV-720p.mkv',
      path: expected,
      size: Buffer.byteLength(`content of ${release}.mkv`),
      sceneName: release,
      releaseGroup: 'GRP',
      quality: { quality: { id: 4, name: 'HDTV-720p' } },
    });
  });

  it('replaces the file with a better quality and sends the old one to the recycle bin', async () => {
    await app.api.put('/api/v3/config/mediamanagement').send({ recycleBin }).expect(202);
    const oldFileId = (await episode('S1E1')).episodeFileId;
    const release = 'Breaking.Bad.S01E01.1080p.BluRay.x264-BETTER';
    download(`${release}/${release}.mkv`);
    const result = await scan(path.join(downloads, release));
    expect(result.message).toBe('Imported 1 of 1 file');
    const newPath = path.join(seriesPath, 'Season 1', 'Breaking Bad - S01E01 - Pilot Bluray-1080p.mkv');
    expect(result.outcome[0]).toMatchObject({ status: 'imported', destination: newPath });
    expect(fs.readFileSync(newPath, 'utf8')).toBe(`content of ${release}.mkv`);
    expect(fs.existsSync(path.join(seriesPath, 'Season 1', 'Breaking Bad - S01E01 - Pilot HDTV-720p.mkv'))).toBe(false);
    // The replaced file's subtitle goes with it.
    expect(filesUnder(recycleBin)).toEqual([
      path.join('Breaking Bad', 'Season 1', 'Breaking Bad - S01E01 - Pilot HDTV-720p.en.srt'),
      path.join('Breaking Bad', 'Season 1', 'Breaking Bad - S01E01 - Pilot HDTV-720p.mkv'),
    ]);
    expect(filesUnder(seriesPath)).toEqual(['Season 1/Breaking Bad - S01E01 - Pilot Bluray-1080p.mkv']);
    await app.api.get(`/api/v3/episodefile/${oldFileId}`).expect(404);
    expect((await episode('S1E1')).episodeFileId).toBe(result.outcome[0].episodeFileId);
    const files = (await app.api.get(`/api/v3/episodefile?seriesId=${seriesId}`).expect(200)).body;
    expect(files).toHaveLength(1);
    await app.api.put('/api/v3/config/mediamanagement').send({ recycleBin: '' }).expect(202);
  });

  it('rejects a worse quality with a reason and leaves both files where they are', async () => {
    const release = 'Breaking.Bad.S01E01.480p.WEB-DL.x264-WORSE';
    download(`${release}/${release}.mkv`);
    const result = await scan(path.join(downloads, release));
    expect(result.status).toBe('completed');
    expect(result.outcome).toEqual([
      expect.objectContaining({ status: 'rejected', seriesId, episodeIds: [episodeIds.S1E1], reasons: ['Not an upgrade for existing episode file(s): Existing file is of better quality'] }),
    ]);
    expect(fs.existsSync(path.join(downloads, release, `${release}.mkv`))).toBe(true);
    expect(fs.existsSync(path.join(seriesPath, 'Season 1', 'Breaking Bad - S01E01 - Pilot Bluray-1080p.mkv'))).toBe(true);
  });

  it('rejects a file of a series not in the library and leaves it', async () => {
    download('Better.Call.Saul.S01E01.720p.HDTV.x264-GRP.mkv');
    const file = path.join(downloads, 'Better.Call.Saul.S01E01.720p.HDTV.x264-GRP.mkv');
    const result = await scan(file);
    expect(result.outcome).toEqual([{ path: file, status: 'rejected', reasons: ["Unknown Series: 'Better Call Saul' matches no series in the library"] }]);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('keeps a name that tries to climb out of the series folder inside it', async () => {
    const release = 'Breaking.Bad.S01E03.720p.HDTV.x264-GRP';
    download(`${release}/${release}.mkv`);
    const result = await scan(path.join(downloads, release));
    expect(result.outcome[0].status).toBe('imported');
    const destination = result.outcome[0].destination!;
    expect(path.dirname(destination)).toBe(path.join(seriesPath, 'Season 1'));
    expect(path.basename(destination)).not.toContain('/');
    expect(fs.existsSync(destination)).toBe(true);
    expect(fs.existsSync(path.join(scratch, 'escape'))).toBe(false);
    expect(filesUnder(outside)).toEqual([]);
  });

  it('refuses a season folder that is a symlink out of the root folder, writing nothing outside', async () => {
    fs.symlinkSync(outside, path.join(seriesPath, 'Season 2'));
    try {
      const release = 'Breaking.Bad.S02E01.720p.HDTV.x264-GRP';
      download(`${release}/${release}.mkv`);
      const result = await scan(path.join(downloads, release));
      expect(result.outcome[0].status).toBe('rejected');
      expect(result.outcome[0].reasons[0]).toMatch(/^Import failed: .*resolves outside the allowed roots/);
      expect(filesUnder(outside)).toEqual([]);
      expect(fs.existsSync(path.join(downloads, release, `${release}.mkv`))).toBe(true);
      expect((await episode('S2E1')).hasFile).toBe(false);
    } finally {
      fs.unlinkSync(path.join(seriesPath, 'Season 2'));
    }
  });

  it('hard-links a single file and the subtitle named after it in hardlink mode, leaving the download in place', async () => {
    const release = 'Breaking.Bad.S01E02.720p.HDTV.x264-GRP';
    download(`${release}/${release}.mkv`, `${release}/${release}.forced.srt`, `${release}/other.srt`);
    const source = path.join(downloads, release, `${release}.mkv`);
    const result = await scan(source, 'hardlink');
    const destination = result.outcome[0].destination!;
    expect(result.outcome[0].status).toBe('imported');
    expect(fs.existsSync(source)).toBe(true);
    expect(fs.statSync(source).ino).toBe(fs.statSync(destination).ino);
    const subtitle = destination.replace(/\.mkv$/, '.forced.srt');
    expect(fs.statSync(subtitle).ino).toBe(fs.statSync(path.join(downloads, release, `${release}.forced.srt`)).ino);
    expect(filesUnder(path.join(downloads, release))).toEqual([`${release}.forced.srt`, `${release}.mkv`, 'other.srt']);
    expect((await episode('S1E2')).hasFile).toBe(true);
  });

  it('lists the candidates of a folder with their matches and rejections, moving nothing', async () => {
    const folder = path.join(downloads, 'batch');
    download('batch/Breaking.Bad.S02E02.720p.HDTV.x264-GRP.mkv', 'batch/Unknown.Show.S01E01.720p.HDTV.x264-GRP.mkv', 'batch/notes.txt');
    const before = filesUnder(folder);
    const res = await app.api.get(`/api/v3/manualimport?folder=${encodeURIComponent(folder)}`).expect(200);
    expect(res.body).toHaveLength(2);
    const good = res.body.find((c: { name: string }) => c.name.startsWith('Breaking'));
    expect(good).toMatchObject({
      path: path.join(folder, 'Breaking.Bad.S02E02.720p.HDTV.x264-GRP.mkv'),
      relativePath: 'Breaking.Bad.S02E02.720p.HDTV.x264-GRP.mkv',
      folderName: 'batch',
      series: { id: seriesId, title: 'Breaking Bad' },
      seasonNumber: 2,
      episodes: [{ id: episodeIds.S2E2, episodeNumber: 2 }],
      quality: { quality: { id: 4, name: 'HDTV-720p' } },
      releaseGroup: 'GRP',
      rejections: [],
    });
    const unknown = res.body.find((c: { name: string }) => c.name.startsWith('Unknown'));
    expect(unknown.series).toBeUndefined();
    expect(unknown.rejections).toEqual([{ reason: "Unknown Series: 'Unknown Show' matches no series in the library", type: 'permanent' }]);
    expect(filesUnder(folder)).toEqual(before);
    await app.api.get('/api/v3/manualimport').expect(400);
    await app.api.get(`/api/v3/manualimport?folder=${encodeURIComponent(path.join(scratch, 'nope'))}`).expect(400);
  });

  it('leaves files already in the library out of the candidates unless asked not to', async () => {
    const folder = encodeURIComponent(path.join(seriesPath, 'Season 1'));
    expect((await app.api.get(`/api/v3/manualimport?folder=${folder}`).expect(200)).body).toEqual([]);
    const all = (await app.api.get(`/api/v3/manualimport?folder=${folder}&filterExistingFiles=false`).expect(200)).body;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c: { series: { id: number } }) => c.series.id === seriesId)).toBe(true);
  });

  it('decides again for candidates the user changed (POST /manualimport), moving nothing', async () => {
    const file = path.join(downloads, 'batch', 'Unknown.Show.S01E01.720p.HDTV.x264-GRP.mkv');
    const res = await app.api
      .post('/api/v3/manualimport')
      .send([{ path: file, seriesId, episodeIds: [episodeIds.S2E1], quality: { quality: { id: 1 } }, downloadId: 'abc' }])
      .expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        path: file,
        series: expect.objectContaining({ id: seriesId }),
        episodes: [expect.objectContaining({ id: episodeIds.S2E1 })],
        quality: expect.objectContaining({ quality: expect.objectContaining({ id: 1, name: 'SDTV' }) }),
        downloadId: 'abc',
        rejections: [],
      }),
    ]);
    const unknownEpisode = await app.api.post('/api/v3/manualimport').send([{ path: file, seriesId, episodeIds: [999999] }]).expect(200);
    expect(unknownEpisode.body[0].rejections[0].reason).toBe('Episodes not found in Breaking Bad: 999999');
    await app.api.post('/api/v3/manualimport').send({}).expect(400);
    await app.api.post('/api/v3/manualimport').send([{ path: 'relative.mkv' }]).expect(400);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('imports the files a user chose with the ManualImport command', async () => {
    const file = path.join(downloads, 'batch', 'Unknown.Show.S01E01.720p.HDTV.x264-GRP.mkv');
    const result = await command({
      name: 'ManualImport',
      importMode: 'copy',
      files: [{ path: file, seriesId, episodeIds: [episodeIds.S2E1], quality: { quality: { id: 7 }, revision: { version: 1, real: 0 } }, releaseGroup: 'MINE' }],
    });
    expect(result.message).toBe('Imported 1 of 1 file');
    const destination = path.join(seriesPath, 'Season 2', 'Breaking Bad - S02E01 - Seven Thirty-Seven Bluray-1080p.mkv');
    expect(result.outcome[0]).toMatchObject({ status: 'imported', destination, episodeIds: [episodeIds.S2E1] });
    expect(fs.existsSync(file)).toBe(true);
    const s2e1 = await episode('S2E1');
    const stored = (await app.api.get(`/api/v3/episodefile/${s2e1.episodeFileId}`).expect(200)).body;
    expect(stored).toMatchObject({ releaseGroup: 'MINE', quality: { quality: { id: 7 } } });
  });

  it('validates the commands before queueing them', async () => {
    const noPath = await app.api.post('/api/v3/command').send({ name: 'DownloadedEpisodesScan' }).expect(400);
    expect(noPath.body[0]).toMatchObject({ propertyName: 'Path' });
    await app.api.post('/api/v3/command').send({ name: 'DownloadedEpisodesScan', path: 'relative/path' }).expect(400);
    await app.api.post('/api/v3/command').send({ name: 'DownloadedEpisodesScan', path: downloads, importMode: 'teleport' }).expect(400);
    const manual = await app.api.post('/api/v3/command').send({ name: 'ManualImport', files: [{ path: '/x.mkv', episodeIds: [] }] }).expect(400);
    expect(manual.body.map((f: { propertyName: string }) => f.propertyName).sort()).toEqual(['Files[0].EpisodeIds', 'Files[0].SeriesId']);
  });

  it('imports a season pack folder file by file and removes the folder with its leftovers', async () => {
    const fargo = await app.api.post('/api/v3/series').send({ tvMazeId: 4, rootFolderPath: root, qualityProfileId: 1 }).expect(201);
    const pack = 'Fargo.S01.720p.HDTV.x264-PACK';
    download(`${pack}/fargo.s01e01.720p.hdtv.x264-pack.mkv`, `${pack}/fargo.s01e02.720p.hdtv.x264-pack.mkv`, `${pack}/${pack}.nfo`, `${pack}/Sample/fargo.s01e01.sample.mkv`);
    const result = await scan(path.join(downloads, pack));
    expect(result.outcome.filter((o) => o.status === 'imported').map((o) => path.relative(fargo.body.path, o.destination!))).toEqual([
      "Season 1/Fargo - S01E01 - The Crocodile's Dilemma HDTV-720p.mkv",
      'Season 1/Fargo - S01E02 - The Rooster Prince HDTV-720p.mkv',
    ]);
    expect(fs.existsSync(path.join(downloads, pack))).toBe(false);
    const files = (await app.api.get(`/api/v3/episodefile?seriesId=${fargo.body.id}`).expect(200)).body;
    // Each file's own name is its release name (the folder's names a whole season).
    expect(files.map((f: { sceneName?: string; releaseGroup: string }) => [f.sceneName, f.releaseGroup])).toEqual([
      ['fargo.s01e01.720p.hdtv.x264-pack', 'pack'],
      ['fargo.s01e02.720p.hdtv.x264-pack', 'pack'],
    ]);
  });

  it('never removes a folder that is not named like a release, even with everything imported', async () => {
    const folder = path.join(downloads, 'My Videos');
    download('My Videos/Breaking.Bad.S02E02.720p.HDTV.x264-GRP.mkv', 'My Videos/notes.txt');
    const result = await scan(folder);
    expect(result.outcome[0].status).toBe('imported');
    expect(filesUnder(folder)).toEqual(['notes.txt']);
  });

  it('matches a daily series by air date, names it with the daily format, and brings enabled extra files along', async () => {
    const simpsons = await app.api.post('/api/v3/series').send({ tvMazeId: 83, rootFolderPath: root, qualityProfileId: 1, seriesType: 'daily' }).expect(201);
    await app.api.put('/api/v3/config/mediamanagement').send({ importExtraFiles: true, extraFileExtensions: 'srt,nfo', fileDate: 'utcAirDate' }).expect(202);
    try {
      const release = 'The.Simpsons.1989.12.17.720p.HDTV.x264-GRP';
      download(`${release}/${release}.mkv`, `${release}/${release}.nfo`, `${release}/${release}.txt`);
      const result = await scan(path.join(downloads, release));
      expect(result.outcome[0]).toMatchObject({ status: 'imported', seriesId: simpsons.body.id });
      expect(filesUnder(simpsons.body.path)).toEqual([
        'Season 1/The Simpsons - 1989-12-17 - Simpsons Roasting on an Open Fire HDTV-720p.mkv',
        'Season 1/The Simpsons - 1989-12-17 - Simpsons Roasting on an Open Fire HDTV-720p.nfo',
      ]);
      // fileDate: the file carries the episode's UTC air time.
      expect(fs.statSync(result.outcome[0].destination!).mtime.toISOString()).toBe('1989-12-17T02:00:00.000Z');
    } finally {
      await app.api.put('/api/v3/config/mediamanagement').send({ importExtraFiles: false, extraFileExtensions: 'srt', fileDate: 'none' }).expect(202);
    }
  });

  it('reports a path that does not exist', async () => {
    const missing = path.join(downloads, 'gone');
    const result = await scan(missing);
    expect(result.outcome).toEqual([{ path: missing, status: 'rejected', reasons: [`Path does not exist or is not accessible: ${missing}`] }]);
  });
});
