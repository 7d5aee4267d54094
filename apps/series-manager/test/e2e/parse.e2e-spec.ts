import { describeParseBasics, startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

const q = (title: string, path?: string) =>
  `/api/v3/parse?title=${encodeURIComponent(title)}${path === undefined ? '' : `&path=${encodeURIComponent(path)}`}`;

describe('GET /api/v3/parse (Sonarr ParseResource)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
  });

  describeParseBasics(() => app, '/api/v3', 'The.Series.S01E05.720p.HDTV.x264-LOL');

  it('answers 204 with no body for an empty title with a path', async () => {
    const res = await app.api.get(`/api/v3/parse?title=&path=${encodeURIComponent('/tv/Show/Season 1/Show.S01E01.mkv')}`).expect(204);
    expect(res.text).toBe('');
  });

  it('parses a scene TV release with Sonarr quality and language shapes', async () => {
    const title = 'The.Series.S01E05.720p.HDTV.x264-LOL';
    const { body } = await app.api.get(q(title)).expect(200);
    expect(body.title).toBe(title);
    expect(body.customFormats).toEqual([]);
    expect(body.customFormatScore).toBe(0);
    expect(body.series).toBeUndefined();
    expect(body.episodes).toBeUndefined();
    expect(body.languages).toEqual([{ id: 0, name: 'Unknown' }]);
    const info = body.parsedEpisodeInfo;
    expect(info).toMatchObject({
      releaseTitle: title,
      seriesTitle: 'The Series',
      seriesTitleInfo: { title: 'The Series', titleWithoutYear: 'The Series', year: 0, allTitles: ['The Series'] },
      quality: { quality: { id: 4, name: 'HDTV-720p', source: 'television', resolution: 720 }, revision: { version: 1, real: 0, isRepack: false } },
      seasonNumber: 1,
      episodeNumbers: [5],
      absoluteEpisodeNumbers: [],
      fullSeason: false,
      special: false,
      releaseGroup: 'LOL',
      isDaily: false,
      isAbsoluteNumbering: false,
      releaseType: 'singleEpisode',
    });
    expect(info.quality.quality.modifier).toBeUndefined();
    expect(info.airDate).toBeUndefined(); // null fields are omitted
  });

  it('parses languages and a PROPER revision', async () => {
    const { body } = await app.api.get(q('Series.Title.S02E03.German.DL.1080p.WEB.h264.PROPER-GROUP')).expect(200);
    expect(body.parsedEpisodeInfo.quality).toEqual({
      quality: { id: 3, name: 'WEBDL-1080p', source: 'web', resolution: 1080 },
      revision: { version: 2, real: 0, isRepack: false },
    });
    expect(body.languages.map((l: { name: string }) => l.name)).toContain('German');
    for (const language of body.languages) expect(language).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('parses a multi-episode release', async () => {
    const { body } = await app.api.get(q('Series.Title.S03E01E02.1080p.BluRay.x264-DEMAND')).expect(200);
    expect(body.parsedEpisodeInfo).toMatchObject({ seasonNumber: 3, episodeNumbers: [1, 2], releaseType: 'multiEpisode' });
  });

  it('parses a season pack', async () => {
    const { body } = await app.api.get(q('Series.Title.S02.1080p.WEB-DL.DD5.1.H.264-NTb')).expect(200);
    expect(body.parsedEpisodeInfo).toMatchObject({ seasonNumber: 2, episodeNumbers: [], fullSeason: true, releaseType: 'seasonPack', releaseGroup: 'NTb' });
  });

  it('parses an anime release with absolute numbering and a hash', async () => {
    const title = '[SubsPlease] Some Anime - 1071 (1080p) [ABCD1234]';
    const { body } = await app.api.get(q(title)).expect(200);
    expect(body.parsedEpisodeInfo).toMatchObject({
      seriesTitle: 'Some Anime',
      absoluteEpisodeNumbers: [1071],
      episodeNumbers: [],
      isAbsoluteNumbering: true,
      releaseGroup: 'SubsPlease',
      releaseHash: 'ABCD1234',
      quality: { quality: { name: 'HDTV-1080p', resolution: 1080 } },
    });
  });

  it('parses a daily release', async () => {
    const { body } = await app.api.get(q('The.Daily.Show.2024.03.15.Guest.Name.1080p.WEB.h264-EDITH')).expect(200);
    expect(body.parsedEpisodeInfo).toMatchObject({
      seriesTitle: 'The Daily Show',
      airDate: '2024-03-15',
      isDaily: true,
      episodeNumbers: [],
      releaseGroup: 'EDITH',
    });
  });

  it('parses the path instead of the title when path is given', async () => {
    const path = '/tv/The Series/Season 2/The Series - S02E07 - Pilot [Bluray-1080p].mkv';
    const { body } = await app.api.get(q('anything at all', path)).expect(200);
    expect(body.title).toBe('anything at all');
    expect(body.parsedEpisodeInfo).toMatchObject({
      seriesTitle: 'The Series',
      seasonNumber: 2,
      episodeNumbers: [7],
      quality: { quality: { name: 'Bluray-1080p', source: 'bluray' } },
    });
  });

  it('parses a path whose file name only carries the episode number, using the season folder', async () => {
    const { body } = await app.api.get(q('x', '/tv/Some Show/Season 03/07 - The Name.mkv')).expect(200);
    expect(body.parsedEpisodeInfo).toMatchObject({ seasonNumber: 3, episodeNumbers: [7] });
  });

  it('answers {title} only when the path does not parse either', async () => {
    const { body } = await app.api.get(q('Series.Title.S01E01.720p.HDTV-LOL', '/downloads/0e895c37245186812cb08aab1529cf8ee389dd05')).expect(200);
    expect(body).toEqual({ title: 'Series.Title.S01E01.720p.HDTV-LOL' });
  });

  it('answers hostile input quickly with a result or {title}', async () => {
    const title = `${'S01E01.'.repeat(2000)}\u0000\u{1F600}${'['.repeat(500)}`;
    const started = Date.now();
    const res = await app.api.get(q(title)).expect(200);
    expect(res.body.title).toBe(title);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects a repeated title parameter with a 400', async () => {
    const res = await app.api.get('/api/v3/parse?title=a&title=b').expect(400);
    expect(res.body[0]).toMatchObject({ propertyName: 'title' });
  });
});
