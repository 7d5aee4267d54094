import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

interface Command {
  id: number;
  name: string;
  status: string;
  message?: string;
}

describe('moving series folders (MoveSeries, BulkMoveSeries)', () => {
  let app: TestApp;
  let scratch: string;
  let root: string;
  let otherRoot: string;

  function addFolder(folder: string, files: Record<string, string>): void {
    for (const [relative, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true });
      fs.writeFileSync(path.join(folder, relative), content);
    }
  }

  async function addSeries(name: string): Promise<{ id: number; path: string; title: string }> {
    const folder = path.join(root, name);
    addFolder(folder, { 'Season 01/Show.S01E01.720p.HDTV.x264-GRP.mkv': `${name} one`, 'Season 01/Show.S01E02.720p.HDTV.x264-GRP.mkv': `${name} two` });
    return (await app.api.post('/api/v3/series').send({ path: folder, qualityProfileId: 1 }).expect(201)).body;
  }

  /** The newest command of that name, finished. */
  async function finished(name: string): Promise<Command> {
    const commands: Command[] = (await app.api.get('/api/v3/command').expect(200)).body;
    const latest = commands.filter((c) => c.name === name).sort((a, b) => b.id - a.id)[0];
    expect(latest).toBeDefined();
    return (await waitForCommand(app, latest.id)) as unknown as Command;
  }

  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const storedPath = async (id: number) => (await app.api.get(`/api/v3/series/${id}`).expect(200)).body.path as string;

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'series-move-')));
    root = path.join(scratch, 'tv');
    otherRoot = path.join(scratch, 'tv2');
    fs.mkdirSync(root);
    fs.mkdirSync(otherRoot);
    app = await startTestApp(AppModule, APP);
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    await app.api.post('/api/v3/rootfolder').send({ path: otherRoot }).expect(201);
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('PUT /series/{id}?moveFiles=true stores the new path at once (202) and moves the folder in a MoveSeries command', async () => {
    const series = await addSeries('Alpha');
    const destination = path.join(otherRoot, 'Alpha (2001)');
    const res = await app.api.put(`/api/v3/series/${series.id}?moveFiles=true`).send({ ...series, path: destination }).expect(202);
    expect(res.body.path).toBe(destination);
    const command = await finished('MoveSeries');
    expect(command).toMatchObject({ status: 'completed' });
    expect(read(path.join(destination, 'Season 01/Show.S01E01.720p.HDTV.x264-GRP.mkv'))).toBe('Alpha one');
    expect(fs.existsSync(path.join(root, 'Alpha'))).toBe(false);
    expect(await storedPath(series.id)).toBe(destination);
    const files: Array<{ path: string }> = (await app.api.get(`/api/v3/episodefile?seriesId=${series.id}`).expect(200)).body;
    expect(files.every((f) => f.path.startsWith(`${destination}/`))).toBe(true);
  });

  it('rejects a destination outside the root folders with 400 and touches nothing', async () => {
    const series = await addSeries('Beta');
    const outside = path.join(scratch, 'elsewhere', 'Beta');
    const res = await app.api.put(`/api/v3/series/${series.id}?moveFiles=true`).send({ ...series, path: outside }).expect(400);
    expect(res.body[0].propertyName).toBe('Path');
    expect(await storedPath(series.id)).toBe(series.path);
    expect(fs.existsSync(outside)).toBe(false);
    const direct = await app.api.post('/api/v3/command').send({ name: 'MoveSeries', seriesId: series.id, destinationPath: 'not/absolute' }).expect(400);
    expect(direct.body[0].propertyName).toBe('DestinationPath');
  });

  it('a failed move (destination exists) puts the stored path back, leaves both folders intact and fails the command', async () => {
    const series = await addSeries('Gamma');
    const destination = path.join(otherRoot, 'Gamma');
    addFolder(destination, { 'keep.txt': 'already here' });
    const res = await app.api.put(`/api/v3/series/${series.id}?moveFiles=true`).send({ ...series, path: destination }).expect(202);
    expect(res.body.path).toBe(destination);
    const command = await finished('MoveSeries');
    expect(command.status).toBe('failed');
    expect(command.message).toContain(`it stays at '${series.path}'`);
    expect(command.message).toContain('already exists');
    expect(await storedPath(series.id)).toBe(series.path);
    expect(read(path.join(series.path, 'Season 01/Show.S01E02.720p.HDTV.x264-GRP.mkv'))).toBe('Gamma two');
    expect(fs.readdirSync(destination)).toEqual(['keep.txt']);
  });

  it('the editor with rootFolderPath and moveFiles moves each series to <root>/<series folder name> in one BulkMoveSeries', async () => {
    const delta = await addSeries('Delta');
    const epsilon = await addSeries('Epsilon');
    // Epsilon's destination is taken, so it fails while Delta moves.
    addFolder(path.join(otherRoot, epsilon.title), { 'other.txt': 'x' });
    const res = await app.api.put('/api/v3/series/editor').send({ seriesIds: [delta.id, epsilon.id], rootFolderPath: otherRoot, moveFiles: true, monitored: false }).expect(202);
    expect(res.body.map((s: { path: string; monitored: boolean }) => [s.path, s.monitored])).toEqual([
      [path.join(otherRoot, delta.title), false],
      [path.join(otherRoot, epsilon.title), false],
    ]);
    const command = await finished('BulkMoveSeries');
    expect(command.status).toBe('failed');
    expect(command.message).toContain('1 of 2 series not moved');
    expect(read(path.join(otherRoot, delta.title, 'Season 01/Show.S01E01.720p.HDTV.x264-GRP.mkv'))).toBe('Delta one');
    expect(fs.existsSync(delta.path)).toBe(false);
    expect(await storedPath(delta.id)).toBe(path.join(otherRoot, delta.title));
    expect(await storedPath(epsilon.id)).toBe(epsilon.path);
    expect(read(path.join(epsilon.path, 'Season 01/Show.S01E01.720p.HDTV.x264-GRP.mkv'))).toBe('Epsilon one');
  });

  it('the editor without moveFiles changes only the stored paths', async () => {
    const zeta = await addSeries('Zeta');
    const res = await app.api.put('/api/v3/series/editor').send({ seriesIds: [zeta.id], rootFolderPath: otherRoot }).expect(202);
    expect(res.body[0].path).toBe(path.join(otherRoot, 'Zeta'));
    expect(fs.existsSync(zeta.path)).toBe(true);
    expect(fs.existsSync(path.join(otherRoot, 'Zeta'))).toBe(false);
    await app.api.put('/api/v3/series/editor').send({ seriesIds: [zeta.id], rootFolderPath: root }).expect(202);
    await app.api.put('/api/v3/series/editor').send({ seriesIds: [zeta.id], moveFiles: 'yes' }).expect(400);
  });

  it('POST /command MoveSeries moves a folder and sets the path when done; outside the roots it fails and keeps the path', async () => {
    const eta = await addSeries('Eta');
    const destination = path.join(otherRoot, 'Eta Moved');
    await app.api.post('/api/v3/command').send({ name: 'MoveSeries', seriesId: eta.id, sourcePath: eta.path, destinationPath: destination }).expect(201);
    expect((await finished('MoveSeries')).status).toBe('completed');
    expect(await storedPath(eta.id)).toBe(destination);
    expect(read(path.join(destination, 'Season 01/Show.S01E01.720p.HDTV.x264-GRP.mkv'))).toBe('Eta one');
    await app.api.post('/api/v3/command').send({ name: 'MoveSeries', seriesId: eta.id, destinationPath: path.join(scratch, 'outside', 'Eta') }).expect(201);
    const failed = await finished('MoveSeries');
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.message).toContain('not inside a root folder');
    expect(await storedPath(eta.id)).toBe(destination);
    expect(fs.existsSync(path.join(scratch, 'outside'))).toBe(false);
  });
});
