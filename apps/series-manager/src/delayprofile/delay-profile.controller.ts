import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, serializeJson, ValidationError } from '@arrstack/core';
import { DelayProfileResource, toDelayProfileResource } from './dto/delay-profile.resource';
import { DelayProfileService } from './delay-profile.service';

interface Reply {
  header(name: string, value: string): unknown;
}

function optionalId(value: string | undefined): number | undefined {
  if (value === undefined || value === '' || value === 'null') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw ValidationError.single('After', `${value} is not a valid ID`, value);
  return id;
}

@ApiTags('DelayProfile')
@Controller('delayprofile')
export class DelayProfileController {
  constructor(private readonly profiles: DelayProfileService) {}

  @Get()
  @ApiOkResponse({ type: [DelayProfileResource] })
  async list(): Promise<DelayProfileResource[]> {
    return (await this.profiles.list()).map(toDelayProfileResource);
  }

  @Get(':id')
  @ApiOkResponse({ type: DelayProfileResource })
  async get(@Param('id', ParseIdPipe) id: number): Promise<DelayProfileResource> {
    return toDelayProfileResource(await this.profiles.get(id));
  }

  @Post()
  @ApiBody({ type: DelayProfileResource })
  @ApiOkResponse({ type: DelayProfileResource })
  async create(@Body() body: unknown): Promise<DelayProfileResource> {
    return toDelayProfileResource(await this.profiles.create(body));
  }

  /**
   * 200 with every profile in the new order. The anchor answers this PUT with OK, not 202, so the body is sent
   * already serialised: the hook that turns PUT 200 into 202 only sees object payloads.
   */
  @Put('reorder/:id')
  @HttpCode(200)
  @ApiQuery({ name: 'after', required: false, type: Number })
  @ApiOkResponse({ type: [DelayProfileResource] })
  async reorder(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) reply: Reply, @Query('after') after?: string): Promise<string> {
    const list = (await this.profiles.reorder(id, optionalId(after))).map(toDelayProfileResource);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    return serializeJson(list);
  }

  @Put([':id', ''])
  @ApiBody({ type: DelayProfileResource })
  @ApiOkResponse({ type: DelayProfileResource })
  async update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<DelayProfileResource> {
    const target = id ?? (body as { id?: unknown } | null)?.id;
    if (typeof target !== 'number' || !Number.isInteger(target)) throw ValidationError.single('Id', "'Id' is required", target);
    return toDelayProfileResource(await this.profiles.update(target, body));
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.profiles.delete(id);
    return {};
  }
}
