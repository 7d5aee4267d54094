import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProviderController } from '@arrstack/providers/nest';
import { IndexerService } from './indexer.service';
import { IndexerBulkResource, IndexerResource } from './dto/indexer.resource';

@ApiTags('Indexer')
@Controller('indexer')
export class IndexerController extends ProviderController({ resource: IndexerResource, bulkResource: IndexerBulkResource }) {
  constructor(indexers: IndexerService) {
    super(indexers);
  }
}
