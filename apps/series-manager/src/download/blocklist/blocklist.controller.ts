import { Body, Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, type PagingResource } from '@arrstack/core';
import { BlocklistService } from './blocklist.service';
import { BlocklistBulkResource, BlocklistResource, BlocklistResourcePagingResource } from './blocklist.resource';

@ApiTags('Blocklist')
@Controller('blocklist')
export class BlocklistController {
  constructor(private readonly blocklist: BlocklistService) {}

  @Get()
  @ApiOkResponse({ type: BlocklistResourcePagingResource })
  @ApiQuery({ name: 'seriesIds', required: false, type: [Number] })
  @ApiQuery({ name: 'protocols', required: false, type: [String] })
  page(@Query() query: Record<string, unknown>): Promise<PagingResource<BlocklistResource>> {
    return this.blocklist.page(query);
  }

  @Delete('bulk')
  @ApiBody({ type: BlocklistBulkResource })
  async bulkDelete(@Body() body: unknown): Promise<Record<string, never>> {
    await this.blocklist.bulkDelete(body);
    return {};
  }

  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.blocklist.delete(id);
    return {};
  }
}
