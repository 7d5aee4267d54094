import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { categoriesMatch, NEWZNAB_CATEGORIES } from '../categories';
import { normalizeTitle } from '../dedupe';
import { renderCapsXml, renderErrorXml, renderSearchXml } from '../feed-writer';
import type { IndexerCapabilities, Release } from '../types';

/**
 * How the fake answers every request:
 * - `healthy`: caps, feeds filtered by the query, downloads;
 * - `failing`: HTTP 500 with a plain-text body;
 * - `slow`: healthy after `delayMs` (default 3000 ms);
 * - `empty`: caps as usual, feeds without items;
 * - `wrongKey`: Newznab error 100 for any key;
 * - `hang`: accepts the request and never answers (until `close()`);
 * - `limited`: HTTP 429 with Newznab error 500 and `Retry-After`;
 * - `garbage`: HTTP 200 with an HTML page.
 */
export type FakeIndexerMode = 'healthy' | 'failing' | 'slow' | 'empty' | 'wrongKey' | 'hang' | 'limited' | 'garbage';

/** A release to serve; missing fields are filled in (guid, URLs pointing at the fake, size, date, protocol). */
export type FakeRelease = Partial<Release> & { title: string };

export interface FakeIndexerOptions {
  /** When set, a request with any other `apikey` gets Newznab error 100. */
  apiKey?: string;
  mode?: FakeIndexerMode;
  /** Delay of `slow` mode. Default 3000 ms. */
  delayMs?: number;
  /** What to serve; default a few sample TV and movie releases. */
  releases?: FakeRelease[];
  /** Serve a Torznab feed (torrents, `torznab:attr`) instead of Newznab. */
  torznab?: boolean;
  caps?: IndexerCapabilities;
  /** Default `/api`. */
  apiPath?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** `Retry-After` of `limited` mode. Default 60. */
  retryAfterSeconds?: number;
}

/** A request as the fake received it. Times are `Date.now()` milliseconds. */
export interface FakeIndexerRequest {
  method: string;
  path: string;
  /** The `t=` function, `download` or `magnet` for the grab routes. */
  t?: string;
  q?: string;
  cat: number[];
  apikey?: string;
  params: Record<string, string>;
  userAgent?: string;
  receivedAt: number;
  respondedAt?: number;
  status?: number;
}

export interface FakeIndexer {
  /** Base URL, e.g. `http://127.0.0.1:40123`; give it to a client as `baseUrl`. */
  readonly url: string;
  /** `url` + the API path. */
  readonly apiUrl: string;
  readonly port: number;
  readonly apiKey?: string;
  readonly mode: FakeIndexerMode;
  /** Every request received so far, oldest first. */
  readonly requests: FakeIndexerRequest[];
  /** The releases as served, with their filled-in fields. */
  readonly releases: Release[];
  readonly caps: IndexerCapabilities;
  setMode(mode: FakeIndexerMode, delayMs?: number): void;
  /** Forgets recorded requests. */
  clearRequests(): void;
  /** Stops listening and drops open (hanging) connections. */
  close(): Promise<void>;
}

/** Capabilities the fake announces unless told otherwise: every mode on, the standard categories. */
export function defaultFakeCaps(): IndexerCapabilities {
  return {
    server: { version: '1.0', title: 'arrstack fake indexer' },
    limits: { max: 100, default: 100 },
    searching: {
      search: { available: true, supportedParams: ['q'] },
      tvSearch: { available: true, supportedParams: ['q', 'season', 'ep', 'tvdbid', 'imdbid', 'tvmazeid', 'rid'] },
      movieSearch: { available: true, supportedParams: ['q', 'imdbid', 'tmdbid'] },
      musicSearch: { available: true, supportedParams: ['q', 'artist', 'album'] },
      bookSearch: { available: true, supportedParams: ['q', 'author', 'title'] },
    },
    categories: NEWZNAB_CATEGORIES.map((category) => ({ ...category })),
  };
}

/** Sample releases the fake serves by default. */
export function sampleFakeReleases(): FakeRelease[] {
  return [
    {
      title: 'Fake.Show.S01E01.1080p.WEB-DL.x264-FAKE',
      categories: [5000, 5040],
      tvdbId: 100001,
      season: 1,
      episode: 1,
    },
    { title: 'Fake.Show.S01E02.720p.HDTV.x264-FAKE', categories: [5000, 5040], tvdbId: 100001, season: 1, episode: 2 },
    { title: 'Fake.Show.S01E02.480p.WEB.x264-OTHER', categories: [5000, 5030], tvdbId: 100001, season: 1, episode: 2 },
    { title: 'Fake.Movie.2020.2160p.UHD.BluRay.x265-FAKE', categories: [2000, 2045], imdbId: 'tt0000001', tmdbId: 1 },
    { title: 'Fake.Artist-Fake.Album-2019-FLAC', categories: [3000, 3040] },
  ];
}

