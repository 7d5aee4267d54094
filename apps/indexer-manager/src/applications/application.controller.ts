import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProviderController } from '@arrstack/providers/nest';
import { ApplicationService } from './application.service';
import { ApplicationResource } from './dto/application.resource';

@ApiTags('Application')
@Controller('applications')
export class ApplicationController extends ProviderController({ resource: ApplicationResource }) {
  constructor(apps: ApplicationService) {
    super(apps);
  }
}
