import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError, asObject } from '@arrstack/core';
import { UiConfigResource } from './ui-config.resource';
import { UiConfigService } from './ui-config.service';

@ApiTags('UiConfig')
@Controller('config/ui')
export class UiConfigController {
  constructor(private readonly uiConfig: UiConfigService) {}

  @Get()
  async get(): Promise<UiConfigResource> {
    return this.uiConfig.get();
  }

  @Put([':id', ''])
  @ApiBody({ type: UiConfigResource })
  async update(@Param('id', ParseIdPipe) _id: number | undefined, @Body() body: unknown): Promise<UiConfigResource> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A UI config object is required', body);
    return this.uiConfig.update(fields);
  }
}
