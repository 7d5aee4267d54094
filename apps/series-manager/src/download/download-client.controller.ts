import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProviderController } from '@arrstack/providers/nest';
import { DownloadClientService } from './download-client.service';
import { DownloadClientBulkResource, DownloadClientResource } from './dto/download-client.resource';

@ApiTags('DownloadClient')
@Controller('downloadclient')
export class DownloadClientController extends ProviderController({ resource: DownloadClientResource, bulkResource: DownloadClientBulkResource }) {
  constructor(clients: DownloadClientService) {
    super(clients);
  }
}
