import { Body, Delete, Get, HttpCode, Param, Post, Put, Query, Res, type Type } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { ParseIdPipe } from '@arrstack/core';

/** What a provider service (indexers, download clients, applications…) offers its controller. */
export interface ProviderCrudService<R> {
  list(): Promise<R[]>;
  schema(): R[] | Promise<R[]>;
  get(id: number): Promise<R>;
  create(body: unknown, forceSave: boolean): Promise<R>;
  update(id: number, body: unknown, forceSave: boolean): Promise<R>;
  delete(id: number): Promise<void>;
  bulkUpdate(body: unknown): Promise<R[]>;
  bulkDelete(body: unknown): Promise<void>;
  test(body: unknown): Promise<void>;
  testAll(): Promise<Array<{ isValid: boolean }>>;
}

/** The part of the Fastify reply the routes use. */
export interface ProviderReply {
  status(code: number): unknown;
  header(name: string, value: string): unknown;
}

const flag = (value: unknown) => typeof value === 'string' && value.toLowerCase() === 'true';

/**
 * The anchors' provider routes (list, schema, get, create/update with `forceSave`, delete, bulk, test, testall),
 * once for every provider resource. The concrete controller extends the class this returns, adds `@Controller`,
 * `@ApiTags` and any routes of its own, and hands its service to `super`.
 */
export function ProviderController<R>(options: { resource: Type<R>; bulkResource?: Type<unknown> }) {
  const bulkBody = options.bulkResource ? { type: options.bulkResource } : { schema: { type: 'object' as const } };

  abstract class ProviderControllerBase {
    constructor(readonly service: ProviderCrudService<R>) {}

    @Get()
    list(): Promise<R[]> {
      return this.service.list();
    }

    @Get('schema')
    schema(): R[] | Promise<R[]> {
      return this.service.schema();
    }

    @Put('bulk')
    @ApiBody(bulkBody)
    bulkUpdate(@Body() body: unknown): Promise<R[]> {
      return this.service.bulkUpdate(body);
    }

    @Delete('bulk')
    @ApiBody(bulkBody)
    async bulkDelete(@Body() body: unknown): Promise<Record<string, never>> {
      await this.service.bulkDelete(body);
      return {};
    }

    @Post('test')
    @HttpCode(200)
    @ApiBody({ type: options.resource })
    @ApiQuery({ name: 'forceTest', required: false, type: Boolean })
    async test(@Body() body: unknown, @Res({ passthrough: true }) reply: ProviderReply): Promise<string> {
      await this.service.test(body);
      // The anchors answer a passing test with the two characters `{}` as text.
      void reply.header('Content-Type', 'text/plain; charset=utf-8');
      return '{}';
    }

    @Post('testall')
    @HttpCode(200)
    async testAll(@Res({ passthrough: true }) reply: ProviderReply): Promise<Array<{ isValid: boolean }>> {
      const results = await this.service.testAll();
      if (results.some((result) => !result.isValid)) void reply.status(400);
      return results;
    }

    @Get(':id')
    get(@Param('id', ParseIdPipe) id: number): Promise<R> {
      return this.service.get(id);
    }

    @Post()
    @ApiBody({ type: options.resource })
    @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
    create(@Body() body: unknown, @Query('forceSave') forceSave?: string): Promise<R> {
      return this.service.create(body, flag(forceSave));
    }

    /** The id in the path is optional, as the anchors': without it the body's id is used. */
    @Put([':id', ''])
    @ApiBody({ type: options.resource })
    @ApiQuery({ name: 'forceSave', required: false, type: Boolean })
    update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown, @Query('forceSave') forceSave?: string): Promise<R> {
      const bodyId = (body as { id?: unknown } | null)?.id;
      return this.service.update(id ?? (typeof bodyId === 'number' ? bodyId : 0), body, flag(forceSave));
    }

    @Delete(':id')
    async delete(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
      await this.service.delete(id);
      return {};
    }
  }
  return ProviderControllerBase;
}
