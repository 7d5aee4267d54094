import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ValidationError } from '@arrstack/core';
import { IndexerSearchService, sourceOf } from './indexer-search.service';
import { NewznabProxyService } from './newznab-proxy.service';
import { ReleaseResource, toReleaseResource } from './dto/release.resource';
import { readSearchRequest } from './search.query';

interface SearchHttpRequest {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  protocol: string;
}

@ApiTags('Search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly search: IndexerSearchService,
    private readonly proxy: NewznabProxyService,
  ) {}

  @Get()
  @ApiQuery({ name: 'query', required: false, type: String })
  @ApiQuery({ name: 'type', required: false, type: String })
  @ApiQuery({ name: 'indexerIds', required: false, type: [Number] })
  @ApiQuery({ name: 'categories', required: false, type: [Number] })
  @ApiQuery({ name: 'limit', required: false, type: Number })
  @ApiQuery({ name: 'offset', required: false, type: Number })
  async find(@Query() params: Record<string, unknown>, @Req() request: SearchHttpRequest): Promise<ReleaseResource[]> {
    const { value, failures } = readSearchRequest(params);
    if (!value) throw new ValidationError(failures);
    const agent = request.headers['user-agent'];
    const caller = { source: sourceOf(typeof agent === 'string' ? agent : undefined), host: request.ip ?? '' };
    const { releases, indexers } = await this.search.searchMany(value.indexerIds, value.query, caller, value.protocols);
    const host = request.headers['host'];
    const origin = `${request.protocol}://${typeof host === 'string' && host ? host : 'localhost'}`;
    return releases.map((release) => {
      const indexer = indexers.get(release.indexerId as number);
      const proxied = indexer ? { ...this.proxy.rewrite(indexer, release, origin), indexerId: release.indexerId } : release;
      return toReleaseResource(proxied, indexer);
    });
  }
}
