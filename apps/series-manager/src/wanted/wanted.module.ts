import { Module } from '@nestjs/common';
import { QualityModule } from '../quality/quality.module';
import { SeriesModule } from '../series/series.module';
import { CutoffController, MissingController } from './wanted.controller';
import { WantedRepository } from './wanted.repository';
import { WantedService } from './wanted.service';

@Module({
  imports: [SeriesModule, QualityModule],
  providers: [WantedRepository, WantedService],
  controllers: [MissingController, CutoffController],
  exports: [WantedService],
})
export class WantedModule {}
