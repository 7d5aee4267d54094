import { Blob } from 'node:buffer';
import { FormData, request, type Dispatcher } from 'undici';
import { DownloadClientError } from './errors';
import { infoHashOfMagnet, infoHashOfTorrent } from './torrent-hash';
import type { AddRequest, ClientTestFailure, DownloadClient, DownloadItem, DownloadItemStatus } from './types';

/** Sonarr's QBittorrentPriority: Last leaves the queue order alone, First moves the torrent to the top. */
export const QBITTORRENT_PRIORITY = { last: 0, first: 1 } as const;
/** Sonarr's QBittorrentState. */
export const QBITTORRENT_INITIAL_STATE = { start: 0, forceStart: 1, pause: 2 } as const;
/** Sonarr's QBittorrentContentLayout. */
export const QBITTORRENT_CONTENT_LAYOUT = { default: 0, original: 1, subfolder: 2 } as const;

export interface QBittorrentOptions {
  host: string;
  port: number;
  useSsl?: boolean;
  urlBase?: string;
  username?: string;
  password?: string;
  category?: string;
  /** Category a torrent moves to once imported; empty leaves it. */
  importedCategory?: string;
  recentPriority?: number;
  olderPriority?: number;
  initialState?: number;
  sequentialOrder?: boolean;
  firstAndLast?: boolean;
  contentLayout?: number;
  /** One request's limit. Default 30 000 ms. */
  timeoutMs?: number;
  dispatcher?: Dispatcher;
}

/** A torrent as `torrents/info` lists it (the fields this client reads). */
export interface QBittorrentTorrent {
  hash: string;
  name: string;
  size: number;
  total_size?: number;
  progress: number;
  eta: number;
  state: string;
  category: string;
  save_path: string;
  content_path?: string;
  amount_left?: number;
}

const ERROR_STATES = new Set(['error', 'missingFiles']);
const PAUSED_STATES = new Set(['pausedDL', 'stoppedDL']);
const QUEUED_STATES = new Set(['queuedDL', 'checkingDL', 'checkingUP', 'checkingResumeData', 'allocating', 'moving', 'metaDL', 'forcedMetaDL']);
const SEEDING_STATES = new Set(['uploading', 'stalledUP', 'pausedUP', 'stoppedUP', 'queuedUP', 'forcedUP']);

/** How the anchors read a qBittorrent state: complete once seeding (or fully downloaded and not being checked or moved). */
export function statusOfTorrent(torrent: Pick<QBittorrentTorrent, 'state' | 'progress'>): DownloadItemStatus {
  if (ERROR_STATES.has(torrent.state)) return 'failed';
  if (SEEDING_STATES.has(torrent.state)) return 'completed';
  if (torrent.state === 'stalledDL') return 'warning';
  if (PAUSED_STATES.has(torrent.state)) return 'paused';
  if (QUEUED_STATES.has(torrent.state)) return 'queued';
  return torrent.progress >= 1 ? 'completed' : 'downloading';
}

interface Reply {
  status: number;
  text: string;
  setCookie: string[];
}

/** qBittorrent Web API v2 over undici: cookie login (`SID`), add by file or magnet, list a category, delete, re-categorise. */
export class QBittorrentClient implements DownloadClient {
  private sid: string | undefined;
  private readonly base: string;

