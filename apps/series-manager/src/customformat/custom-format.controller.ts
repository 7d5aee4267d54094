import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { toCustomFormatResource } from '@arrstack/custom-formats';
import { CustomFormatBulkResource, CustomFormatResource, CustomFormatSpecificationSchema } from './dto/custom-format.resource';
import { CustomFormatService } from './custom-format.service';

@ApiTags('CustomFormat')
@Controller('customformat')
export class CustomFormatController {
  constructor(private readonly formats: CustomFormatService) {}

  @Get()
  @ApiOkResponse({ type: [CustomFormatResource] })
  async list(): Promise<CustomFormatResource[]> {
    return (await this.formats.list()).map(toCustomFormatResource);
  }

  /** One template per condition type, with presets (built-in and every saved condition). */
  @Get('schema')
  @ApiOkResponse({ type: [CustomFormatSpecificationSchema] })
  schema(): Promise<CustomFormatSpecificationSchema[]> {
    return this.formats.schema();
  }

  @Put('bulk')
  @ApiBody({ type: CustomFormatBulkResource })
  @ApiOkResponse({ type: [CustomFormatResource] })
  async bulkUpdate(@Body() body: unknown): Promise<CustomFormatResource[]> {
    return (await this.formats.bulkUpdate(body)).map(toCustomFormatResource);
  }

  @Delete('bulk')
  @ApiBody({ type: CustomFormatBulkResource })
  async bulkDelete(@Body() body: unknown): Promise<Record<string, never>> {
    await this.formats.bulkDelete(body);
    return {};
  }

  @Get(':id')
  @ApiOkResponse({ type: CustomFormatResource })
  async get(@Param('id', ParseIdPipe) id: number): Promise<CustomFormatResource> {
    return toCustomFormatResource(await this.formats.get(id));
  }

  @Post()
  @ApiBody({ type: CustomFormatResource })
  @ApiOkResponse({ type: CustomFormatResource })
  async create(@Body() body: unknown): Promise<CustomFormatResource> {
    return toCustomFormatResource(await this.formats.create(body));
  }

  @Put([':id', ''])
  @ApiBody({ type: CustomFormatResource })
  @ApiOkResponse({ type: CustomFormatResource })
  async update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<CustomFormatResource> {
    const target = id ?? (body as { id?: unknown } | null)?.id;
    if (typeof target !== 'number' || !Number.isInteger(target)) throw ValidationError.single('Id', "'Id' is required", target);
    return toCustomFormatResource(await this.formats.update(target, body));
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.formats.delete(id);
    return {};
  }
}
