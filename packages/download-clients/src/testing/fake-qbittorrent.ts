import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { infoHashOfMagnet, infoHashOfTorrent } from '../torrent-hash';

export interface FakeTorrent {
  hash: string;
  name: string;
  size: number;
  progress: number;
  eta: number;
  state: string;
  category: string;
  save_path: string;
  content_path: string;
  amount_left: number;
  added_on: number;
  /** How it was added: the uploaded file's bytes or the magnet URI. */
  source: { kind: 'file'; bytes: Buffer } | { kind: 'magnet'; url: string };
  /** The add request's other form fields (paused, sequentialDownload, firstLastPiecePrio, contentLayout...). */
  options: Record<string, string>;
  priorityMoves: string[];
  forceStart: boolean;
}

export interface FakeQBittorrentOptions {
  username?: string;
  password?: string;
  /** What `app/version` answers. Default v4.6.7. */
  version?: string;
  /** Where torrents are "saved". Default /downloads. */
  savePath?: string;
}

export interface FakeQBittorrentRequest {
  method: string;
  path: string;
  hadSession: boolean;
}

export interface FakeQBittorrent {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly torrents: FakeTorrent[];
  readonly categories: string[];
  readonly requests: FakeQBittorrentRequest[];
  /** Marks a torrent finished (seeding) and, optionally, where its content lies. */
  complete(hash: string, contentPath?: string): void;
  setState(hash: string, state: string, progress?: number): void;
  /** Makes every later request answer 500 (true) or behave again (false). */
  setFailing(failing: boolean): void;
  /** Forgets sessions, as a qBittorrent restart does: the next call gets 403 and must log in again. */
  expireSessions(): void;
  find(hash: string): FakeTorrent | undefined;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Form fields and uploaded files of a POST (urlencoded or multipart), parsed with Node's own Fetch API. */
async function readForm(req: IncomingMessage, body: Buffer): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const contentType = req.headers['content-type'] ?? '';
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  if (!contentType) return { fields, files };
  const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else files.push(Buffer.from(await value.arrayBuffer()));
  }
  return { fields, files };
}

function torrentName(bytes: Buffer): string {
  const match = /4:name(\d+):/.exec(bytes.toString('latin1'));
  if (!match) return 'torrent';
  const start = match.index + match[0].length;
  return bytes.subarray(start, start + Number(match[1])).toString('utf8');
}

function torrentSize(bytes: Buffer): number {
  const match = /6:lengthi(\d+)e/.exec(bytes.toString('latin1'));
  return match ? Number(match[1]) : 0;
}

/**
 * A qBittorrent Web API v2 server on 127.0.0.1 for tests: `auth/login` (cookie `SID`), `app/version`,
 * `torrents/add` (multipart file or magnet URLs), `torrents/info?category=`, `torrents/delete`,
 * `torrents/setCategory`, `torrents/categories`, `torrents/createCategory`, `topPrio`, `setForceStart`.
 */
