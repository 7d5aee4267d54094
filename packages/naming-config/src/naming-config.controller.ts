import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError, asObject } from '@arrstack/core';
import { NamingConfigService } from './naming-config.service';
import type { NamingSettings } from './naming-config.rules';

const NAMING_SCHEMA = {
  type: 'object' as const,
  description: "The anchor's NamingConfigResource for this service's kind of media",
  properties: { id: { type: 'integer' } },
  additionalProperties: true,
};

@ApiTags('NamingConfig')
@Controller('config/naming')
export class NamingConfigController {
  constructor(private readonly naming: NamingConfigService) {}

  @Get()
  @ApiOkResponse({ schema: NAMING_SCHEMA })
  async get(): Promise<NamingSettings> {
    return this.naming.get();
  }

  @Get('examples')
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: { type: 'string', nullable: true } } })
  async examples(@Query() query: Record<string, unknown>): Promise<Record<string, string | null>> {
    return this.naming.examples(query);
  }

  @Put([':id', ''])
  @ApiBody({ schema: NAMING_SCHEMA })
  async update(@Param('id', ParseIdPipe) _id: number | undefined, @Body() body: unknown): Promise<NamingSettings> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A naming config object is required', body);
    return this.naming.update(fields);
  }
}
