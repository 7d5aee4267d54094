import { Injectable } from '@nestjs/common';
import { asObject, NotFoundError, readPaging, ValidationError, type PagingResource } from '@arrstack/core';
import { readIds } from '@arrstack/providers';
import { queryEnumList, queryIntList } from '../query-params';
import { RelatedResources } from '../related-resources';
import { BlocklistRepository } from './blocklist.repository';
import { matchesBlocklist, type CandidateRelease } from './blocklist.rules';
import { toBlocklistResource, type BlocklistResource } from './blocklist.resource';

const BLOCKLIST_PAGING = {
  sortKeys: {
    date: 'blocklist.date',
    sourceTitle: 'blocklist.sourceTitle',
    protocol: 'blocklist.protocol',
    indexer: 'blocklist.indexer',
    'series.sortTitle': 'series.sortTitle',
  },
  defaultSortKey: 'date',
  defaultSortDirection: 'descending' as const,
};

const PROTOCOLS = { unknown: 0, usenet: 1, torrent: 2 } as const;

/** The blocklist: releases that failed, which decisions reject and `/blocklist` lists. */
@Injectable()
export class BlocklistService {
  constructor(
    private readonly blocklist: BlocklistRepository,
    private readonly related: RelatedResources,
  ) {}

  /** Whether the release was blocklisted for this series (same guid, or same title from the same indexer). */
  async isBlocklisted(seriesId: number, release: CandidateRelease): Promise<boolean> {
    const candidates = await this.blocklist.candidates(seriesId, release.title, release.guid);
    return candidates.some((entry) => matchesBlocklist(entry, release));
  }

  async page(query: Record<string, unknown>): Promise<PagingResource<BlocklistResource>> {
    const paging = readPaging(query, BLOCKLIST_PAGING);
    const page = await this.blocklist.page(
      { seriesIds: queryIntList('seriesIds', query.seriesIds), protocols: queryEnumList('protocols', query.protocols, PROTOCOLS) },
      paging,
    );
    const series = await this.related.series(page.records.map((r) => r.seriesId));
    return {
      ...page,
      records: page.records.map((row) => {
        const s = series.get(row.seriesId);
        return { ...toBlocklistResource(row), ...(s ? { series: s } : {}) };
      }),
    };
  }

  async delete(id: number): Promise<void> {
    if ((await this.blocklist.findByIds([id])).length === 0) throw new NotFoundError('Blocklist', id);
    await this.blocklist.delete([id]);
  }

  async bulkDelete(body: unknown): Promise<void> {
    const ids = readIds(asObject(body)?.ids);
    if (!ids) throw ValidationError.single('Ids', "'Ids' must be a non-empty array of blocklist ids.", asObject(body)?.ids);
    await this.blocklist.delete(ids);
  }
}
