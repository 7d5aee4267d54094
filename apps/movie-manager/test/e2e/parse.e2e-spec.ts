import { describeParseBasics, startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

const q = (title: string) => `/api/v3/parse?title=${encodeURIComponent(title)}`;

describe('GET /api/v3/parse (Radarr ParseResource)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
  });

  describeParseBasics(() => app, '/api/v3', 'The.Movie.2019.1080p.BluRay.x264-SPARKS');

  it('parses a movie release with Radarr quality (with modifier) and language shapes', async () => {
    const title = 'The.Movie.2019.1080p.BluRay.x264-SPARKS';
    const { body } = await app.api.get(q(title)).expect(200);
    expect(body).toMatchObject({ title, customFormats: [], customFormatScore: 0, languages: [{ id: 0, name: 'Unknown' }] });
    expect(body.movie).toBeUndefined();
    expect(body.parsedMovieInfo).toMatchObject({
      movieTitles: ['The Movie'],
      primaryMovieTitle: 'The Movie',
      movieTitle: 'The Movie',
      releaseTitle: title,
      year: 2019,
      releaseGroup: 'SPARKS',
      tmdbId: 0,
      quality: {
        quality: { id: 7, name: 'Bluray-1080p', source: 'bluray', resolution: 1080, modifier: 'none' },
        revision: { version: 1, real: 0, isRepack: false },
      },
    });
    expect(body.parsedMovieInfo.edition).toBeUndefined();
    expect(body.parsedMovieInfo.imdbId).toBeUndefined();
  });

  it('parses editions, languages, remux and ids', async () => {
    const { body } = await app.api.get(q('Some.Movie.2012.Directors.Cut.FRENCH.1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1-GROUP')).expect(200);
    expect(body.parsedMovieInfo).toMatchObject({
      movieTitles: ['Some Movie'],
      year: 2012,
      edition: 'Directors Cut',
      quality: { quality: { name: 'Remux-1080p', source: 'bluray', modifier: 'remux' } },
    });
    expect(body.languages).toEqual([{ id: 2, name: 'French' }]);
    expect(body.parsedMovieInfo.languages).toEqual(body.languages);
  });

  it('ignores a path parameter (Radarr has none)', async () => {
    const { body } = await app.api.get(`${q('The.Movie.2019.720p.WEB-DL.DD5.1.H264-FGT')}&path=${encodeURIComponent('/x/y.mkv')}`).expect(200);
    expect(body.parsedMovieInfo).toMatchObject({ movieTitles: ['The Movie'], quality: { quality: { name: 'WEBDL-720p' } } });
  });

  it('answers control characters and emoji with a result or {title}, never a 500', async () => {
    const title = '\u0000\u{1F4A9}'.repeat(500);
    const res = await app.api.get(q(title)).expect(200);
    expect(res.body.title).toBe(title);
  });

  it('answers an over-long request line with a 4xx, not a 500', async () => {
    const res = await app.api.get(q('x'.repeat(100_000)));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
