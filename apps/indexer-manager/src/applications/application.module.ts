import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppProfileModule } from '../app-profiles/app-profile.module';
import { IndexerModule } from '../indexers/indexer.module';
import { ApplicationController } from './application.controller';
import { AppIndexerMapEntity, ApplicationEntity } from './application.entity';
import { ApplicationRepository } from './application.repository';
import { ApplicationService } from './application.service';

@Module({
  imports: [TypeOrmModule.forFeature([ApplicationEntity, AppIndexerMapEntity]), IndexerModule, AppProfileModule],
  controllers: [ApplicationController],
  providers: [ApplicationRepository, ApplicationService],
})
export class ApplicationModule {}
