import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IndexerEntity } from '../indexers/indexer.entity';
import { AppProfileController } from './app-profile.controller';
import { AppProfileEntity } from './app-profile.entity';
import { AppProfileRepository } from './app-profile.repository';
import { AppProfileService } from './app-profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([AppProfileEntity, IndexerEntity])],
  controllers: [AppProfileController],
  providers: [AppProfileRepository, AppProfileService],
  exports: [AppProfileService],
})
export class AppProfileModule {}