  constructor(private readonly options: QBittorrentOptions) {
    const scheme = options.useSsl ? 'https' : 'http';
    const urlBase = (options.urlBase ?? '').replace(/^\/*/, '/').replace(/\/+$/, '');
    this.base = `${scheme}://${options.host}:${options.port}${urlBase === '/' ? '' : urlBase}/api/v2`;
  }

  private async send(path: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string>; body?: FormData; query?: Record<string, string> } = {}): Promise<Reply> {
    const url = new URL(`${this.base}/${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { referer: `${url.protocol}//${url.host}` };
    if (this.sid) headers.cookie = `SID=${this.sid}`;
    let body: string | FormData | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body) {
      body = init.body;
    }
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    try {
      const response = await request(url, {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        ...(this.options.dispatcher ? { dispatcher: this.options.dispatcher } : {}),
      });
      const text = await response.body.text();
      const raw = response.headers['set-cookie'];
      return { status: response.statusCode, text, setCookie: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw] };
    } catch (error) {
      const err = error as Error;
      if (err.name === 'TimeoutError' || err.name === 'AbortError') {
        throw new DownloadClientError('timeout', `qBittorrent did not answer within ${Math.round(timeoutMs / 1000)} s`);
      }
      throw new DownloadClientError('unreachable', `Unable to connect to qBittorrent at ${this.base}: ${err.message}`);
    }
  }

  private async login(): Promise<void> {
    const reply = await this.send('auth/login', { form: { username: this.options.username ?? '', password: this.options.password ?? '' } });
    if (reply.status === 403) throw new DownloadClientError('auth', 'qBittorrent refused the login: too many failed attempts, the IP is banned');
    if (reply.status !== 200) throw new DownloadClientError(reply.status >= 500 ? 'server' : 'rejected', `qBittorrent login answered HTTP ${reply.status}`);
    const sid = reply.setCookie.map((c) => /^SID=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
    if (sid) this.sid = sid;
    else if (reply.text.trim() !== 'Ok.') throw new DownloadClientError('auth', 'Failed to authenticate with qBittorrent: check the username and password');
  }

  /** One API call, logging in first when there is no session and again once when the session expired (403). */
  private async call(path: string, init: Parameters<QBittorrentClient['send']>[1] = {}): Promise<Reply> {
    if (!this.sid) await this.login();
    let reply = await this.send(path, init);
    if (reply.status === 403) {
      this.sid = undefined;
      await this.login();
      reply = await this.send(path, init);
    }
    if (reply.status === 403) throw new DownloadClientError('auth', 'qBittorrent refused the request: check the username and password');
    return reply;
  }

  private async expectOk(path: string, init: Parameters<QBittorrentClient['send']>[1]): Promise<Reply> {
    const reply = await this.call(path, init);
    if (reply.status < 200 || reply.status >= 300) {
      throw new DownloadClientError(reply.status >= 500 ? 'server' : 'rejected', `qBittorrent ${path} answered HTTP ${reply.status}: ${reply.text.slice(0, 200)}`);
    }
    return reply;
  }

  async version(): Promise<string> {
    return (await this.expectOk('app/version', { method: 'GET' })).text.trim();
  }

  async test(): Promise<ClientTestFailure[]> {
    try {
      const version = await this.version();
      if (!/^v?\d+\./.test(version)) return [{ field: 'host', message: `Unexpected answer from qBittorrent's app/version: ${version.slice(0, 60)}` }];
      const category = this.options.category;
      if (category) await this.ensureCategory(category);
      if (this.options.importedCategory) await this.ensureCategory(this.options.importedCategory);
      return [];
    } catch (error) {
      if (error instanceof DownloadClientError) {
        const field = error.kind === 'auth' ? 'username' : error.kind === 'rejected' ? '' : 'host';
        return [{ field, message: error.message }];
      }
      throw error;
    }
  }

  /** Sonarr creates a missing category rather than failing (qBittorrent would not add the torrent to it otherwise). */
  private async ensureCategory(category: string): Promise<void> {
    const reply = await this.expectOk('torrents/categories', { method: 'GET' });
    const known = Object.keys(JSON.parse(reply.text || '{}') as Record<string, unknown>);
    if (!known.includes(category)) await this.expectOk('torrents/createCategory', { form: { category, savePath: '' } });
  }

  async add(request: AddRequest): Promise<string> {
    const form = new FormData();
    let hash: string | undefined;
    if (request.payload.kind === 'magnet') {
      hash = infoHashOfMagnet(request.payload.magnetUrl);
      if (!hash) throw new DownloadClientError('rejected', 'The magnet link has no BitTorrent info hash');
      form.append('urls', request.payload.magnetUrl);
    } else {
      try {
        hash = infoHashOfTorrent(request.payload.bytes);
      } catch (error) {
        throw new DownloadClientError('rejected', `The indexer did not return a valid .torrent file: ${(error as Error).message}`);
      }
      form.append('torrents', new Blob([request.payload.bytes], { type: 'application/x-bittorrent' }), `${hash}.torrent`);
    }
    if (this.options.category) form.append('category', this.options.category);
    if (this.options.initialState === QBITTORRENT_INITIAL_STATE.pause) {
      form.append('paused', 'true');
      form.append('stopped', 'true');
    }
    if (this.options.sequentialOrder) form.append('sequentialDownload', 'true');
    if (this.options.firstAndLast) form.append('firstLastPiecePrio', 'true');
    if (this.options.contentLayout === QBITTORRENT_CONTENT_LAYOUT.original) form.append('contentLayout', 'Original');
    if (this.options.contentLayout === QBITTORRENT_CONTENT_LAYOUT.subfolder) form.append('contentLayout', 'Subfolder');
    const reply = await this.expectOk('torrents/add', { body: form });
    if (/^fails\.?$/i.test(reply.text.trim())) throw new DownloadClientError('rejected', 'qBittorrent refused the torrent (Fails.)');

    const priority = request.recent === false ? this.options.olderPriority : this.options.recentPriority;
    // Queue moves answer 409 when queueing is off in qBittorrent; Sonarr ignores that, and so does this client.
    if (priority === QBITTORRENT_PRIORITY.first) await this.call('torrents/topPrio', { form: { hashes: hash.toLowerCase() } });
    if (this.options.initialState === QBITTORRENT_INITIAL_STATE.forceStart) {
      await this.call('torrents/setForceStart', { form: { hashes: hash.toLowerCase(), value: 'true' } });
    }
    return hash;
  }

  async torrents(): Promise<QBittorrentTorrent[]> {
    const query: Record<string, string> = this.options.category ? { category: this.options.category } : {};
    const reply = await this.expectOk('torrents/info', { method: 'GET', query });
    try {
      return JSON.parse(reply.text) as QBittorrentTorrent[];
    } catch {
      throw new DownloadClientError('rejected', 'qBittorrent returned an unreadable torrent list');
    }
  }

  async items(): Promise<DownloadItem[]> {
    const list = await this.torrents();
    const imported = this.options.importedCategory;
    return list
      .filter((t) => !imported || t.category !== imported)
      .map((t) => {
        const size = t.size ?? t.total_size ?? 0;
        const remaining = t.amount_left ?? Math.max(0, Math.round(size * (1 - t.progress)));
        const item: DownloadItem = {
          downloadId: t.hash.toUpperCase(),
          title: t.name,
          status: statusOfTorrent(t),
          size,
          remaining,
          outputPath: t.content_path || (t.save_path ? `${t.save_path.replace(/\/+$/, '')}/${t.name}` : undefined),
          category: t.category,
        };
        if (t.eta > 0 && t.eta < 8_640_000) item.etaSeconds = t.eta;
        if (t.state === 'missingFiles') item.message = 'The download is missing files';
        else if (t.state === 'error') item.message = 'qBittorrent is reporting an error';
        else if (t.state === 'stalledDL') item.message = 'The download is stalled with no connections';
        return item;
      });
  }

  async remove(downloadId: string, deleteData: boolean): Promise<void> {
    await this.expectOk('torrents/delete', { form: { hashes: downloadId.toLowerCase(), deleteFiles: String(deleteData) } });
  }

  async markImported(downloadId: string): Promise<void> {
    const category = this.options.importedCategory;
    if (!category) return;
    await this.expectOk('torrents/setCategory', { form: { hashes: downloadId.toLowerCase(), category } });
  }
}
