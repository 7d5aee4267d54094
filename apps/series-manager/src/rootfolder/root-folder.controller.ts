import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@arrstack/core';
import { RootFolderResource, toRootFolderResource } from './dto/root-folder.resource';
import { RootFolderService } from './root-folder.service';

@ApiTags('RootFolder')
@Controller('rootfolder')
export class RootFolderController {
  constructor(private readonly roots: RootFolderService) {}

  @Get()
  async list(): Promise<RootFolderResource[]> {
    const roots = await this.roots.list();
    return Promise.all(roots.map(async (root) => toRootFolderResource(await this.roots.describe(root))));
  }

  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<RootFolderResource> {
    return toRootFolderResource(await this.roots.describe(await this.roots.get(id)));
  }

  @Post()
  @ApiBody({ type: RootFolderResource })
  async create(@Body() body: unknown): Promise<RootFolderResource> {
    return toRootFolderResource(await this.roots.describe(await this.roots.create(body)));
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.roots.delete(id);
    return {};
  }
}
