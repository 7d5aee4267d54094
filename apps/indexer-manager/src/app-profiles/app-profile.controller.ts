import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@arrstack/core';
import { AppProfileService } from './app-profile.service';
import { AppProfileResource } from './dto/app-profile.resource';

@ApiTags('AppProfile')
@Controller('appprofile')
export class AppProfileController {
  constructor(private readonly profiles: AppProfileService) {}

  @Get()
  list(): Promise<AppProfileResource[]> {
    return this.profiles.list();
  }

  @Get('schema')
  schema(): AppProfileResource {
    return this.profiles.schema();
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<AppProfileResource> {
    return this.profiles.get(id);
  }

  @Post()
  @ApiBody({ type: AppProfileResource })
  create(@Body() body: unknown): Promise<AppProfileResource> {
    return this.profiles.create(body);
  }

  @Put([':id', ''])
  @ApiBody({ type: AppProfileResource })
  update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<AppProfileResource> {
    const bodyId = (body as { id?: unknown } | null)?.id;
    return this.profiles.update(id ?? (typeof bodyId === 'number' ? bodyId : 0), body);
  }

  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.profiles.delete(id);
    return {};
  }
}
