import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

// pg ships no types here; only its Client prototype is needed, to count the statements sent.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Client } = require('pg') as { Client: { prototype: { query(query: unknown, ...rest: unknown[]): unknown } } };

const SERIES = 300;
const SEASONS = 5;
const EPISODES_PER_SEASON = 20;

describe('GET /series on a large library', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
    const dataSource = app.running.app.get(DataSource);
    const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
    await dataSource.query(
      `INSERT INTO "${schema}"."series" (title, sort_title, clean_title, title_slug, path, quality_profile_id, seasons)
       SELECT 'Show ' || n, 'show ' || n, 'show' || n, 'show-' || n, '/library/Show ' || n, 1,
              (SELECT jsonb_agg(jsonb_build_object('seasonNumber', s, 'monitored', true)) FROM generate_series(1, ${SEASONS}) s)
         FROM generate_series(1, ${SERIES}) n`,
    );
    await dataSource.query(
      `INSERT INTO "${schema}"."episode_file" (series_id, season_number, relative_path, size, quality, release_group)
       SELECT s.id, season, 'Season ' || season || '/e' || episode || '.mkv', 1000000, '{"quality":{"id":4,"name":"HDTV-720p","source":"television","resolution":720},"revision":{"version":1,"real":0,"isRepack":false}}', 'GRP' || (episode % 3)
         FROM "${schema}"."series" s, generate_series(1, ${SEASONS}) season, generate_series(1, ${EPISODES_PER_SEASON}) episode
        WHERE episode % 2 = 0`,
    );
    await dataSource.query(
      `INSERT INTO "${schema}"."episode" (series_id, season_number, episode_number, title, monitored, air_date_utc, episode_file_id)
       SELECT s.id, season, episode, 'E' || episode, true, now() - interval '30 days',
              (SELECT f.id FROM "${schema}"."episode_file" f WHERE f.series_id = s.id AND f.relative_path = 'Season ' || season || '/e' || episode || '.mkv')
         FROM "${schema}"."series" s, generate_series(1, ${SEASONS}) season, generate_series(1, ${EPISODES_PER_SEASON}) episode`,
    );
    await dataSource.query(`ANALYZE "${schema}"."episode"; ANALYZE "${schema}"."episode_file"`);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it(`answers with statistics for ${SERIES} series and ${SERIES * SEASONS * EPISODES_PER_SEASON} episodes in well under two seconds`, async () => {
    await app.api.get('/api/v3/series').expect(200);
    const started = performance.now();
    const res = await app.api.get('/api/v3/series').expect(200);
    const elapsed = performance.now() - started;
    expect(res.body).toHaveLength(SERIES);
    const one = res.body.find((s: { title: string }) => s.title === 'Show 7');
    expect(one.statistics).toMatchObject({
      seasonCount: SEASONS,
      episodeFileCount: (SEASONS * EPISODES_PER_SEASON) / 2,
      episodeCount: SEASONS * EPISODES_PER_SEASON,
      totalEpisodeCount: SEASONS * EPISODES_PER_SEASON,
      sizeOnDisk: (SEASONS * EPISODES_PER_SEASON * 1_000_000) / 2,
      percentOfEpisodes: 50,
      releaseGroups: ['GRP0', 'GRP1', 'GRP2'],
    });
    expect(one.seasons[0].statistics).toMatchObject({ episodeFileCount: EPISODES_PER_SEASON / 2, totalEpisodeCount: EPISODES_PER_SEASON });
    expect(elapsed).toBeLessThan(2000);
  });

  it('edits many series in a constant number of queries (one set-based UPDATE, no per-series round trips)', async () => {
    const tag = (await app.api.post('/api/v3/tag').send({ label: 'bulk' }).expect(201)).body;
    const all: Array<{ id: number }> = (await app.api.get('/api/v3/series').expect(200)).body;
    const ids = all.map((s) => s.id);
    // Counts the statements the app sends during one request; the command queue's own polling is left out.
    const spy = jest.spyOn(Client.prototype, 'query');
    const statements = async (seriesIds: number[], monitored: boolean) => {
      spy.mockClear();
      const res = await app.api.put('/api/v3/series/editor').send({ seriesIds, monitored, qualityProfileId: 2, tags: [tag.id], applyTags: 'add' }).expect(202);
      expect(res.body).toHaveLength(seriesIds.length);
      return spy.mock.calls.filter(([query]) => !String(typeof query === 'string' ? query : (query as { text?: string })?.text).includes('_pgboss')).length;
    };
    try {
      const few = await statements(ids.slice(0, 5), false);
      const started = performance.now();
      const many = await statements(ids, false);
      const elapsed = performance.now() - started;
      expect(few).toBeGreaterThan(3);
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(12);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      spy.mockRestore();
    }
    const after: Array<{ monitored: boolean; qualityProfileId: number; tags: number[] }> = (await app.api.get('/api/v3/series').expect(200)).body;
    expect(after.every((s) => !s.monitored && s.qualityProfileId === 2 && s.tags.includes(tag.id))).toBe(true);
  });

  it('adds and rescans a series folder of 1000 episode files in a few seconds', async () => {
    const scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'series-big-')));
    try {
      const folder = path.join(scratch, 'Long Runner');
      for (let season = 1; season <= 20; season++) {
        const dir = path.join(folder, `Season ${season}`);
        fs.mkdirSync(dir, { recursive: true });
        for (let episode = 1; episode <= 50; episode++) {
          const name = `Long.Runner.S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}.720p.HDTV.x264-GRP.mkv`;
          fs.writeFileSync(path.join(dir, name), 'x');
        }
      }
      await app.api.post('/api/v3/rootfolder').send({ path: scratch }).expect(201);
      let started = performance.now();
      const added = await app.api.post('/api/v3/series').send({ path: folder, qualityProfileId: 1 }).expect(201);
      const addMs = performance.now() - started;
      expect(added.body.statistics).toMatchObject({ seasonCount: 20, episodeFileCount: 1000, totalEpisodeCount: 1000 });
      started = performance.now();
      const command = await app.api.post('/api/v3/command').send({ name: 'RescanSeries', seriesId: added.body.id }).expect(201);
      expect((await waitForCommand(app, command.body.id, 60_000)).status).toBe('completed');
      const rescanMs = performance.now() - started;
      expect(addMs).toBeLessThan(15_000);
      expect(rescanMs).toBeLessThan(15_000);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
