import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, ApiKeyHolder, type AppEnv } from '@arrstack/core';
import { IndexerError, renderCapsXml, renderErrorXml, renderSearchXml, type Release } from '@arrstack/newznab';
import { AppProfileService } from '../app-profiles/app-profile.service';
import type { IndexerEntity } from '../indexers/indexer.entity';
import { IndexerRepository } from '../indexers/indexer.repository';
import { buildDownloadUrl, readDownloadLink } from './download-link';
import { IndexerSearchService, IndexerUnavailableError, type Caller } from './indexer-search.service';
import { NewznabRequestError, readNewznabRequest } from './newznab-request';

/** What the proxy answers: a status, headers and a body (XML text, or the grabbed file). */
export interface ProxyReply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const XML = 'application/rss+xml; charset=utf-8';

function xml(status: number, body: string, headers: Record<string, string> = {}): ProxyReply {
  return { status, headers: { 'Content-Type': XML, ...headers }, body };
}

/** Newznab/Torznab answers for `/{id}/api` and `/api/v1/indexer/{id}/newznab`, and grabs for `/{id}/download`. */
@Injectable()
export class NewznabProxyService {
  constructor(
    private readonly indexers: IndexerRepository,
    private readonly search: IndexerSearchService,
    private readonly profiles: AppProfileService,
    private readonly apiKey: ApiKeyHolder,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  async api(id: number, params: Record<string, unknown>, caller: Caller, origin: string): Promise<ProxyReply> {
    const indexer = await this.indexers.findById(id);
    if (!indexer) return xml(404, renderErrorXml(201, `Indexer with ID ${id} does not exist`));
    if (!indexer.enable) return xml(404, renderErrorXml(910, 'Indexer is disabled'));
    let request;
    try {
      request = readNewznabRequest(params);
    } catch (error) {
      if (error instanceof NewznabRequestError) return xml(400, renderErrorXml(error.code, error.message));
      throw error;
    }
    const torznab = indexer.protocol === 'torrent';
    try {
      if (request.fn === 'caps') return xml(200, renderCapsXml(await this.search.capabilities(indexer)));
      const profile = await this.profiles.get(indexer.appProfileId).catch(() => undefined);
      const allowed = request.isRss ? profile?.enableRss !== false : profile?.enableAutomaticSearch !== false || profile?.enableInteractiveSearch !== false;
      if (!allowed) return xml(200, renderSearchXml([], { torznab, offset: 0, total: 0, title: indexer.name }));
      const result = await this.search.query(indexer, request.query, request.isRss, caller);
      const items = result.items.map((release) => this.rewrite(indexer, release, origin));
      return xml(200, renderSearchXml(items, { torznab, offset: result.offset ?? request.query.offset ?? 0, total: result.total ?? items.length, title: indexer.name }));
    } catch (error) {
      return this.failure(error);
    }
  }

  async download(id: number, params: Record<string, unknown>, caller: Caller): Promise<ProxyReply> {
    const indexer = await this.indexers.findById(id);
    if (!indexer) return xml(404, renderErrorXml(201, `Indexer with ID ${id} does not exist`));
    const link = readDownloadLink(this.apiKey.get() ?? '', id, params.link, params.sig);
    if (!link) return xml(400, renderErrorXml(201, 'Incorrect parameter (link)'));
    const title = typeof params.file === 'string' ? params.file.slice(0, 300) : '';
    try {
      const result = await this.search.grab(indexer, link, title, caller);
      if (result.kind === 'magnet') return { status: 302, headers: { Location: result.magnetUrl }, body: '' };
      const fileName = result.fileName ?? `${title || 'release'}${indexer.protocol === 'torrent' ? '.torrent' : '.nzb'}`;
      return {
        status: 200,
        headers: {
          'Content-Type': result.contentType || 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
        },
        body: result.bytes,
      };
    } catch (error) {
      return this.failure(error);
    }
  }

  /** Grab links go back through this service so grabs are counted and limited. */
  rewrite(indexer: IndexerEntity, release: Release, origin: string): Release {
    const base = `${origin}${this.env.urlBase}`;
    const key = this.apiKey.get() ?? '';
    const downloadUrl = buildDownloadUrl(base, key, indexer.id, release.downloadUrl, release.title);
    return {
      ...release,
      downloadUrl,
      link: downloadUrl,
      ...(release.magnetUrl ? { magnetUrl: buildDownloadUrl(base, key, indexer.id, release.magnetUrl, release.title) } : {}),
    };
  }

  private failure(error: unknown): ProxyReply {
    if (error instanceof IndexerUnavailableError) {
      return xml(429, renderErrorXml(429, error.message), { 'Retry-After': String(error.retryAfterSeconds) });
    }
    if (error instanceof IndexerError) {
      if (error.kind === 'requestLimit') {
        const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
        return xml(429, renderErrorXml(429, `Indexer request limit reached: ${error.message}`), retry ? { 'Retry-After': String(retry) } : {});
      }
      // The caller's request was fine; the indexer behind this proxy failed.
      return xml(502, renderErrorXml(900, `Indexer ${error.kind === 'timeout' ? 'did not answer in time' : 'request failed'}: ${error.message}`));
    }
    throw error;
  }
}
