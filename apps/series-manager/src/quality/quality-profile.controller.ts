import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { QualityProfileResource, toQualityProfileResource } from './dto/quality.resource';
import { QualityService } from './quality.service';

@ApiTags('QualityProfile')
@Controller('qualityprofile')
export class QualityProfileController {
  constructor(private readonly quality: QualityService) {}

  @Get()
  async list(): Promise<QualityProfileResource[]> {
    return (await this.quality.listProfiles()).map(toQualityProfileResource);
  }

  @Get('schema')
  async schema(): Promise<QualityProfileResource> {
    return toQualityProfileResource(await this.quality.schema());
  }

  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<QualityProfileResource> {
    return toQualityProfileResource(await this.quality.getProfile(id));
  }

  @Post()
  @ApiBody({ type: QualityProfileResource })
  async create(@Body() body: unknown): Promise<QualityProfileResource> {
    return toQualityProfileResource(await this.quality.createProfile(body));
  }

  @Put([':id', ''])
  @ApiBody({ type: QualityProfileResource })
  async update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<QualityProfileResource> {
    const target = id ?? (body as { id?: unknown } | null)?.id;
    if (typeof target !== 'number' || !Number.isInteger(target)) throw ValidationError.single('Id', "'Id' is required", target);
    return toQualityProfileResource(await this.quality.updateProfile(target, body));
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.quality.deleteProfile(id);
    return {};
  }
}
