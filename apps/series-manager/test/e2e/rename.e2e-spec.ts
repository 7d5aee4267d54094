import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

const FIREFLY_NFO = `<?xml version="1.0" encoding="UTF-8"?>
<tvshow>
  <title>Firefly</title>
  <year>2002</year>
  <uniqueid type="tvdb" default="true">78874</uniqueid>
</tvshow>`;

function episodeNfo(season: number, episodes: Array<[number, string]>): string {
  return episodes.map(([episode, title]) => `<episodedetails><title>${title}</title><season>${season}</season><episode>${episode}</episode></episodedetails>`).join('\n');
}

interface Preview {
  seriesId: number;
  seasonNumber: number;
  episodeNumbers: number[];
  episodeFileId: number;
  existingPath: string;
  newPath: string;
}

interface EpisodeFile {
  id: number;
  seasonNumber: number;
  relativePath: string;
  path: string;
}

/** Every file under `folder`, relative to it, with forward slashes, sorted. */
function filesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(folder, full).split(path.sep).join('/'));
    }
  };
  walk(folder);
  return found.sort();
}

describe('rename: GET /api/v3/rename and the RenameSeries / RenameFiles commands over the series library', () => {
  let app: TestApp;
  let scratch: string;
  let root: string;
  let folder: string;
  let seriesId: number;
  let otherId: number;
  const ids: Record<string, number> = {};

  /** Writes a video with content that names it, and the episode .nfo beside it. */
  function video(relative: string, season: number, episodes: Array<[number, string]>): void {
    const full = path.join(folder, relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, `video ${relative}`);
    fs.writeFileSync(full.replace(/\.[^./]+$/, '.nfo'), episodeNfo(season, episodes));
  }

  const content = (relative: string) => fs.readFileSync(path.join(folder, relative), 'utf8');
  const preview = async (query: string) => (await app.api.get(`/api/v3/rename?${query}`).expect(200)).body as Preview[];
  const episodeFiles = async (id = seriesId) => ((await app.api.get(`/api/v3/episodefile?seriesId=${id}`).expect(200)).body as EpisodeFile[]);
  const command = async (body: Record<string, unknown>) => {
    const res = await app.api.post('/api/v3/command').send(body).expect(201);
    return waitForCommand(app, res.body.id);
  };

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'series-rename-')));
    root = path.join(scratch, 'tv');
    folder = path.join(root, 'Firefly (2002)');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'tvshow.nfo'), FIREFLY_NFO);
    video('Season 1/firefly.s01e01.720p.hdtv.x264-grp.mkv', 1, [[1, 'Serenity']]);
    video('Season 1/Firefly.S01E02.720p.HDTV.x264-GRP.mkv', 1, [[2, 'The Train Job']]);
    // Outside any season folder: moved into one even with renaming off, as Sonarr does.
    video('Firefly.S01E03.720p.HDTV.x264-GRP.mkv', 1, [[3, 'Bushwhacked']]);
    // Already named as the default format names it.
    video('Season 1/Firefly - S01E04 - Shindig HDTV-720p.mkv', 1, [[4, 'Shindig']]);
    video('Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv', 1, [[5, 'Safe']]);
    video('Season 1/Firefly.S01E06E07.720p.HDTV.x264-GRP.mkv', 1, [
      [6, 'Our Mrs. Reynolds'],
      [7, 'Jaynestown'],
    ]);
    video('Season 2/firefly.2x01.720p.hdtv.x264-grp.avi', 2, [[1, 'Serenity: The Return?']]);
    // A second series, to check a preview never mixes series.
    const other = path.join(root, 'Other Show');
    fs.mkdirSync(path.join(other, 'Season 1'), { recursive: true });
    fs.writeFileSync(path.join(other, 'Season 1', 'other.show.s01e01.720p.hdtv.x264-grp.mkv'), 'other');

    app = await startTestApp(AppModule, APP);
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    const added = await app.api.post('/api/v3/series').send({ path: folder, qualityProfileId: 1, addOptions: { monitor: 'all' } }).expect(201);
    seriesId = added.body.id;
    expect(added.body).toMatchObject({ title: 'Firefly', seasonFolder: true });
    otherId = (await app.api.post('/api/v3/series').send({ path: other, qualityProfileId: 1 }).expect(201)).body.id;
    for (const file of await episodeFiles()) ids[file.relativePath] = file.id;
    expect(Object.keys(ids)).toHaveLength(7);
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('with renaming off (the default) keeps every name and only moves a file into its season folder, as Sonarr does', async () => {
    expect((await app.api.get('/api/v3/config/naming').expect(200)).body.renameEpisodes).toBe(false);
    expect(await preview(`seriesId=${seriesId}`)).toEqual([
      {
        seriesId,
        seasonNumber: 1,
        episodeNumbers: [3],
        episodeFileId: ids['Firefly.S01E03.720p.HDTV.x264-GRP.mkv'],
        existingPath: 'Firefly.S01E03.720p.HDTV.x264-GRP.mkv',
        newPath: 'Season 1/Firefly.S01E03.720p.HDTV.x264-GRP.mkv',
      },
    ]);
  });

  it('lists exactly the files whose path changes once renaming is on, last season and last episode first', async () => {
    await app.api.put('/api/v3/config/naming').send({ renameEpisodes: true }).expect(202);
    const rows = await preview(`seriesId=${seriesId}`);
    expect(rows).toEqual([
      {
        seriesId,
        seasonNumber: 2,
        episodeNumbers: [1],
        episodeFileId: ids['Season 2/firefly.2x01.720p.hdtv.x264-grp.avi'],
        existingPath: 'Season 2/firefly.2x01.720p.hdtv.x264-grp.avi',
        // The colon becomes a dash (smart replacement, the default) a question mark ending the title is dropped (the engine trims it as Sonarr does); the extension is kept.
        newPath: 'Season 2/Firefly - S02E01 - Serenity - The Return HDTV-720p.avi',
      },
      {
        seriesId,
        seasonNumber: 1,
        episodeNumbers: [6, 7],
        episodeFileId: ids['Season 1/Firefly.S01E06E07.720p.HDTV.x264-GRP.mkv'],
        existingPath: 'Season 1/Firefly.S01E06E07.720p.HDTV.x264-GRP.mkv',
        newPath: 'Season 1/Firefly - S01E06-E07 - Our Mrs. Reynolds + Jaynestown HDTV-720p.mkv',
      },
      {
        seriesId,
        seasonNumber: 1,
        episodeNumbers: [5],
        episodeFileId: ids['Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv'],
        existingPath: 'Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv',
        newPath: 'Season 1/Firefly - S01E05 - Safe HDTV-720p.mkv',
      },
      {
        seriesId,
        seasonNumber: 1,
        episodeNumbers: [3],
        episodeFileId: ids['Firefly.S01E03.720p.HDTV.x264-GRP.mkv'],
        existingPath: 'Firefly.S01E03.720p.HDTV.x264-GRP.mkv',
        newPath: 'Season 1/Firefly - S01E03 - Bushwhacked HDTV-720p.mkv',
      },
      {
        seriesId,
        seasonNumber: 1,
        episodeNumbers: [2],
        episodeFileId: ids['Season 1/Firefly.S01E02.720p.HDTV.x264-GRP.mkv'],
        existingPath: 'Season 1/Firefly.S01E02.720p.HDTV.x264-GRP.mkv',
        newPath: 'Season 1/Firefly - S01E02 - The Train Job HDTV-720p.mkv',
      },
      {
        seriesId,
        seasonNumber: 1,
        episodeNumbers: [1],
        episodeFileId: ids['Season 1/firefly.s01e01.720p.hdtv.x264-grp.mkv'],
        existingPath: 'Season 1/firefly.s01e01.720p.hdtv.x264-grp.mkv',
        newPath: 'Season 1/Firefly - S01E01 - Serenity HDTV-720p.mkv',
      },
    ]);
    // The file already named by the format is not listed; the other series is not mixed in.
    expect(rows.map((r) => r.episodeFileId)).not.toContain(ids['Season 1/Firefly - S01E04 - Shindig HDTV-720p.mkv']);
    expect((await preview(`seriesId=${otherId}`)).map((r) => r.seriesId)).toEqual([otherId]);
  });

  it('reads the files and their episodes in a fixed number of queries, however many files a series has', async () => {
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    const episodeQueries = async (id: number) => {
      spy.mockClear();
      await preview(`seriesId=${id}`);
      return spy.mock.calls.filter(([sql]) => /"episode(_file)?"/.test(String(sql))).length;
    };
    try {
      const many = await episodeQueries(seriesId); // 7 files, 8 episodes
      const one = await episodeQueries(otherId); // 1 file
      expect(many).toBe(2);
      expect(one).toBe(many);
    } finally {
      spy.mockRestore();
    }
  });

  it('follows the stored naming formats', async () => {
    await app.api.put('/api/v3/config/naming').send({ standardEpisodeFormat: '{Series.Title}.S{season:00}E{episode:00}', seasonFolderFormat: 'S{season:00}' }).expect(202);
    try {
      const rows = await preview(`seriesId=${seriesId}&seasonNumber=1`);
      expect(rows.find((r) => r.episodeNumbers[0] === 1)?.newPath).toBe('S01/Firefly.S01E01.mkv');
      expect(rows.find((r) => r.episodeNumbers[0] === 6)?.newPath).toBe('S01/Firefly.S01E06-E07.mkv');
      // Every file of the season moves to the new folder now, the formerly well-named one included.
      expect(rows).toHaveLength(6);
    } finally {
      await app.api
        .put('/api/v3/config/naming')
        .send({ standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}', seasonFolderFormat: 'Season {season}' })
        .expect(202);
    }
  });

  it('narrows the preview to one season with seasonNumber', async () => {
    const season2 = await preview(`seriesId=${seriesId}&seasonNumber=2`);
    expect(season2.map((r) => r.existingPath)).toEqual(['Season 2/firefly.2x01.720p.hdtv.x264-grp.avi']);
    const season1 = await preview(`seriesId=${seriesId}&seasonNumber=1`);
    expect(season1.map((r) => r.seasonNumber)).toEqual([1, 1, 1, 1, 1]);
    expect(await preview(`seriesId=${seriesId}&seasonNumber=9`)).toEqual([]);
  });

  it("answers 400 with the anchor's message for a missing or malformed id, and 404 for an unknown series", async () => {
    const missing = await app.api.get('/api/v3/rename').expect(400);
    expect(JSON.stringify(missing.body)).toContain('seriesId must be provided');
    await app.api.get('/api/v3/rename?seriesId=abc').expect(400);
    await app.api.get('/api/v3/rename?seriesId=0').expect(400);
    await app.api.get(`/api/v3/rename?seriesId=${seriesId}&seriesId=${otherId}`).expect(400);
    await app.api.get(`/api/v3/rename?seriesId=${seriesId}&seasonNumber=-1`).expect(400);
    await app.api.get(`/api/v3/rename?seriesId=${seriesId}&seasonNumber=one`).expect(400);
    await app.api.get('/api/v3/rename?seriesId=999999').expect(404);
    await app.api.post('/api/v3/command').send({ name: 'RenameSeries' }).expect(400);
    await app.api.post('/api/v3/command').send({ name: 'RenameSeries', seriesIds: ['x'] }).expect(400);
    await app.api.post('/api/v3/command').send({ name: 'RenameFiles', files: [1] }).expect(400);
    const unknown = await command({ name: 'RenameSeries', seriesIds: [999999] });
    expect(unknown.status).toBe('failed');
  });

  it('RenameSeries renames the files on disk, stores the new paths and skips a file whose new name is taken', async () => {
    // A file that appeared since the scan sits where episode 5 would go: it must be neither overwritten nor moved.
    const clash = 'Season 1/Firefly - S01E05 - Safe HDTV-720p.mkv';
    fs.writeFileSync(path.join(folder, clash), 'someone else');
    const before = Object.fromEntries(Object.keys(ids).map((relative) => [relative, content(relative)]));

    const done = await command({ name: 'RenameSeries', seriesIds: [seriesId] });
    expect(done).toMatchObject({ status: 'completed', result: 'successful' });
    expect(done.message).toMatch(/^Renamed 5 file\(s\), skipped 1: Season 1\/firefly\.s01e05\.720p\.hdtv\.x264-grp\.mkv -> Season 1\/Firefly - S01E05 - Safe HDTV-720p\.mkv: collision/);
    expect((done.outcome as { skipped: Array<{ fileId: number; status: string }> }).skipped).toEqual([
      expect.objectContaining({ fileId: ids['Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv'], status: 'collision' }),
    ]);

    const renamed: Record<string, string> = {
      'Season 1/firefly.s01e01.720p.hdtv.x264-grp.mkv': 'Season 1/Firefly - S01E01 - Serenity HDTV-720p.mkv',
      'Season 1/Firefly.S01E02.720p.HDTV.x264-GRP.mkv': 'Season 1/Firefly - S01E02 - The Train Job HDTV-720p.mkv',
      'Firefly.S01E03.720p.HDTV.x264-GRP.mkv': 'Season 1/Firefly - S01E03 - Bushwhacked HDTV-720p.mkv',
      'Season 1/Firefly - S01E04 - Shindig HDTV-720p.mkv': 'Season 1/Firefly - S01E04 - Shindig HDTV-720p.mkv',
      'Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv': 'Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv',
      'Season 1/Firefly.S01E06E07.720p.HDTV.x264-GRP.mkv': 'Season 1/Firefly - S01E06-E07 - Our Mrs. Reynolds + Jaynestown HDTV-720p.mkv',
      'Season 2/firefly.2x01.720p.hdtv.x264-grp.avi': 'Season 2/Firefly - S02E01 - Serenity - The Return HDTV-720p.avi',
    };
    // Each file is under its new name with its own content; the clashing file is untouched.
    for (const [old, now] of Object.entries(renamed)) {
      expect(content(now)).toBe(before[old]);
      if (old !== now) expect(fs.existsSync(path.join(folder, old))).toBe(false);
    }
    expect(content(clash)).toBe('someone else');
    const videos = filesUnder(folder).filter((f) => /\.(mkv|avi)$/.test(f));
    expect(videos).toEqual([...new Set([...Object.values(renamed), clash])].sort());

    // The library stores the new paths, relative to the series folder; the absolute path follows.
    const stored = await episodeFiles();
    expect(Object.fromEntries(stored.map((f) => [f.id, f.relativePath]))).toEqual(Object.fromEntries(Object.entries(renamed).map(([old, now]) => [ids[old], now])));
    for (const file of stored) expect(file.path).toBe(`${folder}/${file.relativePath}`);
    // The other series was not touched.
    expect((await episodeFiles(otherId)).map((f) => f.relativePath)).toEqual(['Season 1/other.show.s01e01.720p.hdtv.x264-grp.mkv']);

    // Only the skipped file is still listed.
    expect((await preview(`seriesId=${seriesId}`)).map((r) => r.episodeFileId)).toEqual([ids['Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv']]);
  });

  it('RenameFiles renames the listed files once the name is free, and a rescan finds every file where the library says', async () => {
    fs.rmSync(path.join(folder, 'Season 1/Firefly - S01E05 - Safe HDTV-720p.mkv'));
    const fileId = ids['Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv'];
    const done = await command({ name: 'RenameFiles', seriesId, files: [fileId] });
    expect(done).toMatchObject({ status: 'completed', message: 'Renamed 1 file(s)' });
    expect(content('Season 1/Firefly - S01E05 - Safe HDTV-720p.mkv')).toBe('video Season 1/firefly.s01e05.720p.hdtv.x264-grp.mkv');
    expect((await app.api.get(`/api/v3/episodefile/${fileId}`).expect(200)).body.relativePath).toBe('Season 1/Firefly - S01E05 - Safe HDTV-720p.mkv');
    expect(await preview(`seriesId=${seriesId}`)).toEqual([]);

    const before = await episodeFiles();
    expect((await command({ name: 'RescanSeries', seriesId })).status).toBe('completed');
    const after = await episodeFiles();
    expect(after.map((f) => [f.id, f.relativePath])).toEqual(before.map((f) => [f.id, f.relativePath]));
    const episodes = (await app.api.get(`/api/v3/episode?seriesId=${seriesId}`).expect(200)).body as Array<{ episodeFileId: number }>;
    expect(episodes.every((e) => after.some((f) => f.id === e.episodeFileId))).toBe(true);
    expect(episodes).toHaveLength(8);
  });

  it('POST /api/v3/rename with a seasonNumber renames only that season, as RenameFiles', async () => {
    await app.api.put('/api/v3/config/naming').send({ seasonFolderFormat: 'Season {season:00}' }).expect(202);
    try {
      expect((await preview(`seriesId=${seriesId}`)).length).toBe(7);
      const res = await app.api.post(`/api/v3/rename?seriesId=${seriesId}&seasonNumber=2`).expect(201);
      expect(res.body.name).toBe('RenameFiles');
      expect(await waitForCommand(app, res.body.id)).toMatchObject({ status: 'completed', message: 'Renamed 1 file(s)' });
      expect(fs.existsSync(path.join(folder, 'Season 02/Firefly - S02E01 - Serenity - The Return HDTV-720p.avi'))).toBe(true);
      expect((await preview(`seriesId=${seriesId}`)).map((r) => r.seasonNumber)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(await preview(`seriesId=${seriesId}&seasonNumber=2`)).toEqual([]);
    } finally {
      await app.api.put('/api/v3/config/naming').send({ seasonFolderFormat: 'Season {season}' }).expect(202);
    }
  });
});
