import { Module } from '@nestjs/common';
import { LanguageProfileController } from './language-profile.controller';
import { LanguageProfileRepository } from './language-profile.repository';
import { LanguageProfileService } from './language-profile.service';

@Module({
  providers: [LanguageProfileRepository, LanguageProfileService],
  controllers: [LanguageProfileController],
  exports: [LanguageProfileService],
})
export class LanguageProfileModule {}
