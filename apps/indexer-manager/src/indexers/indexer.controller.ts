import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProviderController } from '@arrstack/providers/nest';
import { IndexerService } from './indexer.service';
import { IndexerCategoryResource, IndexerResource, IndexerStatusResource } from './dto/indexer.resource';

@ApiTags('Indexer')
@Controller('indexer')
export class IndexerController extends ProviderController({ resource: IndexerResource }) {
  constructor(private readonly indexers: IndexerService) {
    super(indexers);
  }

  @Get('categories')
  categories(): IndexerCategoryResource[] {
    return this.indexers.categories();
  }
}

@ApiTags('IndexerStatus')
@Controller('indexerstatus')
export class IndexerStatusController {
  constructor(private readonly indexers: IndexerService) {}

  @Get()
  list(): Promise<IndexerStatusResource[]> {
    return this.indexers.statusList();
  }
}
