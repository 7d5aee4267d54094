import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@arrstack/core';
import { ApplicationService } from './application.service';
import { ApplicationResource } from './dto/application.resource';

function flag(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase() === 'true';
}

@ApiTags('Application')
@Controller('applications')
export class ApplicationController {
  constructor(private readonly apps: ApplicationService) {}

  @Get()
  list(): Promise<ApplicationResource[]> {
    return this.apps.list();
  }

  @Get('schema')
  schema(): ApplicationResource[] {
    return this.apps.schema();
  }

  @Post('test')
  @HttpCode(200)
  @ApiBody({ type: ApplicationResource })
  async test(@Body() body: unknown, @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown }): Promise<string> {
    await this.apps.test(body);
    void reply.header('Content-Type', 'text/plain; charset=utf-8');
    return '{}';
  }

  @Post('testall')
  @HttpCode(200)
  async testAll(@Res({ passthrough: true }) reply: { status(code: number): unknown }) {
    const results = await this.apps.testAll();
    if (results.some((result) => !result.isValid)) void reply.status(400);
    return results;
  }

  @Put('bulk')
  @ApiBody({ schema: { type: 'object' } })
  bulkUpdate(@Body() body: unknown): Promise<ApplicationResource[]> {
    return this.apps.bulkUpdate(body);
  }

  @Delete('bulk')
  @ApiBody({ schema: { type: 'object' } })
  async bulkDelete(@Body() body: unknown): Promise<Record<string, never>> {
    await this.apps.bulkDelete(body);
    return {};
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<ApplicationResource> {
    return this.apps.get(id);
  }

  @Post()
  @ApiBody({ type: ApplicationResource })
  @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
  create(@Body() body: unknown, @Query('forceSave') forceSave?: string): Promise<ApplicationResource> {
    return this.apps.create(body, flag(forceSave));
  }

  @Put([':id', ''])
  @ApiBody({ type: ApplicationResource })
  @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
  update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown, @Query('forceSave') forceSave?: string): Promise<ApplicationResource> {
    const bodyId = (body as { id?: unknown } | null)?.id;
    return this.apps.update(id ?? (typeof bodyId === 'number' ? bodyId : 0), body, flag(forceSave));
  }

  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.apps.delete(id);
    return {};
  }
}
