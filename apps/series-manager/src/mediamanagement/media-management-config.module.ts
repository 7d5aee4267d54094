import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaManagementConfigController } from './media-management-config.controller';
import { MediaManagementConfigEntity } from './media-management-config.entity';
import { MediaManagementConfigService } from './media-management-config.service';

/** `GET/PUT /config/mediamanagement`: the settings imports, recycling and folder clean-up follow. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaManagementConfigEntity])],
  providers: [MediaManagementConfigService],
  controllers: [MediaManagementConfigController],
  exports: [MediaManagementConfigService],
})
export class MediaManagementConfigModule {}
