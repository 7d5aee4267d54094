import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe, ValidationError, asObject } from '@arrstack/core';
import { IndexerConfigResource } from './dto/indexer-config.resource';
import { IndexerConfigService } from './indexer-config.service';

@ApiTags('IndexerConfig')
@Controller('config/indexer')
export class IndexerConfigController {
  constructor(private readonly config: IndexerConfigService) {}

  @Get()
  @ApiOkResponse({ type: IndexerConfigResource })
  get(): Promise<IndexerConfigResource> {
    return this.config.get();
  }

  @Put([':id', ''])
  @ApiBody({ type: IndexerConfigResource })
  @ApiOkResponse({ type: IndexerConfigResource })
  update(@Param('id', ParseIdPipe) _id: number | undefined, @Body() body: unknown): Promise<IndexerConfigResource> {
    const fields = asObject(body);
    if (!fields) throw ValidationError.single('', 'An indexer config object is required', body);
    return this.config.update(fields);
  }
}
