import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, waitForCommand, type TestApp } from '@arrstack/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

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