export async function startFakeQBittorrent(options: FakeQBittorrentOptions = {}): Promise<FakeQBittorrent> {
  const username = options.username ?? 'admin';
  const password = options.password ?? 'adminadmin';
  const savePath = options.savePath ?? '/downloads';
  const sessions = new Set<string>();
  const torrents: FakeTorrent[] = [];
  const categories: string[] = [];
  const requests: FakeQBittorrentRequest[] = [];
  let failing = false;

  const find = (hash: string) => torrents.find((t) => t.hash.toLowerCase() === hash.toLowerCase());
  const hashesOf = (fields: Record<string, string>) => (fields.hashes ?? '').split('|').filter(Boolean);

  const send = (res: ServerResponse, status: number, body: string, type = 'text/plain; charset=UTF-8', headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v2\//, '');
    const sid = /(?:^|;\s*)SID=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const hadSession = sid !== undefined && sessions.has(sid);
    requests.push({ method: req.method ?? 'GET', path, hadSession });
    if (failing) return send(res, 500, 'Internal Server Error');
    const body = await readBody(req);
    const { fields, files } = req.method === 'POST' ? await readForm(req, body) : { fields: {}, files: [] };

    if (path === 'auth/login') {
      if (fields.username !== username || fields.password !== password) return send(res, 200, 'Fails.');
      const session = randomBytes(16).toString('hex');
      sessions.add(session);
      return send(res, 200, 'Ok.', undefined, { 'set-cookie': `SID=${session}; HttpOnly; path=/` });
    }
    if (!hadSession) return send(res, 403, 'Forbidden');

    switch (path) {
      case 'app/version':
        return send(res, 200, options.version ?? 'v4.6.7');
      case 'app/webapiVersion':
        return send(res, 200, '2.9.3');
      case 'torrents/categories':
        return send(res, 200, JSON.stringify(Object.fromEntries(categories.map((name) => [name, { name, savePath: '' }]))), 'application/json');
      case 'torrents/createCategory':
        if (!fields.category) return send(res, 400, 'Invalid category name');
        if (!categories.includes(fields.category)) categories.push(fields.category);
        return send(res, 200, '');
      case 'torrents/add': {
        const added: Array<Pick<FakeTorrent, 'hash' | 'name' | 'size' | 'source'>> = [];
        for (const bytes of files) {
          try {
            added.push({ hash: infoHashOfTorrent(bytes).toLowerCase(), name: torrentName(bytes), size: torrentSize(bytes), source: { kind: 'file', bytes } });
          } catch {
            return send(res, 200, 'Fails.');
          }
        }
        for (const magnet of (fields.urls ?? '').split('\n').filter(Boolean)) {
          const hash = infoHashOfMagnet(magnet);
          if (!hash) return send(res, 200, 'Fails.');
          const name = new URL(magnet).searchParams.get('dn') ?? hash;
          added.push({ hash: hash.toLowerCase(), name, size: 0, source: { kind: 'magnet', url: magnet } });
        }
        if (added.length === 0) return send(res, 200, 'Fails.');
        const { urls: _urls, ...rest } = fields;
        for (const torrent of added) {
          if (find(torrent.hash)) continue;
          const paused = fields.paused === 'true' || fields.stopped === 'true';
          torrents.push({
            ...torrent,
            progress: 0,
            eta: 3600,
            state: paused ? 'pausedDL' : 'downloading',
            category: fields.category ?? '',
            save_path: savePath,
            content_path: `${savePath}/${torrent.name}`,
            amount_left: torrent.size,
            added_on: Math.floor(Date.now() / 1000),
            options: rest,
            priorityMoves: [],
            forceStart: false,
          });
        }
        return send(res, 200, 'Ok.');
      }
      case 'torrents/info': {
        const category = url.searchParams.get('category');
        const list = category === null ? torrents : torrents.filter((t) => t.category === category);
        return send(
          res,
          200,
          JSON.stringify(list.map(({ source: _s, options: _o, priorityMoves: _p, forceStart: _f, ...t }) => t)),
          'application/json',
        );
      }
      case 'torrents/delete': {
        for (const hash of hashesOf(fields)) {
          const index = torrents.findIndex((t) => t.hash.toLowerCase() === hash.toLowerCase());
          if (index >= 0) torrents.splice(index, 1);
        }
        return send(res, 200, '');
      }
      case 'torrents/setCategory': {
        if (fields.category && !categories.includes(fields.category)) return send(res, 409, 'Category does not exist');
        for (const hash of hashesOf(fields)) {
          const torrent = find(hash);
          if (torrent) torrent.category = fields.category ?? '';
        }
        return send(res, 200, '');
      }
      case 'torrents/topPrio':
      case 'torrents/bottomPrio':
        for (const hash of hashesOf(fields)) find(hash)?.priorityMoves.push(path.slice('torrents/'.length));
        return send(res, 200, '');
      case 'torrents/setForceStart':
        for (const hash of hashesOf(fields)) {
          const torrent = find(hash);
          if (torrent) torrent.forceStart = fields.value === 'true';
        }
        return send(res, 200, '');
      default:
        return send(res, 404, 'Not Found');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    torrents,
    categories,
    requests,
    complete(hash, contentPath) {
      const torrent = find(hash);
      if (!torrent) throw new Error(`no torrent ${hash}`);
      Object.assign(torrent, { progress: 1, eta: 8_640_000, state: 'stalledUP', amount_left: 0 });
      if (contentPath) torrent.content_path = contentPath;
    },
    setState(hash, state, progress) {
      const torrent = find(hash);
      if (!torrent) throw new Error(`no torrent ${hash}`);
      torrent.state = state;
      if (progress !== undefined) torrent.progress = progress;
    },
    setFailing(value) {
      failing = value;
    },
    expireSessions() {
      sessions.clear();
    },
    find,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
