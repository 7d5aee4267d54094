import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TvMazeEpisode, TvMazeShow } from '../../src/metadata/tvmaze.mapping';

/** A show as the fake serves it: TVmaze's JSON shape, its episodes (specials included) alongside. */
export interface FakeShow {
  show: TvMazeShow & Record<string, unknown>;
  episodes: Array<TvMazeEpisode & Record<string, unknown>>;
}

function episode(id: number, season: number, number: number | null, name: string, airdate: string, extra: Partial<TvMazeEpisode> = {}) {
  return {
    id,
    url: `https://www.tvmaze.com/episodes/${id}`,
    name,
    season,
    number,
    type: number === null ? 'significant_special' : 'regular',
    airdate,
    airtime: '22:00',
    airstamp: airdate ? `${airdate}T02:00:00+00:00` : null,
    runtime: 47,
    rating: { average: null },
    image: null,
    summary: `<p>Summary of <b>${name}</b> &amp; more.</p>`,
    _links: { self: { href: `https://api.tvmaze.com/episodes/${id}` } },
    ...extra,
  };
}

function show(id: number, name: string, fields: Partial<TvMazeShow>): TvMazeShow & Record<string, unknown> {
  const base: Record<string, unknown> = {
    id,
    url: `https://www.tvmaze.com/shows/${id}`,
    name,
    type: 'Scripted',
    language: 'English',
    genres: [],
    status: 'Ended',
    runtime: 60,
    averageRuntime: 60,
    premiered: null,
    ended: null,
    officialSite: null,
    schedule: { time: '21:00', days: ['Sunday'] },
    rating: { average: 8 },
    weight: 90,
    network: { id: 1, name: 'Network', country: { name: 'United States', code: 'US', timezone: 'America/New_York' }, officialSite: null },
    webChannel: null,
    dvdCountry: null,
    externals: { tvrage: null, thetvdb: null, imdb: null },
    image: null,
    summary: null,
    updated: 1700000000,
    _links: { self: { href: `https://api.tvmaze.com/shows/${id}` } },
  };
  return { ...base, ...fields, id, name };
}

/** A few shows, in TVmaze's JSON shape. Fresh copies each call, so tests may change them. */
export function fakeShows(): FakeShow[] {
  return [
    {
      show: show(169, 'Breaking Bad', {
        genres: ['Drama', 'Crime', 'Thriller'],
        runtime: 60,
        premiered: '2008-01-20',
        ended: '2019-10-11',
        network: { name: 'AMC' },
        externals: { tvrage: 18164, thetvdb: 81189, imdb: 'tt0903747' },
        image: { medium: 'https://static.tvmaze.com/medium/bb.jpg', original: 'https://static.tvmaze.com/original/bb.jpg' },
        summary: '<p><b>Breaking Bad</b> follows a chemistry teacher &amp; his former student.</p>',
      }),
      episodes: [
        episode(12192, 1, 1, 'Pilot', '2008-01-20'),
        episode(12193, 1, 2, "Cat's in the Bag...", '2008-01-27'),
        episode(12194, 1, 3, "...And the Bag's in the River", '2008-02-10'),
        episode(12195, 2, 1, 'Seven Thirty-Seven', '2009-03-08'),
        episode(12196, 2, 2, 'Grilled', '2009-03-15'),
        episode(99001, 2, null, 'Minisode: Good Cop Bad Cop', '2009-02-17', { runtime: 5 }),
        episode(99002, 1, null, 'Chemistry 101 (Webisode)', '2008-12-01', { type: 'insignificant_special', runtime: 3 }),
      ],
    },
    {
      show: show(83, 'The Simpsons', {
        genres: ['Comedy', 'Family'],
        status: 'Running',
        runtime: 30,
        premiered: '1989-12-17',
        network: { name: 'FOX' },
        externals: { tvrage: 6190, thetvdb: 71663, imdb: 'tt0096697' },
        summary: '<p>Springfield.</p>',
      }),
      episodes: [episode(1, 1, 1, 'Simpsons Roasting on an Open Fire', '1989-12-17', { runtime: 30 })],
    },
    {
      show: show(4, 'Fargo', {
        genres: ['Drama', 'Crime'],
        premiered: '2014-04-15',
        network: { name: 'FX' },
        externals: { tvrage: null, thetvdb: 269613, imdb: 'tt2802850' },
      }),
      episodes: [episode(101, 1, 1, "The Crocodile's Dilemma", '2014-04-15'), episode(102, 1, 2, "The Rooster Prince", '2014-04-22')],
    },
    {
      show: show(2, 'Breaking Point', {
        status: 'In Development',
        premiered: null,
        network: null,
        webChannel: { name: 'Streamer' },
        schedule: { time: '', days: [] },
      }),
      episodes: [],
    },
  ];
}

export interface FakeTvMaze {
  url: string;
  shows: FakeShow[];
  /** Every path requested, in order. */
  requests: string[];
  /** When set, every request answers with this status. */
  failWith: number | null;
  /** When set, requests hang this long before answering. */
  delayMs: number;
  close(): Promise<void>;
}

/** A local TVmaze on 127.0.0.1 serving search, shows, episodes (with ?specials=1) and lookups. */
export async function startFakeTvMaze(shows: FakeShow[] = fakeShows()): Promise<FakeTvMaze> {
  const state: Omit<FakeTvMaze, 'url' | 'close'> = { shows, requests: [], failWith: null, delayMs: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const answer = () => {
      if (state.failWith !== null) return send(state.failWith, { name: 'Error', message: 'fake failure', status: state.failWith });
      const byId = (id: number) => state.shows.find((s) => s.show.id === id);
      let m: RegExpMatchArray | null;
      if (url.pathname === '/search/shows') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const found = state.shows.filter((s) => q !== '' && s.show.name.toLowerCase().includes(q));
        return send(200, found.map((s, i) => ({ score: 1 - i / 10, show: s.show })));
      }
      if (url.pathname === '/lookup/shows') {
        const tvdb = url.searchParams.get('thetvdb');
        const imdb = url.searchParams.get('imdb');
        const found = state.shows.find(
          (s) => (tvdb !== null && String(s.show.externals?.thetvdb) === tvdb) || (imdb !== null && s.show.externals?.imdb === imdb),
        );
        if (!found) return send(404, { name: 'Not Found', message: '', code: 0, status: 404 });
        return send(301, undefined, { location: `http://${req.headers.host}/shows/${found.show.id}` });
      }
      if ((m = /^\/shows\/(\d+)$/.exec(url.pathname))) {
        const found = byId(Number(m[1]));
        return found ? send(200, found.show) : send(404, { name: 'Not Found', status: 404 });
      }
      if ((m = /^\/shows\/(\d+)\/episodes$/.exec(url.pathname))) {
        const found = byId(Number(m[1]));
        if (!found) return send(404, { name: 'Not Found', status: 404 });
        const specials = url.searchParams.get('specials') === '1';
        return send(200, found.episodes.filter((e) => specials || e.type === 'regular'));
      }
      return send(404, { name: 'Not Found', status: 404 });
    };
    if (state.delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, state.delayMs);
      timers.add(timer);
    }
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
