import { Body, Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, type PagingResource } from '@arrstack/core';
import { QueueService, removeOptions } from './queue.service';
import { QueueBulkResource, QueueResource, QueueResourcePagingResource, QueueStatusResource } from './queue.resource';

@ApiTags('Queue')
@Controller('queue')
export class QueueController {
  constructor(private readonly queue: QueueService) {}

  @Get()
  @ApiOkResponse({ type: QueueResourcePagingResource })
  @ApiQuery({ name: 'includeSeries', required: false, type: Boolean })
  @ApiQuery({ name: 'includeEpisode', required: false, type: Boolean })
  @ApiQuery({ name: 'seriesIds', required: false, type: [Number] })
  page(@Query() query: Record<string, unknown>): Promise<PagingResource<QueueResource>> {
    return this.queue.page(query);
  }

  @Get('details')
  @ApiOkResponse({ type: [QueueResource] })
  details(@Query() query: Record<string, unknown>): Promise<QueueResource[]> {
    return this.queue.details(query);
  }

  @Get('status')
  @ApiOkResponse({ type: QueueStatusResource })
  status(): Promise<QueueStatusResource> {
    return this.queue.status();
  }

  @Delete('bulk')
  @ApiBody({ type: QueueBulkResource })
  async bulkRemove(@Body() body: unknown, @Query() query: Record<string, unknown>): Promise<Record<string, never>> {
    await this.queue.bulkRemove(body, removeOptions(query));
    return {};
  }

  @Delete(':id')
  @ApiQuery({ name: 'removeFromClient', required: false, type: Boolean })
  @ApiQuery({ name: 'blocklist', required: false, type: Boolean })
  async remove(@Param('id', ParseIdPipe) id: number, @Query() query: Record<string, unknown>): Promise<Record<string, never>> {
    await this.queue.remove(id, removeOptions(query));
    return {};
  }
}