const BASE_DATE = Date.parse('2025-01-01T12:00:00Z');

function fillRelease(input: FakeRelease, index: number, base: string, torznab: boolean, apiKey?: string): Release {
  const guid = input.guid ?? `fake-${index + 1}`;
  const key = apiKey ? `?apikey=${encodeURIComponent(apiKey)}` : '';
  const downloadUrl = input.downloadUrl ?? `${base}/download/${encodeURIComponent(guid)}${key}`;
  const release: Release = {
    ...input,
    guid,
    downloadUrl,
    link: input.link ?? downloadUrl,
    comments: input.comments ?? `${base}/details/${encodeURIComponent(guid)}`,
    size: input.size ?? (index + 1) * 734_003_200,
    publishDate: input.publishDate ?? new Date(BASE_DATE - index * 3_600_000).toISOString(),
    categories: input.categories ?? [8000],
    protocol: input.protocol ?? (torznab ? 'torrent' : 'usenet'),
    attributes: input.attributes ?? {},
  };
  release.infoUrl = input.infoUrl ?? release.comments;
  if (torznab) {
    release.infoHash ??= createHash('sha1').update(guid).digest('hex');
    release.seeders ??= 10 + index;
    release.peers ??= release.seeders + 2;
    release.magnetUrl ??= `magnet:?xt=urn:btih:${release.infoHash}&dn=${encodeURIComponent(release.title)}`;
  } else {
    release.grabs ??= 100 + index;
  }
  return release;
}

function words(value: string): string[] {
  return normalizeTitle(value)
    .split(/[.\-]+/)
    .filter((word) => word.length > 0);
}

function containsWords(title: string, query: string | undefined): boolean {
  if (!query) return true;
  const have = new Set(words(title));
  return words(query).every((word) => have.has(word));
}

function idMatches(wanted: string | undefined, have: number | string | undefined): boolean {
  if (!wanted) return true;
  if (have === undefined) return false;
  return String(have).replace(/^(tt)?0*/i, '') === wanted.replace(/^(tt)?0*/i, '');
}

function numberMatches(wanted: string | undefined, have: number | undefined): boolean {
  if (!wanted) return true;
  if (have === undefined) return false;
  return Number(wanted) === have;
}

