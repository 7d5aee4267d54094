import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeTvMaze, type FakeTvMaze } from '../../test/fakes/fake-tvmaze';
import { MetadataUnavailableError } from './metadata-provider';
import { TvMazeClient } from './tvmaze.client';

describe('TvMazeClient against a local TVmaze', () => {
  let fake: FakeTvMaze;
  let client: TvMazeClient;

  beforeAll(async () => {
    fake = await startFakeTvMaze();
    client = new TvMazeClient({ baseUrl: `${fake.url}/`, timeoutMs: 500 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.failWith = null;
    fake.delayMs = 0;
    fake.requests.length = 0;
  });

  it('searches shows by title and maps them', async () => {
    const results = await client.search('breaking');
    expect(results.map((s) => s.title)).toEqual(['Breaking Bad', 'Breaking Point']);
    expect(fake.requests).toEqual(['/search/shows?q=breaking']);
    const bb = results[0];
    expect(bb).toMatchObject({
      tvMazeId: 169,
      tvdbId: 81189,
      tvRageId: 18164,
      imdbId: 'tt0903747',
      year: 2008,
      network: 'AMC',
      status: 'ended',
      airTime: '21:00',
      runtime: 60,
      genres: ['Drama', 'Crime', 'Thriller'],
      overview: 'Breaking Bad follows a chemistry teacher & his former student.',
      images: [{ coverType: 'poster', url: 'https://static.tvmaze.com/original/bb.jpg', remoteUrl: 'https://static.tvmaze.com/original/bb.jpg' }],
    });
    expect(bb.firstAired?.toISOString()).toBe('2008-01-20T00:00:00.000Z');
    expect(bb.episodes).toBeUndefined();
    expect(results[1]).toMatchObject({ status: 'upcoming', network: 'Streamer', year: 0, airTime: null, tvdbId: 0, imdbId: null });
  });

  it('encodes the search text', async () => {
    expect(await client.search('a&b c')).toEqual([]);
    expect(fake.requests).toEqual(['/search/shows?q=a%26b%20c']);
  });

  it('reads a show by TVmaze id with its episodes and specials (season 0, in airing order)', async () => {
    const bb = await client.getSeries({ tvMazeId: 169 });
    expect(fake.requests).toEqual(['/shows/169', '/shows/169/episodes?specials=1']);
    expect(bb?.episodes?.map((e) => `${e.seasonNumber}x${e.episodeNumber} ${e.title}`)).toEqual([
      '0x1 Chemistry 101 (Webisode)',
      '0x2 Minisode: Good Cop Bad Cop',
      '1x1 Pilot',
      "1x2 Cat's in the Bag...",
      "1x3 ...And the Bag's in the River",
      '2x1 Seven Thirty-Seven',
      '2x2 Grilled',
    ]);
    const pilot = bb!.episodes!.find((e) => e.seasonNumber === 1 && e.episodeNumber === 1)!;
    expect(pilot).toMatchObject({ airDate: '2008-01-20', runtime: 47, overview: 'Summary of Pilot & more.' });
    expect(pilot.airDateUtc?.toISOString()).toBe('2008-01-20T02:00:00.000Z');
    expect(bb!.lastAired?.toISOString()).toBe('2009-03-15T02:00:00.000Z');
  });

  it('looks shows up by TheTVDB and IMDb id, following the redirect', async () => {
    expect((await client.getSeries({ tvdbId: 81189 }))?.tvMazeId).toBe(169);
    expect(fake.requests[0]).toBe('/lookup/shows?thetvdb=81189');
    expect((await client.getSeries({ imdbId: 'tt0096697' }))?.title).toBe('The Simpsons');
  });

  it('returns null for ids the provider does not know', async () => {
    expect(await client.getSeries({ tvMazeId: 999999 })).toBeNull();
    expect(await client.getSeries({ tvdbId: 1 })).toBeNull();
    expect(await client.getSeries({ imdbId: 'tt0000001' })).toBeNull();
  });

  it('reports server errors and rate limiting as unavailable', async () => {
    fake.failWith = 500;
    await expect(client.search('breaking')).rejects.toThrow(new MetadataUnavailableError('TVmaze answered HTTP 500 for /search/shows?q=breaking'));
    fake.failWith = 429;
    await expect(client.getSeries({ tvMazeId: 169 })).rejects.toThrow(/too many requests/);
  });

  it('gives up after its timeout', async () => {
    fake.delayMs = 2000;
    const started = Date.now();
    await expect(client.search('breaking')).rejects.toThrow(/did not answer within 0.5s/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = new TvMazeClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 500 });
    await expect(offline.search('x')).rejects.toThrow(new RegExp(`TVmaze is unreachable at http://127.0.0.1:${port}: .*ECONNREFUSED`));
  });

  it('rejects an answer that is not TVmaze JSON', async () => {
    const odd = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>captive portal</html>'));
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    const portal = new TvMazeClient({ baseUrl: `http://127.0.0.1:${(odd.address() as AddressInfo).port}` });
    try {
      await expect(portal.search('x')).rejects.toThrow('TVmaze returned an unexpected response for /search/shows?q=x');
    } finally {
      odd.closeAllConnections();
      await new Promise<void>((resolve) => odd.close(() => resolve()));
    }
  });
});
