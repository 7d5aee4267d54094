import { Module } from '@nestjs/common';
import { CustomFormatController } from './custom-format.controller';
import { CustomFormatRepository } from './custom-format.repository';
import { CustomFormatService } from './custom-format.service';

@Module({
  providers: [CustomFormatRepository, CustomFormatService],
  controllers: [CustomFormatController],
  exports: [CustomFormatService],
})
export class CustomFormatModule {}
