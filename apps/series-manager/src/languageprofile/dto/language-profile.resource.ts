import { ApiProperty } from '@nestjs/swagger';
import { LanguageResource } from '../../series/dto/series.resource';
import { profileLanguage, withEveryLanguage, type LanguageProfileShape } from '../language-profile.rules';

export class LanguageProfileItemResource {
  @ApiProperty({ type: LanguageResource }) language!: LanguageResource;
  @ApiProperty() allowed!: boolean;
}

export class LanguageProfileResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() upgradeAllowed!: boolean;
  @ApiProperty({ type: LanguageResource }) cutoff!: LanguageResource;
  @ApiProperty({ type: [LanguageProfileItemResource] }) languages!: LanguageProfileItemResource[];
}

export function toLanguageProfileResource(profile: LanguageProfileShape & { id: number }): LanguageProfileResource {
  return {
    id: profile.id,
    name: profile.name,
    upgradeAllowed: profile.upgradeAllowed,
    cutoff: profileLanguage(profile.cutoff),
    languages: withEveryLanguage(profile.languages).map((item) => ({ language: profileLanguage(item.language), allowed: item.allowed })),
  };
}