/** What a feed request finds: ids, season and episode asked for must be carried by the release and equal. */
function filterReleases(releases: readonly Release[], params: Record<string, string>): Release[] {
  const cats = (params.cat ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return releases.filter(
    (release) =>
      categoriesMatch(release.categories, cats) &&
      containsWords(release.title, params.q) &&
      containsWords(release.title, params.artist) &&
      containsWords(release.title, params.album) &&
      idMatches(params.tvdbid, release.tvdbId) &&
      idMatches(params.tvmazeid, release.tvMazeId) &&
      idMatches(params.rid, release.rageId) &&
      idMatches(params.imdbid, release.imdbId) &&
      idMatches(params.tmdbid, release.tmdbId) &&
      numberMatches(params.season, release.season) &&
      numberMatches(params.ep, release.episode),
  );
}

function torrentBytes(release: Release, announce: string): Buffer {
  const name = Buffer.from(release.title);
  const url = Buffer.from(announce);
  return Buffer.concat([
    Buffer.from(`d8:announce${url.length}:`),
    url,
    Buffer.from(`4:infod6:lengthi${release.size ?? 0}e4:name${name.length}:`),
    name,
    Buffer.from('12:piece lengthi262144e6:pieces0:ee'),
  ]);
}

function nzbBytes(release: Release): Buffer {
  const title = release.title.replace(/[<>&"]/g, '');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb">\n` +
      `  <head><meta type="title">${title}</meta></head>\n` +
      `  <file poster="fake@example.invalid" date="${Math.floor(BASE_DATE / 1000)}" subject="${title}">\n` +
      `    <groups><group>alt.binaries.fake</group></groups>\n` +
      `    <segments><segment bytes="${release.size ?? 0}" number="1">${release.guid}@fake</segment></segments>\n` +
      `  </file>\n</nzb>\n`,
  );
}

/**
 * Starts a Newznab/Torznab server on node:http for tests and benchmarks. It answers `t=caps`, `search`,
 * `tvsearch`, `movie`, `music`, `book` and `get` on the API path, grabs on `/download/{guid}`, and a
 * redirect to the magnet URI on `/magnet/{guid}`; every request is recorded in `requests`.
 */
export async function startFakeIndexer(options: FakeIndexerOptions = {}): Promise<FakeIndexer> {
  const torznab = options.torznab ?? false;
  const apiPath = `/${(options.apiPath ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  const caps = options.caps ?? defaultFakeCaps();
  const retryAfter = options.retryAfterSeconds ?? 60;
  let mode: FakeIndexerMode = options.mode ?? 'healthy';
  let delayMs = options.delayMs ?? 3000;
  let releases: Release[] = [];
  const requests: FakeIndexerRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const send = (
    res: ServerResponse,
    record: FakeIndexerRequest,
    status: number,
    type: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ): void => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body, () => {
      record.respondedAt = Date.now();
      record.status = status;
    });
  };
  const sendXml = (res: ServerResponse, record: FakeIndexerRequest, xml: string, status = 200): void =>
    send(res, record, status, torznab ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8', xml);

  const answer = (req: IncomingMessage, res: ServerResponse, record: FakeIndexerRequest, url: URL): void => {
    const params = record.params;
    if (mode === 'failing') return send(res, record, 500, 'text/plain', 'Internal Server Error');
    if (mode === 'garbage') {
      return send(res, record, 200, 'text/html', '<!DOCTYPE html><html><body><h1>Please log in</h1></body></html>');
    }
    if (mode === 'limited') {
      return send(res, record, 429, 'application/xml', renderErrorXml(500, 'Request limit reached'), {
        'retry-after': String(retryAfter),
      });
    }
    const keyOk = mode !== 'wrongKey' && (options.apiKey === undefined || params.apikey === options.apiKey);
    if (!keyOk) return sendXml(res, record, renderErrorXml(100, 'Incorrect user credentials'));

    const grab = /^\/(download|magnet)\/([^/]+)$/.exec(url.pathname);
    if (grab || (url.pathname === apiPath && params.t === 'get')) {
      const guid = grab ? decodeURIComponent(grab[2]) : (params.id ?? '');
      const release = releases.find((r) => r.guid === guid);
      if (!release) return sendXml(res, record, renderErrorXml(300, 'No such item.'));
      if (grab?.[1] === 'magnet') {
        return send(res, record, 302, 'text/plain', '', { location: release.magnetUrl ?? `magnet:?dn=${guid}` });
      }
      const isTorrent = release.protocol === 'torrent';
      const extension = isTorrent ? 'torrent' : 'nzb';
      return send(
        res,
        record,
        200,
        isTorrent ? 'application/x-bittorrent' : 'application/x-nzb',
        isTorrent ? torrentBytes(release, `${base}/announce`) : nzbBytes(release),
        { 'content-disposition': `attachment; filename="${release.title}.${extension}"` },
      );
    }
    if (url.pathname !== apiPath) return send(res, record, 404, 'text/plain', 'Not Found');

    switch (params.t) {
      case 'caps':
        return sendXml(res, record, renderCapsXml(caps));
      case 'search':
      case 'tvsearch':
      case 'movie':
      case 'music':
      case 'book': {
        const found = mode === 'empty' ? [] : filterReleases(releases, params);
        const offset = Math.max(0, Number(params.offset) || 0);
        const limit = Math.min(Math.max(1, Number(params.limit) || 100), caps.limits.max ?? 100);
        const page = found.slice(offset, offset + limit);
        return sendXml(res, record, renderSearchXml(page, { torznab, offset, total: found.length }));
      }
      case undefined:
        return sendXml(res, record, renderErrorXml(200, 'Missing parameter (t)'));
      default:
        return sendXml(res, record, renderErrorXml(202, `No such function (${params.t})`));
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const params = Object.fromEntries(url.searchParams);
    const grab = /^\/(download|magnet)\//.exec(url.pathname);
    const record: FakeIndexerRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      t: grab ? grab[1] : params.t,
      q: params.q,
      cat: (params.cat ?? '')
        .split(',')
        .filter((c) => c !== '')
        .map(Number),
      apikey: params.apikey,
      params,
      userAgent: req.headers['user-agent'],
      receivedAt: Date.now(),
    };
    requests.push(record);
    if (mode === 'hang') return;
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!res.destroyed) answer(req, res, record, url);
      }, delayMs);
      pending.add(timer);
      return;
    }
    answer(req, res, record, url);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  const base = `http://${host}:${port}`;
  releases = (options.releases ?? sampleFakeReleases()).map((release, index) =>
    fillRelease(release, index, base, torznab, options.apiKey),
  );

  return {
    url: base,
    apiUrl: `${base}${apiPath}`,
    port,
    apiKey: options.apiKey,
    get mode() {
      return mode;
    },
    requests,
    releases,
    caps,
    setMode(next: FakeIndexerMode, nextDelayMs?: number) {
      mode = next;
      if (nextDelayMs !== undefined) delayMs = nextDelayMs;
    },
    clearRequests() {
      requests.length = 0;
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
