import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError, asObject } from '@arrstack/core';
import { HostConfigResource } from './host-config.resource';
import { HostConfigService } from './host-config.service';

@ApiTags('HostConfig')
@Controller('config/host')
export class HostConfigController {
  constructor(private readonly hostConfig: HostConfigService) {}

  @Get()
  async get(): Promise<HostConfigResource> {
    return this.hostConfig.get();
  }

  /** The id in the path is optional, as in the anchors. */
  @Put([':id', ''])
  @ApiBody({ type: HostConfigResource })
  async update(@Param('id', ParseIdPipe) _id: number | undefined, @Body() body: unknown): Promise<HostConfigResource> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A host config object is required', body);
    return this.hostConfig.update(fields);
  }
}
