import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase, startTestApp, waitForCommand, type TestApp, type TestDatabase } from '@arrstack/testing';
import type { JournalStep } from '../src';
import { crash, refuseToSave, saves, TEST_APP, testAppModule, TestEpisodeFile, TestSeries } from './rename-test-app';

const PREFIX = TEST_APP.apiPrefix;

describe('rename module over real files', () => {
  let database: TestDatabase;
  let app: TestApp;
  let work: string;
  let dataDir: string;
  let root: string;
  let nextSeriesId = 1;
  let nextFileId = 1;

  const start = (strategy: 'auto' | 'copy' = 'auto') =>
    startTestApp(testAppModule(strategy), TEST_APP, { database, env: { ARRSTACK_DATA_DIR: dataDir } });
  const repo = <T extends object>(entity: new () => T) => app.running.app.get(DataSource).getRepository(entity);
  const journalDir = () => path.join(dataDir, TEST_APP.name, 'rename-journals');
  const journals = () => (fs.existsSync(journalDir()) ? fs.readdirSync(journalDir()) : []);

  beforeAll(async () => {
    database = await createTestDatabase('renamer');
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-rename-'));
    dataDir = path.join(work, 'data');
    root = path.join(work, 'tv');
    fs.mkdirSync(root);
    app = await start();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (work) {
      for (const dir of [path.join(root, 'Locked Show', 'Season 2')]) if (fs.existsSync(dir)) fs.chmodSync(dir, 0o755);
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
  beforeEach(() => {
    crash.at = null;
    refuseToSave.clear();
  });

  /** A series folder with one real file per episode, named the scene way; returns the stored rows. */
  async function seedSeries(title: string, episodes: Array<{ season: number; episode: number; title: string; fileName?: string; nameOverride?: string }>) {
    const series = await repo(TestSeries).save({ id: nextSeriesId++, title, rootFolder: root, path: path.join(root, title) });
    const files: TestEpisodeFile[] = [];
    for (const e of episodes) {
      const relative = e.fileName ?? `Season ${e.season}/${title.toLowerCase().replace(/ /g, '.')}.s0${e.season}e0${e.episode}.720p.hdtv.mkv`;
      const absolute = path.join(series.path, relative);
      fs.mkdirSync(path.dirname(absolute), { recursive: true });
      fs.writeFileSync(absolute, `content of ${title} ${e.season}x${e.episode}`);
      files.push(
        await repo(TestEpisodeFile).save({
          id: nextFileId++,
          seriesId: series.id,
          seasonNumber: e.season,
          episodeNumber: e.episode,
          title: e.title,
          path: absolute,
          nameOverride: e.nameOverride ?? null,
        }),
      );
    }
    return { series, files };
  }

  const stored = async (id: number) => (await repo(TestEpisodeFile).findOneByOrFail({ id })).path;
  const runCommand = async (body: Record<string, unknown>) => {
    const res = await app.api.post(`${PREFIX}/command`).send(body).expect(201);
    return waitForCommand(app, res.body.id);
  };

  describe('GET rename', () => {
    it('lists only the files whose path would change, relative to the series folder', async () => {
      const { series, files } = await seedSeries('Preview Show', [
        { season: 1, episode: 1, title: 'Pilot' },
        { season: 1, episode: 2, title: 'Second', fileName: 'Season 1/Preview Show - S01E02 - Second HDTV-720p.mkv' },
        { season: 2, episode: 1, title: 'Return' },
      ]);
      const res = await app.api.get(`${PREFIX}/rename?seriesId=${series.id}`).expect(200);
      expect(res.body).toEqual([
        {
          seriesId: series.id,
          seasonNumber: 1,
          episodeNumbers: [1],
          episodeFileId: files[0].id,
          existingPath: 'Season 1/preview.show.s01e01.720p.hdtv.mkv',
          newPath: 'Season 1/Preview Show - S01E01 - Pilot HDTV-720p.mkv',
        },
        expect.objectContaining({ episodeFileId: files[2].id, newPath: 'Season 2/Preview Show - S02E01 - Return HDTV-720p.mkv' }),
      ]);
      const season2 = await app.api.get(`${PREFIX}/rename?seriesId=${series.id}&seasonNumber=2`).expect(200);
      expect(season2.body.map((r: { episodeFileId: number }) => r.episodeFileId)).toEqual([files[2].id]);
      // A preview moves nothing.
      expect(fs.existsSync(files[0].path)).toBe(true);
    });

    it("answers 400 with the anchor's message when the series id is missing, and 404 for an unknown series", async () => {
      const res = await app.api.get(`${PREFIX}/rename`).expect(400);
      expect(res.body[0]).toMatchObject({ propertyName: 'SeriesId', errorMessage: 'seriesId must be provided' });
      await app.api.get(`${PREFIX}/rename?seriesId=99999`).expect(404);
    });
  });

  it("documents GET and POST rename with the adapter's query parameters", async () => {
    const document = (await app.http.get('/openapi.json').expect(200)).body;
    const route = document.paths[`${PREFIX}/rename`];
    expect(route.get.parameters).toEqual([
      expect.objectContaining({ name: 'seriesId', in: 'query', required: true }),
      expect.objectContaining({ name: 'seasonNumber', in: 'query', required: false }),
    ]);
    expect(route.post.parameters.map((p: { required: boolean }) => p.required)).toEqual([false, false]);
    expect(Object.keys(route.post.responses)).toContain('201');
  });

  describe('executing renames', () => {
    it('RenameFiles renames only the listed files, on disk and in the store', async () => {
      const { series, files } = await seedSeries('Files Show', [
        { season: 1, episode: 1, title: 'One' },
        { season: 1, episode: 2, title: 'Two' },
      ]);
      const done = await runCommand({ name: 'RenameFiles', seriesId: series.id, files: [files[1].id] });
      expect(done).toMatchObject({ status: 'completed', result: 'successful', message: 'Renamed 1 file(s)' });
      const target = path.join(series.path, 'Season 1', 'Files Show - S01E02 - Two HDTV-720p.mkv');
      expect(fs.readFileSync(target, 'utf8')).toBe('content of Files Show 1x2');
      expect(fs.existsSync(files[1].path)).toBe(false);
      expect(await stored(files[1].id)).toBe(target);
      expect(fs.existsSync(files[0].path)).toBe(true);
      expect(await stored(files[0].id)).toBe(files[0].path);
    });

    it('POST rename queues the command (201, Location of the command) and renames every changed file of the series', async () => {
      const { series, files } = await seedSeries('Post Show', [
        { season: 1, episode: 1, title: 'One' },
        { season: 3, episode: 4, title: 'Four' },
      ]);
      const res = await app.api.post(`${PREFIX}/rename`).send({ seriesId: series.id }).expect(201);
      expect(res.headers.location).toBe(`${PREFIX}/command/${res.body.id}`);
      expect(res.body).toMatchObject({ name: 'RenameSeries', body: expect.objectContaining({ seriesIds: [series.id] }) });
      expect(await waitForCommand(app, res.body.id)).toMatchObject({ status: 'completed', message: 'Renamed 2 file(s)' });
      for (const file of files) {
        expect(fs.existsSync(file.path)).toBe(false);
        expect(fs.existsSync(await stored(file.id))).toBe(true);
      }
      expect((await app.api.get(`${PREFIX}/rename?seriesId=${series.id}`).expect(200)).body).toEqual([]);
    });

    it('RenameSeries renames several series; POST rename with files queues RenameFiles', async () => {
      const a = await seedSeries('Alpha', [{ season: 1, episode: 1, title: 'A' }]);
      const b = await seedSeries('Beta', [{ season: 1, episode: 1, title: 'B' }]);
      expect(await runCommand({ name: 'RenameSeries', seriesIds: [a.series.id, b.series.id] })).toMatchObject({ message: 'Renamed 2 file(s)' });
      const c = await seedSeries('Gamma', [{ season: 1, episode: 1, title: 'C' }]);
      const res = await app.api.post(`${PREFIX}/rename`).send({ seriesId: c.series.id, files: [c.files[0].id] }).expect(201);
      expect(res.body.name).toBe('RenameFiles');
      expect(await waitForCommand(app, res.body.id)).toMatchObject({ status: 'completed', message: 'Renamed 1 file(s)' });
      expect(await stored(c.files[0].id)).toBe(path.join(c.series.path, 'Season 1', 'Gamma - S01E01 - C HDTV-720p.mkv'));
    });

    it('POST rename with a season renames that season only, through RenameFiles', async () => {
      const { series, files } = await seedSeries('Season Show', [
        { season: 1, episode: 1, title: 'One' },
        { season: 2, episode: 1, title: 'Two' },
      ]);
      const res = await app.api.post(`${PREFIX}/rename?seriesId=${series.id}&seasonNumber=2`).expect(201);
      expect(res.body).toMatchObject({ name: 'RenameFiles', body: expect.objectContaining({ seriesId: series.id, files: [files[1].id] }) });
      expect(await waitForCommand(app, res.body.id)).toMatchObject({ status: 'completed', message: 'Renamed 1 file(s)' });
      expect(await stored(files[0].id)).toBe(files[0].path);
      expect(await stored(files[1].id)).toBe(path.join(series.path, 'Season 2', 'Season Show - S02E01 - Two HDTV-720p.mkv'));
    });

    it('refuses a rename command without its ids', async () => {
      const res = await app.api.post(`${PREFIX}/command`).send({ name: 'RenameSeries' }).expect(400);
      expect(res.body[0]).toMatchObject({ propertyName: 'SeriesIds', errorMessage: 'seriesIds must be provided' });
      await app.api.post(`${PREFIX}/command`).send({ name: 'RenameFiles', files: [1] }).expect(400);
      await app.api.post(`${PREFIX}/rename`).send({}).expect(400);
    });

    it('reports a collision and skips it, leaving both files intact', async () => {
      const { series, files } = await seedSeries('Clash Show', [
        { season: 1, episode: 1, title: 'One' },
        { season: 1, episode: 2, title: 'Two' },
      ]);
      const taken = path.join(series.path, 'Season 1', 'Clash Show - S01E01 - One HDTV-720p.mkv');
      fs.writeFileSync(taken, 'somebody else');
      const done = await runCommand({ name: 'RenameSeries', seriesIds: [series.id] });
      expect(done.status).toBe('completed');
      expect(done.message).toMatch(/^Renamed 1 file\(s\), skipped 1: Season 1\/clash\.show\.s01e01\.720p\.hdtv\.mkv -> Season 1\/Clash Show - S01E01 - One HDTV-720p\.mkv: collision/);
      expect((done.outcome as { skipped: unknown[] }).skipped).toEqual([expect.objectContaining({ fileId: files[0].id, status: 'collision' })]);
      expect(fs.readFileSync(taken, 'utf8')).toBe('somebody else');
      expect(fs.readFileSync(files[0].path, 'utf8')).toBe('content of Clash Show 1x1');
      expect(await stored(files[0].id)).toBe(files[0].path);
      expect(await stored(files[1].id)).toBe(path.join(series.path, 'Season 1', 'Clash Show - S01E02 - Two HDTV-720p.mkv'));
    });

    it("renames a chain of files whose new names are each other's old names", async () => {
      const { series, files } = await seedSeries('Chain Show', [
        { season: 1, episode: 1, title: 'One', fileName: 'Season 1/e1.mkv', nameOverride: 'Season 1/e2.mkv' },
        { season: 1, episode: 2, title: 'Two', fileName: 'Season 1/e2.mkv', nameOverride: 'Season 1/e3.mkv' },
      ]);
      expect(await runCommand({ name: 'RenameSeries', seriesIds: [series.id] })).toMatchObject({ message: 'Renamed 2 file(s)' });
      expect(fs.readFileSync(path.join(series.path, 'Season 1', 'e2.mkv'), 'utf8')).toBe('content of Chain Show 1x1');
      expect(fs.readFileSync(path.join(series.path, 'Season 1', 'e3.mkv'), 'utf8')).toBe('content of Chain Show 1x2');
      expect(fs.existsSync(path.join(series.path, 'Season 1', 'e1.mkv'))).toBe(false);
      expect(await stored(files[0].id)).toBe(path.join(series.path, 'Season 1', 'e2.mkv'));
      expect(await stored(files[1].id)).toBe(path.join(series.path, 'Season 1', 'e3.mkv'));
    });

    it('refuses a target that escapes the root folder, lexically or through a symlink', async () => {
      const outside = path.join(work, 'outside');
      fs.mkdirSync(outside, { recursive: true });
      const { series, files } = await seedSeries('Escape Show', [
        { season: 1, episode: 1, title: 'Dots', nameOverride: '../../outside/dots.mkv' },
        { season: 1, episode: 2, title: 'Link', nameOverride: 'Linked/link.mkv' },
      ]);
      fs.symlinkSync(outside, path.join(series.path, 'Linked'));
      const done = await runCommand({ name: 'RenameSeries', seriesIds: [series.id] });
      expect(done.message).toMatch(/^Renamed 0 file\(s\), skipped 2/);
      expect((done.outcome as { skipped: Array<{ status: string }> }).skipped.map((s) => s.status)).toEqual(['outside-root', 'outside-root']);
      expect(fs.readdirSync(outside)).toEqual([]);
      for (const file of files) {
        expect(fs.existsSync(file.path)).toBe(true);
        expect(await stored(file.id)).toBe(file.path);
      }
    });

    it('fails cleanly on a read-only target folder, the source in place', async () => {
      const { series, files } = await seedSeries('Locked Show', [{ season: 2, episode: 1, title: 'Locked', fileName: 'locked.s02e01.mkv' }]);
      const lockedDir = path.join(series.path, 'Season 2');
      fs.mkdirSync(lockedDir);
      fs.chmodSync(lockedDir, 0o555);
      try {
        const done = await runCommand({ name: 'RenameFiles', seriesId: series.id, files: [files[0].id] });
        expect(done.status).toBe('completed');
        expect((done.outcome as { skipped: Array<{ status: string; message: string }> }).skipped).toEqual([
          expect.objectContaining({ status: 'failed', message: expect.stringMatching(/read-only|not writable/) }),
        ]);
        expect(fs.readFileSync(files[0].path, 'utf8')).toBe('content of Locked Show 2x1');
        expect(fs.readdirSync(lockedDir)).toEqual([]);
        expect(await stored(files[0].id)).toBe(files[0].path);
      } finally {
        fs.chmodSync(lockedDir, 0o755);
      }
    });

    it('moves a file back when its new path cannot be stored', async () => {
      const { series, files } = await seedSeries('Unsaved Show', [{ season: 1, episode: 1, title: 'One' }]);
      refuseToSave.add(files[0].id);
      const done = await runCommand({ name: 'RenameSeries', seriesIds: [series.id] });
      expect((done.outcome as { skipped: Array<{ status: string }> }).skipped).toEqual([expect.objectContaining({ status: 'failed' })]);
      expect(fs.existsSync(files[0].path)).toBe(true);
      expect(fs.readdirSync(path.dirname(files[0].path))).toEqual([path.basename(files[0].path)]);
      expect(await stored(files[0].id)).toBe(files[0].path);
      expect(journals()).toEqual([]);
    });
  });

  describe('a crash between steps, then a restart', () => {
    const cases: Array<[JournalStep, number, 'auto' | 'copy']> = [
      ['after-plan', 1, 'auto'],
      ['after-link', 2, 'auto'],
      ['after-unlink', 2, 'auto'],
      ['before-done-record', 2, 'auto'],
      ['after-copy', 2, 'copy'],
      ['after-publish', 2, 'copy'],
      ['after-unlink', 3, 'copy'],
    ];

    it.each(cases)('at %s of move %i (%s): every file is under its old or new name and the store matches', async (...[step, seq, strategy]) => {
      if (strategy !== 'auto') {
        await app.close();
        app = await start(strategy);
      }
      const title = `Crash ${step} ${seq} ${strategy}`;
      const { series, files } = await seedSeries(title, [
        { season: 1, episode: 1, title: 'One' },
        { season: 1, episode: 2, title: 'Two' },
        { season: 1, episode: 3, title: 'Three' },
      ]);
      const newPaths = files.map((f) => path.join(series.path, 'Season 1', `${title} - S01E0${f.episodeNumber} - ${f.title} HDTV-720p.mkv`));
      crash.at = { step, seq };
      const done = await runCommand({ name: 'RenameSeries', seriesIds: [series.id] });
      expect(done).toMatchObject({ status: 'failed', message: `simulated crash at ${step} of move ${seq}` });
      expect(journals()).toHaveLength(1);

      crash.at = null;
      await app.close();
      app = await start();
      expect(journals()).toEqual([]);
      for (const [i, file] of files.entries()) {
        const atOld = fs.existsSync(file.path);
        const atNew = fs.existsSync(newPaths[i]);
        expect([atOld, atNew]).toContain(true);
        expect(atOld && atNew).toBe(false);
        expect(await stored(file.id)).toBe(atOld ? file.path : newPaths[i]);
        expect(fs.readFileSync(atOld ? file.path : newPaths[i], 'utf8')).toBe(`content of ${title} 1x${file.episodeNumber}`);
      }
      expect(fs.readdirSync(path.join(series.path, 'Season 1')).filter((n) => n.endsWith('.partial'))).toEqual([]);

      // The batch can simply be run again.
      expect(await runCommand({ name: 'RenameSeries', seriesIds: [series.id] })).toMatchObject({ status: 'completed' });
      for (const [i, file] of files.entries()) expect(await stored(file.id)).toBe(newPaths[i]);
      expect((await app.api.get(`${PREFIX}/rename?seriesId=${series.id}`).expect(200)).body).toEqual([]);
    });

    it('two instances starting together recover an interrupted batch once', async () => {
      const { series, files } = await seedSeries('Crash Twice', [
        { season: 1, episode: 1, title: 'One' },
        { season: 1, episode: 2, title: 'Two' },
      ]);
      crash.at = { step: 'after-unlink', seq: 1 };
      expect(await runCommand({ name: 'RenameSeries', seriesIds: [series.id] })).toMatchObject({ status: 'failed' });
      crash.at = null;
      await app.close();
      saves.length = 0;
      const [first, second] = await Promise.all([start(), start()]);
      app = first;
      await second.close();
      expect(journals()).toEqual([]);
      const moved = path.join(series.path, 'Season 1', 'Crash Twice - S01E01 - One HDTV-720p.mkv');
      expect(fs.existsSync(moved)).toBe(true);
      expect(fs.existsSync(files[0].path)).toBe(false);
      expect(await stored(files[0].id)).toBe(moved);
      expect(fs.existsSync(files[1].path)).toBe(true);
      expect(await stored(files[1].id)).toBe(files[1].path);
      // Recovery stores each settled move's path once: the moved file's new one, the unstarted file's old one.
      expect(saves).toEqual([
        { fileId: files[0].id, path: moved },
        { fileId: files[1].id, path: files[1].path },
      ]);
    });
  });
});
