import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { LanguageProfileResource, toLanguageProfileResource } from './dto/language-profile.resource';
import { LanguageProfileService } from './language-profile.service';

/** Sonarr 3.0.x language profiles (full CRUD; Sonarr v4 only keeps a stub). */
@ApiTags('LanguageProfile')
@Controller('languageprofile')
export class LanguageProfileController {
  constructor(private readonly profiles: LanguageProfileService) {}

  @Get()
  @ApiOkResponse({ type: [LanguageProfileResource] })
  async list(): Promise<LanguageProfileResource[]> {
    return (await this.profiles.list()).map(toLanguageProfileResource);
  }

  @Get('schema')
  @ApiOkResponse({ type: LanguageProfileResource })
  schema(): LanguageProfileResource {
    return toLanguageProfileResource(this.profiles.schema());
  }

  @Get(':id')
  @ApiOkResponse({ type: LanguageProfileResource })
  async get(@Param('id', ParseIdPipe) id: number): Promise<LanguageProfileResource> {
    return toLanguageProfileResource(await this.profiles.get(id));
  }

  @Post()
  @ApiBody({ type: LanguageProfileResource })
  @ApiOkResponse({ type: LanguageProfileResource })
  async create(@Body() body: unknown): Promise<LanguageProfileResource> {
    return toLanguageProfileResource(await this.profiles.create(body));
  }

  @Put([':id', ''])
  @ApiBody({ type: LanguageProfileResource })
  @ApiOkResponse({ type: LanguageProfileResource })
  async update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<LanguageProfileResource> {
    const target = id ?? (body as { id?: unknown } | null)?.id;
    if (typeof target !== 'number' || !Number.isInteger(target)) throw ValidationError.single('Id', "'Id' is required", target);
    return toLanguageProfileResource(await this.profiles.update(target, body));
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.profiles.delete(id);
    return {};
  }
}
