import { Controller, Get, Query } from '@nestjs/common';
import type { PagingResource } from '@arrstack/core';
import { HistoryService } from './history.service';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { HistoryResource, HistoryResourcePagingResource } from './dto/history.resource';

@ApiTags('History')
@Controller('history')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get()
  @ApiOkResponse({ type: HistoryResourcePagingResource })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number })
  @ApiQuery({ name: 'sortKey', required: false, type: String })
  @ApiQuery({ name: 'sortDirection', required: false, type: String })
  @ApiQuery({ name: 'eventType', required: false, type: [Number] })
  @ApiQuery({ name: 'successful', required: false, type: Boolean })
  @ApiQuery({ name: 'indexerIds', required: false, type: [Number] })
  page(@Query() query: Record<string, unknown>): Promise<PagingResource<HistoryResource>> {
    return this.history.page(query);
  }

  @Get('indexer')
  @ApiQuery({ name: 'indexerId', required: true, type: Number })
  @ApiQuery({ name: 'eventType', required: false, type: String })
  @ApiQuery({ name: 'limit', required: false, type: Number })
  forIndexer(@Query() query: Record<string, unknown>): Promise<HistoryResource[]> {
    return this.history.forIndexer(query);
  }
}
