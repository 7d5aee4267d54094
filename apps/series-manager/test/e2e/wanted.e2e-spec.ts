import { startTestApp, type TestApp } from '@arrstack/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

interface Record_ {
  id: number;
  seriesId: number;
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  series?: { title: string; statistics: { episodeFileCount: number } };
  episodeFile?: { quality: { quality: { id: number } }; qualityCutoffNotMet: boolean };
}

interface Page {
  page: number;
  pageSize: number;
  sortKey: string;
  sortDirection: string;
  totalRecords: number;
  records: Record_[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUALITY_NAMES: Record<number, string> = { 1: 'SDTV', 3: 'WEBDL-1080p', 4: 'HDTV-720p', 7: 'Bluray-1080p', 9: 'HDTV-1080p' };

describe('wanted: missing and cutoff unmet', () => {
  let app: TestApp;
  let dataSource: DataSource;
  let schema: string;
  const ids: Record<string, number> = {};

  async function addSeries(title: string, qualityProfileId: number, monitored: boolean, runtime = 30): Promise<number> {
    const rows: Array<{ id: number }> = await dataSource.query(
      `INSERT INTO "${schema}"."series" (title, sort_title, clean_title, title_slug, path, quality_profile_id, monitored, runtime)
       VALUES ($1, lower($1), lower($1), lower($1), '/library/' || $1, $2, $3, $4) RETURNING id`,
      [title, qualityProfileId, monitored, runtime],
    );
    return rows[0].id;
  }

  /** An episode, with a file of the given quality id when `quality` is set; `aired` is ms before now (negative = future). */
  async function addEpisode(
    seriesId: number,
    key: string,
    season: number,
    episode: number,
    aired: number | null,
    options: { quality?: number; monitored?: boolean } = {},
  ): Promise<void> {
    let fileId: number | null = null;
    if (options.quality !== undefined) {
      const quality = { quality: { id: options.quality, name: QUALITY_NAMES[options.quality], source: 'television', resolution: 720 }, revision: { version: 1, real: 0, isRepack: false } };
      const rows: Array<{ id: number }> = await dataSource.query(
        `INSERT INTO "${schema}"."episode_file" (series_id, season_number, relative_path, size, quality) VALUES ($1, $2, $3, 100, $4) RETURNING id`,
        [seriesId, season, `${key}.mkv`, JSON.stringify(quality)],
      );
      fileId = rows[0].id;
    }
    const rows: Array<{ id: number }> = await dataSource.query(
      `INSERT INTO "${schema}"."episode" (series_id, season_number, episode_number, title, air_date_utc, monitored, episode_file_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [seriesId, season, episode, key, aired === null ? null : new Date(Date.now() - aired), options.monitored ?? true, fileId],
    );
    ids[key] = rows[0].id;
  }

  const get = async (route: string): Promise<Page> => (await app.api.get(route).expect(200)).body as Page;
  const titles = (page: Page) => page.records.map((r) => r.title);

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
    dataSource = app.running.app.get(DataSource);
    schema = (dataSource.options as { schema?: string }).schema ?? 'public';
    const profiles: Array<{ id: number; name: string }> = (await app.api.get('/api/v3/qualityprofile').expect(200)).body;
    const any = profiles.find((p) => p.name === 'Any')!.id;
    const hd720 = profiles.find((p) => p.name === 'HD-720p')!.id;
    // "Any" with upgrades on and cutoff HDTV-1080p; "HD-720p" keeps upgrades off (cutoff = first allowed, HDTV-720p).
    await dataSource.query(`UPDATE "${schema}"."quality_profile" SET upgrade_allowed = true, cutoff = 9 WHERE id = $1`, [any]);
    await dataSource.query(`UPDATE "${schema}"."quality_profile" SET upgrade_allowed = false WHERE id = $1`, [hd720]);

    const alpha = await addSeries('Alpha', any, true, 30);
    await addEpisode(alpha, 'alpha-missing', 1, 1, 10 * DAY);
    await addEpisode(alpha, 'alpha-720p', 1, 2, 5 * DAY, { quality: 4 });
    await addEpisode(alpha, 'alpha-1080p-at-cutoff', 1, 3, 2 * DAY, { quality: 9 });
    await addEpisode(alpha, 'alpha-still-airing', 1, 4, 10 * 60_000);
    await addEpisode(alpha, 'alpha-future', 1, 5, -3 * DAY);
    await addEpisode(alpha, 'alpha-special', 0, 1, 20 * DAY);
    await addEpisode(alpha, 'alpha-unmonitored', 1, 6, 3 * DAY, { monitored: false });
    await addEpisode(alpha, 'alpha-no-air-date', 1, 7, null);
    await addEpisode(alpha, 'alpha-web-above-cutoff', 1, 8, 1 * DAY, { quality: 3 });

    const beta = await addSeries('Beta', hd720, true, 60);
    await addEpisode(beta, 'beta-sdtv', 1, 1, 9 * DAY, { quality: 1 });
    await addEpisode(beta, 'beta-720p-first-allowed', 1, 2, 8 * DAY, { quality: 4 });
    await addEpisode(beta, 'beta-bluray', 1, 3, 7 * DAY, { quality: 7 });
    await addEpisode(beta, 'beta-missing', 1, 4, 1 * DAY);
    await addEpisode(beta, 'beta-aired-within-runtime', 1, 5, 30 * 60_000);

    const gamma = await addSeries('Gamma', any, false);
    await addEpisode(gamma, 'gamma-missing', 1, 1, 4 * DAY);
    await addEpisode(gamma, 'gamma-sdtv', 1, 2, 4 * DAY, { quality: 1 });

    const delta = await addSeries('Delta', any, true);
    for (let n = 1; n <= 25; n++) await addEpisode(delta, `delta-${String(n).padStart(2, '0')}`, 2, n, (100 + n) * DAY);
    ids.alpha = alpha;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('lists aired, monitored regular episodes without a file, newest first by default', async () => {
    const page = await get('/api/v3/wanted/missing?pageSize=5');
    expect(page).toMatchObject({ page: 1, pageSize: 5, sortKey: 'episodes.airDateUtc', sortDirection: 'descending', totalRecords: 27 });
    expect(titles(page)).toEqual(['beta-missing', 'alpha-missing', 'delta-01', 'delta-02', 'delta-03']);
    expect(page.records[0]).toMatchObject({ hasFile: false, monitored: true, seasonNumber: 1, episodeNumber: 4 });
    expect(page.records[0].series).toBeUndefined();
  });

  it('leaves out specials, unaired episodes, episodes still within the series runtime and those without an air date', async () => {
    const all = await get('/api/v3/wanted/missing?pageSize=100');
    const listed = titles(all);
    for (const absent of ['alpha-special', 'alpha-future', 'alpha-still-airing', 'alpha-no-air-date', 'beta-aired-within-runtime', 'alpha-720p']) {
      expect(listed).not.toContain(absent);
    }
  });

  it('monitored=false lists the complement: an unmonitored episode or an unmonitored series', async () => {
    const page = await get('/api/v3/wanted/missing?monitored=false');
    expect(titles(page).sort()).toEqual(['alpha-unmonitored', 'gamma-missing']);
  });

  it('pages and sorts in SQL with the anchor sort keys', async () => {
    const second = await get('/api/v3/wanted/missing?page=2&pageSize=10&sortKey=episodes.airDateUtc&sortDirection=ascending');
    expect(second).toMatchObject({ page: 2, pageSize: 10, sortDirection: 'ascending', totalRecords: 27 });
    expect(titles(second)).toEqual(['delta-15', 'delta-14', 'delta-13', 'delta-12', 'delta-11', 'delta-10', 'delta-09', 'delta-08', 'delta-07', 'delta-06']);
    const last = await get('/api/v3/wanted/missing?page=3&pageSize=10&sortKey=airDateUtc&sortDirection=ascending');
    expect(last.sortKey).toBe('airDateUtc');
    expect(titles(last)).toEqual(['delta-05', 'delta-04', 'delta-03', 'delta-02', 'delta-01', 'alpha-missing', 'beta-missing']);
    const bySeries = await get('/api/v3/wanted/missing?pageSize=3&sortKey=series.sortTitle&sortDirection=ascending');
    expect(titles(bySeries)).toEqual(['alpha-missing', 'beta-missing', 'delta-01']);
    const byTitle = await get('/api/v3/wanted/missing?pageSize=2&sortKey=episodes.title&sortDirection=descending');
    expect(titles(byTitle)).toEqual(['delta-25', 'delta-24']);
    const beyond = await get('/api/v3/wanted/missing?page=9&pageSize=10');
    expect(beyond).toMatchObject({ totalRecords: 27, records: [] });
  });

  it('falls back to the default key for an unknown sort key and rejects a bad page', async () => {
    const page = await get('/api/v3/wanted/missing?sortKey=episodes.id;DROP TABLE episode&pageSize=1');
    expect(page.sortKey).toBe('episodes.airDateUtc');
    await app.api.get('/api/v3/wanted/missing?page=0').expect(400);
    await app.api.get('/api/v3/wanted/missing?pageSize=abc').expect(400);
    await app.api.get('/api/v3/wanted/missing?monitored=perhaps').expect(400);
  });

  it('includes the series with statistics when asked', async () => {
    const page = await get('/api/v3/wanted/missing?pageSize=2&includeSeries=true');
    expect(page.records[0].series).toMatchObject({ title: 'Beta', statistics: { episodeFileCount: 3 } });
    expect(page.records[1].series).toMatchObject({ title: 'Alpha' });
  });

  it('lists files below the cutoff: upgrades on compare with the cutoff, upgrades off with the first allowed quality', async () => {
    const page = await get('/api/v3/wanted/cutoff');
    expect(page).toMatchObject({ sortKey: 'episodes.airDateUtc', totalRecords: 2 });
    expect(titles(page)).toEqual(['alpha-720p', 'beta-sdtv']);
    const unmonitored = await get('/api/v3/wanted/cutoff?monitored=false');
    expect(titles(unmonitored)).toEqual(['gamma-sdtv']);
  });

  it('includes the episode file (flagged cutoff not met) and the series when asked', async () => {
    const page = await get('/api/v3/wanted/cutoff?includeEpisodeFile=true&includeSeries=true&sortKey=series.sortTitle&sortDirection=descending');
    expect(titles(page)).toEqual(['beta-sdtv', 'alpha-720p']);
    expect(page.records[0].episodeFile).toMatchObject({ quality: { quality: { id: 1 } }, qualityCutoffNotMet: true });
    expect(page.records[0].series?.title).toBe('Beta');
    const plain = await get('/api/v3/wanted/cutoff');
    expect(plain.records[0].episodeFile).toBeUndefined();
  });

  it('follows profile changes: raising the cutoff lists more files', async () => {
    const profiles: Array<{ id: number; name: string }> = (await app.api.get('/api/v3/qualityprofile').expect(200)).body;
    const any = profiles.find((p) => p.name === 'Any')!.id;
    await dataSource.query(`UPDATE "${schema}"."quality_profile" SET cutoff = 7 WHERE id = $1`, [any]);
    try {
      const page = await get('/api/v3/wanted/cutoff?pageSize=50');
      expect(titles(page).sort()).toEqual(['alpha-1080p-at-cutoff', 'alpha-720p', 'alpha-web-above-cutoff', 'beta-sdtv']);
    } finally {
      await dataSource.query(`UPDATE "${schema}"."quality_profile" SET cutoff = 9 WHERE id = $1`, [any]);
    }
  });

  it('answers one episode by id with its series and file, 404 when unknown', async () => {
    const one = (await app.api.get(`/api/v3/wanted/cutoff/${ids['alpha-720p']}`).expect(200)).body as Record_;
    expect(one).toMatchObject({ title: 'alpha-720p', series: { title: 'Alpha' }, episodeFile: { quality: { quality: { id: 4 } } } });
    expect((await app.api.get(`/api/v3/wanted/missing/${ids['alpha-missing']}`).expect(200)).body.title).toBe('alpha-missing');
    await app.api.get('/api/v3/wanted/missing/999999').expect(404);
  });
});
