import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

const WIRE_NFO = `<?xml version="1.0" encoding="UTF-8"?>
<tvshow>
  <title>The Wire</title>
  <year>2002</year>
  <plot>Baltimore &amp; its institutions.</plot>
  <studio>HBO</studio>
  <status>Ended</status>
  <genre>Crime</genre>
  <genre>Drama</genre>
  <uniqueid type="tvdb" default="true">79126</uniqueid>
  <uniqueid type="imdb">tt0306414</uniqueid>
</tvshow>`;

const BB_NFO = `<episodedetails><title>Pilot</title><season>1</season><episode>1</episode><aired>2008-01-20</aired></episodedetails>
<episodedetails><title>Cat's in the Bag...</title><season>1</season><episode>2</episode><aired>2008-01-27</aired></episodedetails>`;

interface Episode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  hasFile: boolean;
  episodeFileId: number;
  monitored: boolean;
  airDate?: string;
  episodeFile?: { id: number; relativePath: string };
}

describe('series, episodes and episode files', () => {
  let app: TestApp;
  let scratch: string;
  let root: string;
  let otherRoot: string;

  function write(relative: string, content: string | number = 1000): string {
    const full = path.join(root, relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, typeof content === 'number' ? Buffer.alloc(content) : content);
    return full;
  }

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'series-lib-')));
    root = path.join(scratch, 'tv');
    otherRoot = path.join(scratch, 'tv2');
    fs.mkdirSync(otherRoot, { recursive: true });
    write('The Wire (2002)/tvshow.nfo', WIRE_NFO);
    write('The Wire (2002)/Season 01/The.Wire.S01E01.720p.HDTV.x264-GRP.mkv', 1000);
    write('The Wire (2002)/Season 01/The.Wire.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.mkv', 2000);
    write('The Wire (2002)/Season 02/The Wire - S02E01 - Ebb Tide.mkv', 3000);
    write('The Wire (2002)/Season 02/sample.mkv', 10);
    write('The Wire (2002)/Season 02/notes.txt', 'not a video');
    write('Breaking Bad/Season 1/Breaking.Bad.S01E01E02.720p.BluRay.x264-DEMAND.mkv', 5000);
    write('Breaking Bad/Season 1/Breaking.Bad.S01E01E02.720p.BluRay.x264-DEMAND.nfo', BB_NFO);
    write('Firefly (2002) {tvdb-78874}/Firefly.S01E01.DVDRip.XviD-OSiTV.avi', 700);
    fs.mkdirSync(path.join(root, 'Empty Show (2020)'), { recursive: true });
    fs.mkdirSync(path.join(root, '@eaDir'), { recursive: true });
    app = await startTestApp(AppModule, APP);
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    await app.api.post('/api/v3/rootfolder').send({ path: otherRoot }).expect(201);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  let wire: { id: number; [key: string]: unknown };

  it('adds a series from its folder: identity from tvshow.nfo, episodes and files from the scan', async () => {
    const res = await app.api
      .post('/api/v3/series')
      .send({ path: path.join(root, 'The Wire (2002)'), qualityProfileId: 1, addOptions: { monitor: 'all' } })
      .expect(201);
    wire = res.body;
    expect(res.headers.location).toMatch(new RegExp(`/series/${wire.id}$`));
    expect(wire).toMatchObject({
      title: 'The Wire',
      year: 2002,
      tvdbId: 79126,
      imdbId: 'tt0306414',
      status: 'ended',
      ended: true,
      network: 'HBO',
      overview: 'Baltimore & its institutions.',
      genres: ['Crime', 'Drama'],
      sortTitle: 'wire',
      cleanTitle: 'wire',
      titleSlug: 'the-wire',
      rootFolderPath: root,
      monitored: true,
      seriesType: 'standard',
      qualityProfileId: 1,
    });
    expect(wire.statistics).toMatchObject({ seasonCount: 2, episodeFileCount: 3, totalEpisodeCount: 3, sizeOnDisk: 6000, percentOfEpisodes: 100 });
    expect((wire.statistics as { releaseGroups: string[] }).releaseGroups).toEqual(['GRP', 'NTb']);
    expect((wire.seasons as Array<{ seasonNumber: number; monitored: boolean; statistics: { episodeFileCount: number } }>).map((s) => [s.seasonNumber, s.monitored, s.statistics.episodeFileCount])).toEqual([
      [1, true, 2],
      [2, true, 1],
    ]);
  });

  it('no longer offers a folder as unmapped once a series uses it', async () => {
    const roots = (await app.api.get('/api/v3/rootfolder').expect(200)).body as Array<{ path: string; unmappedFolders: Array<{ name: string }> }>;
    const tv = roots.find((r) => r.path === root)!;
    expect(tv.unmappedFolders.map((f) => f.name)).toEqual(['Breaking Bad', 'Empty Show (2020)', 'Firefly (2002) {tvdb-78874}']);
  });

  it('lists series with statistics and filters by tvdbId', async () => {
    const all = (await app.api.get('/api/v3/series').expect(200)).body;
    expect(all).toHaveLength(1);
    expect(all[0].statistics.episodeFileCount).toBe(3);
    expect((await app.api.get('/api/v3/series?tvdbId=79126').expect(200)).body).toHaveLength(1);
    expect((await app.api.get('/api/v3/series?tvdbId=1').expect(200)).body).toHaveLength(0);
    await app.api.get('/api/v3/series?tvdbId=abc').expect(400);
    await app.api.get('/api/v3/series/9999').expect(404);
    expect((await app.api.get(`/api/v3/series/${wire.id}/folder`).expect(200)).body).toEqual({ folder: 'The Wire' });
    await app.api.get('/api/v3/series/9999/folder').expect(404);
  });

  it('lists episodes by series, season, ids and file, with the file included on request', async () => {
    const episodes: Episode[] = (await app.api.get(`/api/v3/episode?seriesId=${wire.id}`).expect(200)).body;
    expect(episodes.map((e) => [e.seasonNumber, e.episodeNumber, e.hasFile, e.monitored])).toEqual([
      [1, 1, true, true],
      [1, 2, true, true],
      [2, 1, true, true],
    ]);
    const season2: Episode[] = (await app.api.get(`/api/v3/episode?seriesId=${wire.id}&seasonNumber=2&includeEpisodeFile=true`).expect(200)).body;
    expect(season2).toHaveLength(1);
    expect(season2[0].episodeFile?.relativePath).toBe('Season 02/The Wire - S02E01 - Ebb Tide.mkv');
    const byIds: Episode[] = (await app.api.get(`/api/v3/episode?episodeIds=${episodes[0].id},${episodes[2].id}`).expect(200)).body;
    expect(byIds.map((e) => e.id)).toEqual([episodes[0].id, episodes[2].id]);
    const byFile: Episode[] = (await app.api.get(`/api/v3/episode?episodeFileId=${episodes[1].episodeFileId}`).expect(200)).body;
    expect(byFile.map((e) => e.id)).toEqual([episodes[1].id]);
    const one = (await app.api.get(`/api/v3/episode/${episodes[0].id}`).expect(200)).body;
    expect(one).toMatchObject({ id: episodes[0].id, seriesId: wire.id, series: { id: wire.id, title: 'The Wire' } });
    const noFilter = await app.api.get('/api/v3/episode').expect(400);
    expect(noFilter.body[0].propertyName).toBe('SeriesId');
    await app.api.get('/api/v3/episode?seriesId=x').expect(400);
    await app.api.get('/api/v3/episode?seriesId=9999').expect(404);
    await app.api.get('/api/v3/episode/9999').expect(404);
  });

  it('toggles monitored per episode and in bulk (PUT and POST /episode/monitor, 202)', async () => {
    const episodes: Episode[] = (await app.api.get(`/api/v3/episode?seriesId=${wire.id}`)).body;
    const one = await app.api.put(`/api/v3/episode/${episodes[0].id}`).send({ ...episodes[0], monitored: false, title: 'ignored' }).expect(202);
    expect(one.body).toMatchObject({ monitored: false, title: episodes[0].title });
    const bulk = await app.api.put('/api/v3/episode/monitor').send({ episodeIds: [episodes[1].id, episodes[2].id], monitored: false }).expect(202);
    expect(bulk.body.map((e: Episode) => e.monitored)).toEqual([false, false]);
    const back = await app.api.post('/api/v3/episode/monitor').send({ episodeIds: episodes.map((e) => e.id), monitored: true }).expect(202);
    expect(back.body.every((e: Episode) => e.monitored)).toBe(true);
    const bad = await app.api.put('/api/v3/episode/monitor').send({ episodeIds: [], monitored: 'yes' }).expect(400);
    expect(bad.body.map((f: { propertyName: string }) => f.propertyName).sort()).toEqual(['EpisodeIds', 'Monitored']);
    await app.api.put('/api/v3/episode/monitor').send({ episodeIds: [999999], monitored: true }).expect(404);
    await app.api.put(`/api/v3/episode/${episodes[0].id}`).send({}).expect(400);
  });

  it('cascades a season monitored change from PUT /series to its episodes', async () => {
    const current = (await app.api.get(`/api/v3/series/${wire.id}`)).body;
    const seasons = current.seasons.map((s: { seasonNumber: number }) => ({ ...s, monitored: s.seasonNumber !== 2 }));
    const res = await app.api.put(`/api/v3/series/${wire.id}`).send({ ...current, seasons, seriesType: 'anime', title: 'Renamed?' }).expect(202);
    expect(res.body).toMatchObject({ seriesType: 'anime', title: 'The Wire' });
    expect(res.body.seasons.map((s: { monitored: boolean }) => s.monitored)).toEqual([true, false]);
    const season2: Episode[] = (await app.api.get(`/api/v3/episode?seriesId=${wire.id}&seasonNumber=2`)).body;
    expect(season2.every((e) => !e.monitored)).toBe(true);
    const bad = await app.api.put(`/api/v3/series/${wire.id}`).send({ ...current, qualityProfileId: 999, seriesType: 'weekly' }).expect(400);
    expect(bad.body.map((f: { propertyName: string }) => f.propertyName).sort()).toEqual(['QualityProfileId', 'SeriesType']);
    const move = await app.api.put(`/api/v3/series/${wire.id}?moveFiles=true`).send({ ...current, path: '/somewhere/else/The Wire' }).expect(400);
    expect(move.body[0].propertyName).toBe('Path');
    const rerooted = await app.api.put(`/api/v3/series/${wire.id}`).send({ ...current, seasons, rootFolderPath: otherRoot }).expect(202);
    expect(rerooted.body).toMatchObject({ path: path.join(otherRoot, 'The Wire (2002)'), rootFolderPath: otherRoot });
    const back = await app.api.put(`/api/v3/series/${wire.id}`).send({ ...current, seasons, path: current.path }).expect(202);
    expect(back.body).toMatchObject({ path: current.path, rootFolderPath: root });
    await app.api.put(`/api/v3/series/${wire.id}`).send({ ...current, seasons, rootFolderPath: '/not/a/root' }).expect(400);
    const outside = await app.api.put(`/api/v3/series/${wire.id}`).send({ ...current, path: '/somewhere/else' }).expect(400);
    expect(outside.body[0].propertyName).toBe('Path');
    await app.api.put('/api/v3/series/9999').send(current).expect(404);
  });

  it('rejects adds with missing fields, a path outside the root folders and duplicates', async () => {
    const missing = await app.api.post('/api/v3/series').send({}).expect(400);
    expect(missing.body.map((f: { propertyName: string }) => f.propertyName).sort()).toEqual(['Path', 'QualityProfileId']);
    const outside = await app.api.post('/api/v3/series').send({ path: path.join(scratch, 'elsewhere', 'Show'), qualityProfileId: 1 }).expect(400);
    expect(outside.body[0].propertyName).toBe('Path');
    const dupePath = await app.api.post('/api/v3/series').send({ path: path.join(root, 'The Wire (2002)'), qualityProfileId: 1 }).expect(400);
    expect(dupePath.body.map((f: { propertyName: string }) => f.propertyName)).toEqual(expect.arrayContaining(['TvdbId', 'Path']));
    const unknownRoot = await app.api.post('/api/v3/series').send({ title: 'X', rootFolderPath: '/nope', qualityProfileId: 1 }).expect(400);
    expect(unknownRoot.body[0].propertyName).toBe('RootFolderPath');
    await app.api.post('/api/v3/series').send({ title: 'X', rootFolderPath: root, qualityProfileId: 1, tags: [999] }).expect(400);
    const nested = await app.api.post('/api/v3/series').send({ path: path.join(root, 'The Wire (2002)', 'Season 01'), qualityProfileId: 1 }).expect(400);
    expect(nested.body.map((f: { errorMessage: string }) => f.errorMessage)).toContain('Path is an ancestor or a child of an existing series path');
    await app.api.post('/api/v3/series').send({ title: 'X', rootFolderPath: root, qualityProfileId: 1, addOptions: { monitor: 'sometimes' } }).expect(400);
  });

  it('adds from rootFolderPath + title, with a multi-episode file described by its .nfo and the pilot monitored', async () => {
    const res = await app.api
      .post('/api/v3/series')
      .send({ title: 'Breaking Bad', tvdbId: 81189, rootFolderPath: root, qualityProfileId: 2, addOptions: { monitor: 'pilot' } })
      .expect(201);
    expect(res.body).toMatchObject({ path: path.join(root, 'Breaking Bad'), tvdbId: 81189, titleSlug: 'breaking-bad' });
    const episodes: Episode[] = (await app.api.get(`/api/v3/episode?seriesId=${res.body.id}`).expect(200)).body;
    expect(episodes.map((e) => [e.episodeNumber, e.title, e.airDate, e.monitored])).toEqual([
      [1, 'Pilot', '2008-01-20', true],
      [2, "Cat's in the Bag...", '2008-01-27', false],
    ]);
    expect(episodes[0].episodeFileId).toBe(episodes[1].episodeFileId);
    expect(res.body.statistics).toMatchObject({ episodeFileCount: 2, sizeOnDisk: 5000, releaseGroups: ['DEMAND'] });
  });

  it('lists, reads and bulk-edits episode files', async () => {
    const files = (await app.api.get(`/api/v3/episodefile?seriesId=${wire.id}`).expect(200)).body;
    expect(files).toHaveLength(3);
    const hdtv = files.find((f: { relativePath: string }) => f.relativePath.includes('720p.HDTV'));
    expect(hdtv).toMatchObject({ seriesId: wire.id, seasonNumber: 1, size: 1000, releaseGroup: 'GRP', quality: { quality: { id: 4, name: 'HDTV-720p' } } });
    expect(hdtv.path).toBe(path.join(root, 'The Wire (2002)', hdtv.relativePath));
    expect((await app.api.get(`/api/v3/episodefile/${hdtv.id}`).expect(200)).body.id).toBe(hdtv.id);
    const edited = await app.api
      .put('/api/v3/episodefile/bulk')
      .send([{ id: hdtv.id, quality: { quality: { id: 9 }, revision: { version: 2, real: 0, isRepack: true } }, releaseGroup: 'OTHER', languages: [{ id: 1 }] }])
      .expect(202);
    expect(edited.body[0]).toMatchObject({ releaseGroup: 'OTHER', quality: { quality: { id: 9, name: 'HDTV-1080p' }, revision: { version: 2, isRepack: true } }, languages: [{ id: 1, name: 'English' }] });
    await app.api.put('/api/v3/episodefile/bulk').send([{ id: hdtv.id, quality: { quality: { id: 777 } } }]).expect(400);
    const web = files.find((f: { relativePath: string }) => f.relativePath.includes('WEB-DL'));
    const one = await app.api.put(`/api/v3/episodefile/${web.id}`).send({ ...web, sceneName: 'The.Wire.S01E02.1080p.WEB-DL-NTb' }).expect(202);
    expect(one.body).toMatchObject({ id: web.id, sceneName: 'The.Wire.S01E02.1080p.WEB-DL-NTb', releaseGroup: 'NTb' });
    const many = await app.api.put('/api/v3/episodefile/editor').send({ episodeFileIds: [web.id], releaseGroup: 'NTB2' }).expect(202);
    expect(many.body.map((f: { releaseGroup: string }) => f.releaseGroup)).toEqual(['NTB2']);
    await app.api.put('/api/v3/episodefile/editor').send({ episodeFileIds: [] }).expect(400);
    await app.api.put('/api/v3/episodefile/editor').send({ episodeFileIds: [99999], releaseGroup: 'X' }).expect(404);
    await app.api.get('/api/v3/episodefile').expect(400);
    await app.api.get('/api/v3/episodefile/99999').expect(404);
  });

  it('deletes an episode file from disk and unlinks its episode', async () => {
    const files = (await app.api.get(`/api/v3/episodefile?seriesId=${wire.id}`)).body;
    const target = files.find((f: { relativePath: string }) => f.relativePath.startsWith('Season 02'));
    await app.api.delete(`/api/v3/episodefile/${target.id}`).expect(200);
    expect(fs.existsSync(target.path)).toBe(false);
    const season2: Episode[] = (await app.api.get(`/api/v3/episode?seriesId=${wire.id}&seasonNumber=2`)).body;
    expect(season2[0]).toMatchObject({ hasFile: false, episodeFileId: 0 });
    await app.api.get(`/api/v3/episodefile/${target.id}`).expect(404);
    await app.api.delete('/api/v3/episodefile/bulk').send({ episodeFileIds: [] }).expect(400);
  });

  it('rescans a series with the RescanSeries command: new files add episodes, vanished files unlink', async () => {
    write('The Wire (2002)/Season 03/The.Wire.S03E01.Time.After.Time.720p.WEB-DL-XYZ.mkv', 4000);
    write('The Wire (2002)/Season 03/Making of.mkv', 10);
    fs.rmSync(path.join(root, 'The Wire (2002)/Season 01/The.Wire.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.mkv'));
    const command = await app.api.post('/api/v3/command').send({ name: 'RescanSeries', seriesId: wire.id }).expect(201);
    const finished = await waitForCommand(app, command.body.id);
    expect(finished.status).toBe('completed');
    expect(finished.message).toBe('Scanned 1 series, 2 files, 1 video files without season and episode numbers skipped');
    const series = (await app.api.get(`/api/v3/series/${wire.id}`)).body;
    expect(series.seasons.map((s: { seasonNumber: number }) => s.seasonNumber)).toEqual([1, 2, 3]);
    expect(series.statistics).toMatchObject({ episodeFileCount: 2, totalEpisodeCount: 4, sizeOnDisk: 5000 });
    const e2 = ((await app.api.get(`/api/v3/episode?seriesId=${wire.id}&seasonNumber=1`)).body as Episode[]).find((e) => e.episodeNumber === 2)!;
    expect(e2.hasFile).toBe(false);
    const files = (await app.api.get(`/api/v3/episodefile?seriesId=${wire.id}`)).body;
    const edited = files.find((f: { relativePath: string }) => f.relativePath.includes('720p.HDTV'));
    expect(edited).toMatchObject({ releaseGroup: 'OTHER', quality: { quality: { id: 9 } } });
    await app.api.post('/api/v3/command').send({ name: 'RescanSeries', seriesId: 'x' }).expect(400);
  });

  it('refreshes metadata from tvshow.nfo with the RefreshSeries command', async () => {
    write('The Wire (2002)/tvshow.nfo', WIRE_NFO.replace('Baltimore &amp; its institutions.', 'Five seasons in Baltimore.').replace('<studio>HBO</studio>', '<studio>HBO Max</studio>'));
    const command = await app.api.post('/api/v3/command').send({ name: 'RefreshSeries', seriesIds: [wire.id] }).expect(201);
    expect((await waitForCommand(app, command.body.id)).status).toBe('completed');
    const series = (await app.api.get(`/api/v3/series/${wire.id}`)).body;
    expect(series).toMatchObject({ overview: 'Five seasons in Baltimore.', network: 'HBO Max', title: 'The Wire', tvdbId: 79126 });
    await app.api.post('/api/v3/command').send({ name: 'RefreshSeries', seriesIds: ['a'] }).expect(400);
  });

  it('edits series in bulk (202): tags replace/remove, root folder change; one invalid field saves nothing', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'crime' }).expect(201)).body;
    const ids = (await app.api.get('/api/v3/series')).body.map((s: { id: number }) => s.id);
    const tagged = await app.api.put('/api/v3/series/editor').send({ seriesIds: ids, tags: [tag.id], applyTags: 'replace', monitored: false }).expect(202);
    expect(tagged.body.every((s: { tags: number[]; monitored: boolean }) => s.tags.includes(tag.id) && !s.monitored)).toBe(true);
    const detail = (await app.api.get(`/api/v3/tag/detail/${tag.id}`)).body;
    expect(detail.seriesIds.sort()).toEqual([...ids].sort());
    const inUse = await app.api.delete(`/api/v3/tag/${tag.id}`).expect(409);
    expect(inUse.body.message).toBe("'crime' cannot be deleted since it's still in use");
    const failed = await app.api.put('/api/v3/series/editor').send({ seriesIds: ids, monitored: true, qualityProfileId: 999 }).expect(400);
    expect(failed.body[0].propertyName).toBe('QualityProfileId');
    expect((await app.api.get(`/api/v3/series/${ids[0]}`)).body.monitored).toBe(false);
    const moved = await app.api.put('/api/v3/series/editor').send({ seriesIds: [wire.id], rootFolderPath: otherRoot }).expect(202);
    expect(moved.body[0]).toMatchObject({ path: path.join(otherRoot, 'The Wire (2002)'), rootFolderPath: otherRoot });
    await app.api.put('/api/v3/series/editor').send({ seriesIds: [wire.id], rootFolderPath: root }).expect(202);
    await app.api.put('/api/v3/series/editor').send({ seriesIds: ids, tags: [tag.id], applyTags: 'remove' }).expect(202);
    expect((await app.api.get(`/api/v3/tag/detail/${tag.id}`)).body.seriesIds).toEqual([]);
    await app.api.put('/api/v3/series/editor').send({ seriesIds: [] }).expect(400);
    await app.api.put('/api/v3/series/editor').send({ seriesIds: [999999], monitored: true }).expect(404);
    await app.api.put('/api/v3/series/editor').send({ seriesIds: ids, applyTags: 'toggle', tags: [] }).expect(400);
  });

  it('refuses to delete a quality profile that a series uses', async () => {
    const res = await app.api.delete('/api/v3/qualityprofile/1').expect(400);
    expect(res.body).toEqual({ message: 'QualityProfile [Any] is in use.' });
  });

  it('imports a list of series (200), skipping those already added and repeats in the batch', async () => {
    const firefly = path.join(root, 'Firefly (2002) {tvdb-78874}');
    const res = await app.api
      .post('/api/v3/series/import')
      .send([
        { title: 'Firefly', tvdbId: 78874, path: firefly, qualityProfileId: 1 },
        { title: 'Firefly again', tvdbId: 78874, path: path.join(root, 'Empty Show (2020)'), qualityProfileId: 1 },
        { title: 'The Wire', tvdbId: 79126, path: path.join(root, 'The Wire (2002)'), qualityProfileId: 1 },
      ])
      .expect(200);
    expect(res.body.map((s: { title: string; tvdbId: number }) => [s.title, s.tvdbId])).toEqual([['Firefly', 78874]]);
    expect(res.body[0].statistics.episodeFileCount).toBe(1);
    const invalid = await app.api.post('/api/v3/series/import').send([{ title: 'Z', path: path.join(root, 'Empty Show (2020)') }]).expect(400);
    expect(invalid.body[0].propertyName).toBe('QualityProfileId');
    await app.api.post('/api/v3/series/import').send('"x"').set('Content-Type', 'application/json').expect(400);
  });

  it('imports every series folder under a path, reporting those not imported', async () => {
    const res = await app.api.post('/api/v3/series/import').send({ path: root, qualityProfileId: 1, monitored: true }).expect(200);
    expect(res.body.imported.map((s: { title: string; year: number }) => [s.title, s.year])).toEqual([['Empty Show', 2020]]);
    expect(res.body.notImported.map((n: { path: string }) => path.basename(n.path)).sort()).toEqual(['Breaking Bad', 'Firefly (2002) {tvdb-78874}', 'The Wire (2002)']);
    expect(res.body.notImported.every((n: { reason: string }) => n.reason.length > 0)).toBe(true);
    await app.api.post('/api/v3/series/import').send({ path: '/etc', qualityProfileId: 1 }).expect(400);
    await app.api.post('/api/v3/series/import').send({ path: root }).expect(400);
  });

  it('deletes a series and, with deleteFiles, its folder; bulk delete through the editor', async () => {
    const all = (await app.api.get('/api/v3/series')).body as Array<{ id: number; title: string; path: string }>;
    const empty = all.find((s) => s.title === 'Empty Show')!;
    await app.api.delete(`/api/v3/series/${empty.id}?deleteFiles=true`).expect(200);
    expect(fs.existsSync(empty.path)).toBe(false);
    await app.api.get(`/api/v3/series/${empty.id}`).expect(404);
    const firefly = all.find((s) => s.title === 'Firefly')!;
    await app.api.delete(`/api/v3/series/${firefly.id}`).expect(200);
    expect(fs.existsSync(firefly.path)).toBe(true);
    const rest = all.filter((s) => s.id !== empty.id && s.id !== firefly.id).map((s) => s.id);
    await app.api.delete('/api/v3/series/editor').send({ seriesIds: rest, deleteFiles: false }).expect(200);
    expect((await app.api.get('/api/v3/series')).body).toEqual([]);
    expect((await app.api.get(`/api/v3/episode?episodeIds=1,2,3`)).body).toEqual([]);
    await app.api.delete('/api/v3/series/9999').expect(404);
  });

  it('refuses to delete files through a series folder that is a symlink leading out of the root folders', async () => {
    const outside = path.join(scratch, 'outside');
    fs.mkdirSync(outside, { recursive: true });
    fs.writeFileSync(path.join(outside, 'Linked.S01E01.mkv'), Buffer.alloc(100));
    fs.symlinkSync(outside, path.join(root, 'Linked Show'));
    const added = await app.api.post('/api/v3/series').send({ path: path.join(root, 'Linked Show'), qualityProfileId: 1 }).expect(201);
    const res = await app.api.delete(`/api/v3/series/${added.body.id}?deleteFiles=true`).expect(400);
    expect(res.body[0].propertyName).toBe('Path');
    expect(fs.existsSync(path.join(outside, 'Linked.S01E01.mkv'))).toBe(true);
    const files = (await app.api.get(`/api/v3/episodefile?seriesId=${added.body.id}`)).body;
    expect(files).toHaveLength(1);
    await app.api.delete(`/api/v3/episodefile/${files[0].id}`).expect(400);
    expect(fs.existsSync(path.join(outside, 'Linked.S01E01.mkv'))).toBe(true);
    await app.api.get(`/api/v3/series/${added.body.id}`).expect(200);
  });

  it('leaves the library alone when a rescan finds the whole root folder missing, and cleans up when only the series folder is', async () => {
    const shareRoot = path.join(scratch, 'share');
    fs.mkdirSync(path.join(shareRoot, 'Lost', 'Season 1'), { recursive: true });
    fs.writeFileSync(path.join(shareRoot, 'Lost', 'Season 1', 'Lost.S01E01.720p.HDTV.x264-LOL.mkv'), Buffer.alloc(50));
    await app.api.post('/api/v3/rootfolder').send({ path: shareRoot }).expect(201);
    const lost = (await app.api.post('/api/v3/series').send({ path: path.join(shareRoot, 'Lost'), qualityProfileId: 1 }).expect(201)).body;
    expect(lost.statistics.episodeFileCount).toBe(1);
    fs.renameSync(shareRoot, `${shareRoot}-unmounted`);
    const first = await app.api.post('/api/v3/command').send({ name: 'RescanSeries', seriesId: lost.id }).expect(201);
    const done = await waitForCommand(app, first.body.id);
    expect(done).toMatchObject({ status: 'completed' });
    expect(String(done.message)).toMatch(/skipped: Root folder/);
    expect((await app.api.get(`/api/v3/series/${lost.id}`)).body.statistics.episodeFileCount).toBe(1);
    fs.renameSync(`${shareRoot}-unmounted`, shareRoot);
    fs.rmSync(path.join(shareRoot, 'Lost'), { recursive: true });
    const second = await app.api.post('/api/v3/command').send({ name: 'RescanSeries', seriesId: lost.id }).expect(201);
    await waitForCommand(app, second.body.id);
    const after = (await app.api.get(`/api/v3/series/${lost.id}`)).body;
    expect(after.statistics).toMatchObject({ episodeFileCount: 0, totalEpisodeCount: 1 });
  });
});
