import { Module } from '@nestjs/common';
import { QualityDefinitionController } from './quality-definition.controller';
import { QualityProfileController } from './quality-profile.controller';
import { QualityRepository } from './quality.repository';
import { QualityService } from './quality.service';

@Module({
  providers: [QualityRepository, QualityService],
  controllers: [QualityDefinitionController, QualityProfileController],
  exports: [QualityService],
})
export class QualityModule {}
