import { Module } from '@nestjs/common';
import { TagModule } from '../tag/tag.module';
import { DelayProfileController } from './delay-profile.controller';
import { DelayProfileRepository } from './delay-profile.repository';
import { DelayProfileService } from './delay-profile.service';

@Module({
  imports: [TagModule],
  providers: [DelayProfileRepository, DelayProfileService],
  controllers: [DelayProfileController],
  exports: [DelayProfileService],
})
export class DelayProfileModule {}
