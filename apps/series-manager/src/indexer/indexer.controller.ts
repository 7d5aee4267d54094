import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@arrstack/core';
import { IndexerService } from './indexer.service';
import { IndexerBulkResource, IndexerResource, ProviderTestAllResult } from './dto/indexer.resource';

interface Reply {
  status(code: number): unknown;
  header(name: string, value: string): unknown;
}

function flag(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase() === 'true';
}

@ApiTags('Indexer')
@Controller('indexer')
export class IndexerController {
  constructor(private readonly indexers: IndexerService) {}

  @Get()
  list(): Promise<IndexerResource[]> {
    return this.indexers.list();
  }

  @Get('schema')
  schema(): IndexerResource[] {
    return this.indexers.schema();
  }

  @Put('bulk')
  @ApiBody({ type: IndexerBulkResource })
  bulkUpdate(@Body() body: unknown): Promise<IndexerResource[]> {
    return this.indexers.bulkUpdate(body);
  }

  @Delete('bulk')
  @ApiBody({ type: IndexerBulkResource })
  async bulkDelete(@Body() body: unknown): Promise<Record<string, never>> {
    await this.indexers.bulkDelete(body);
    return {};
  }

  @Post('test')
  @HttpCode(200)
  @ApiBody({ type: IndexerResource })
  @ApiQuery({ name: 'forceTest', required: false, type: Boolean })
  async test(@Body() body: unknown, @Res({ passthrough: true }) reply: Reply): Promise<string> {
    await this.indexers.test(body);
    // The anchors answer a passing test with the two characters `{}` as text.
    void reply.header('Content-Type', 'text/plain; charset=utf-8');
    return '{}';
  }

  @Post('testall')
  @HttpCode(200)
  async testAll(@Res({ passthrough: true }) reply: Reply): Promise<ProviderTestAllResult[]> {
    const results = await this.indexers.testAll();
    if (results.some((result) => !result.isValid)) void reply.status(400);
    return results;
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<IndexerResource> {
    return this.indexers.get(id);
  }

  @Post()
  @ApiBody({ type: IndexerResource })
  @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
  create(@Body() body: unknown, @Query('forceSave') forceSave?: string): Promise<IndexerResource> {
    return this.indexers.create(body, flag(forceSave));
  }

  @Put([':id', ''])
  @ApiBody({ type: IndexerResource })
  @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
  update(
    @Param('id', ParseIdPipe) id: number | undefined,
    @Body() body: unknown,
    @Query('forceSave') forceSave?: string,
  ): Promise<IndexerResource> {
    const bodyId = (body as { id?: unknown } | null)?.id;
    return this.indexers.update(id ?? (typeof bodyId === 'number' ? bodyId : 0), body, flag(forceSave));
  }

  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.indexers.delete(id);
    return {};
  }
}
