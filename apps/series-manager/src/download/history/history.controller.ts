import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, type PagingResource } from '@arrstack/core';
import { FailedDownloadService } from '../queue/failed-download.service';
import { HistoryService } from './history.service';
import { HistoryResource, HistoryResourcePagingResource } from './history.resource';

@ApiTags('History')
@Controller('history')
export class HistoryController {
  constructor(
    private readonly history: HistoryService,
    private readonly failed: FailedDownloadService,
  ) {}

  @Get()
  @ApiOkResponse({ type: HistoryResourcePagingResource })
  @ApiQuery({ name: 'eventType', required: false, type: [Number] })
  @ApiQuery({ name: 'seriesIds', required: false, type: [Number] })
  page(@Query() query: Record<string, unknown>): Promise<PagingResource<HistoryResource>> {
    return this.history.page(query);
  }

  @Get('since')
  @ApiOkResponse({ type: [HistoryResource] })
  since(@Query() query: Record<string, unknown>): Promise<HistoryResource[]> {
    return this.history.since(query);
  }

  @Get('series')
  @ApiOkResponse({ type: [HistoryResource] })
  forSeries(@Query() query: Record<string, unknown>): Promise<HistoryResource[]> {
    return this.history.forSeries(query);
  }

  @Post('failed/:id')
  @HttpCode(200)
  async markFailed(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.failed.markHistoryFailed(id);
    return {};
  }
}
