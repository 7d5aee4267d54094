import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { TagDetailsResource, TagResource, toTagDetailsResource, toTagResource } from './dto/tag.resource';
import { TagService } from './tag.service';

@ApiTags('Tag')
@Controller('tag')
export class TagController {
  constructor(private readonly tags: TagService) {}

  @Get()
  async list(): Promise<TagResource[]> {
    return (await this.tags.list()).map(toTagResource);
  }

  @Get('detail')
  async details(): Promise<TagDetailsResource[]> {
    return (await this.tags.details()).map(({ tag, seriesIds, delayProfileIds }) => toTagDetailsResource(tag, seriesIds, delayProfileIds));
  }

  @Get('detail/:id')
  async detail(@Param('id', ParseIdPipe) id: number): Promise<TagDetailsResource> {
    const { tag, seriesIds, delayProfileIds } = await this.tags.detail(id);
    return toTagDetailsResource(tag, seriesIds, delayProfileIds);
  }

  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<TagResource> {
    return toTagResource(await this.tags.get(id));
  }

  @Post()
  @ApiBody({ type: TagResource })
  async create(@Body() body: unknown): Promise<TagResource> {
    return toTagResource(await this.tags.create(body));
  }

  @Put([':id', ''])
  @ApiBody({ type: TagResource })
  async update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<TagResource> {
    const target = id ?? (body as { id?: unknown } | null)?.id;
    if (typeof target !== 'number' || !Number.isInteger(target)) throw ValidationError.single('Id', "'Id' is required", target);
    return toTagResource(await this.tags.update(target, body));
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.tags.delete(id);
    return {};
  }
}
