import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError, asObject } from '@arrstack/core';
import { MediaManagementConfigResource } from './dto/media-management-config.resource';
import { MediaManagementConfigService } from './media-management-config.service';

@ApiTags('MediaManagementConfig')
@Controller('config/mediamanagement')
export class MediaManagementConfigController {
  constructor(private readonly config: MediaManagementConfigService) {}

  @Get()
  @ApiOkResponse({ type: MediaManagementConfigResource })
  get(): Promise<MediaManagementConfigResource> {
    return this.config.get();
  }

  @Put([':id', ''])
  @ApiBody({ type: MediaManagementConfigResource })
  @ApiOkResponse({ type: MediaManagementConfigResource })
  update(@Param('id', ParseIdPipe) _id: number | undefined, @Body() body: unknown): Promise<MediaManagementConfigResource> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'A media management config object is required', body);
    return this.config.update(fields);
  }
}
