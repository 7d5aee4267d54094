import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { HistoryService } from './history.service';
import { IndexerStatsResource } from './dto/indexer-stats.resource';
import type { StatsQuery } from './indexer-stats.query';

@ApiTags('IndexerStats')
@Controller('indexerstats')
export class IndexerStatsController {
  constructor(private readonly history: HistoryService) {}

  @Get()
  @ApiQuery({ name: 'startDate', required: false, type: String })
  @ApiQuery({ name: 'endDate', required: false, type: String })
  @ApiQuery({ name: 'indexers', required: false, type: String })
  @ApiQuery({ name: 'protocols', required: false, type: String })
  @ApiQuery({ name: 'tags', required: false, type: String })
  stats(@Query() query: StatsQuery): Promise<IndexerStatsResource> {
    return this.history.stats(query);
  }
}
