import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError } from '@arrstack/core';
import { QualityDefinitionResource, toQualityDefinitionResource } from './dto/quality.resource';
import { QualityService } from './quality.service';

@ApiTags('QualityDefinition')
@Controller('qualitydefinition')
export class QualityDefinitionController {
  constructor(private readonly quality: QualityService) {}

  @Get()
  async list(): Promise<QualityDefinitionResource[]> {
    return (await this.quality.listDefinitions()).map(toQualityDefinitionResource);
  }

  /** The bounds the size sliders allow, in MB per minute. */
  @Get('limits')
  limits(): { min: number; max: number } {
    return { min: 0, max: 1000 };
  }

  @Put('update')
  @ApiBody({ type: [QualityDefinitionResource] })
  async updateMany(@Body() body: unknown): Promise<QualityDefinitionResource[]> {
    if (!Array.isArray(body)) throw ValidationError.single('', 'An array of quality definitions is required', body);
    return (await this.quality.updateDefinitions(body)).map(toQualityDefinitionResource);
  }

  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<QualityDefinitionResource> {
    return toQualityDefinitionResource(await this.quality.getDefinition(id));
  }

  @Put([':id', ''])
  @ApiBody({ type: QualityDefinitionResource })
  async update(@Param('id', ParseIdPipe) id: number | undefined, @Body() body: unknown): Promise<QualityDefinitionResource> {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const [row] = await this.quality.updateDefinitions([{ ...fields, id: id ?? fields.id }]);
    return toQualityDefinitionResource(row);
  }
}
