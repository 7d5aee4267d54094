import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@arrstack/core';
import { ProviderTestAllResult } from '../indexer/dto/indexer.resource';
import { DownloadClientService } from './download-client.service';
import { DownloadClientBulkResource, DownloadClientResource } from './dto/download-client.resource';

interface Reply {
  status(code: number): unknown;
  header(name: string, value: string): unknown;
}

const flag = (value: unknown) => typeof value === 'string' && value.toLowerCase() === 'true';

@ApiTags('DownloadClient')
@Controller('downloadclient')
export class DownloadClientController {
  constructor(private readonly clients: DownloadClientService) {}

  @Get()
  list(): Promise<DownloadClientResource[]> {
    return this.clients.list();
  }

  @Get('schema')
  schema(): DownloadClientResource[] {
    return this.clients.schema();
  }

  @Put('bulk')
  @ApiBody({ type: DownloadClientBulkResource })
  bulkUpdate(@Body() body: unknown): Promise<DownloadClientResource[]> {
    return this.clients.bulkUpdate(body);
  }

  @Delete('bulk')
  @ApiBody({ type: DownloadClientBulkResource })
  async bulkDelete(@Body() body: unknown): Promise<Record<string, never>> {
    await this.clients.bulkDelete(body);
    return {};
  }

  @Post('test')
  @HttpCode(200)
  @ApiBody({ type: DownloadClientResource })
  @ApiQuery({ name: 'forceTest', required: false, type: Boolean })
  async test(@Body() body: unknown, @Res({ passthrough: true }) reply: Reply): Promise<string> {
    await this.clients.test(body);
    // The anchors answer a passing test with the two characters `{}` as text.
    void reply.header('Content-Type', 'text/plain; charset=utf-8');
    return '{}';
  }

  @Post('testall')
  @HttpCode(200)
  async testAll(@Res({ passthrough: true }) reply: Reply): Promise<ProviderTestAllResult[]> {
    const results = await this.clients.testAll();
    if (results.some((result) => !result.isValid)) void reply.status(400);
    return results;
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<DownloadClientResource> {
    return this.clients.get(id);
  }

  @Post()
  @ApiBody({ type: DownloadClientResource })
  @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
  create(@Body() body: unknown, @Query('forceSave') forceSave?: string): Promise<DownloadClientResource> {
    return this.clients.create(body, flag(forceSave));
  }

  @Put([':id', ''])
  @ApiBody({ type: DownloadClientResource })
  @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
  update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown, @Query('forceSave') forceSave?: string): Promise<DownloadClientResource> {
    const bodyId = (body as { id?: unknown } | null)?.id;
    return this.clients.update(id ?? (typeof bodyId === 'number' ? bodyId : 0), body, flag(forceSave));
  }

  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.clients.delete(id);
    return {};
  }
}
