import { ApiProperty } from '@nestjs/swagger';
import type { AppProfileEntity } from '../app-profile.entity';

export class AppProfileResource {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  enableRss!: boolean;

  @ApiProperty()
  enableAutomaticSearch!: boolean;

  @ApiProperty()
  enableInteractiveSearch!: boolean;

  @ApiProperty()
  minimumSeeders!: number;
}

export function toAppProfileResource(entity: AppProfileEntity): AppProfileResource {
  return {
    id: entity.id,
    name: entity.name,
    enableRss: entity.enableRss,
    enableAutomaticSearch: entity.enableAutomaticSearch,
    enableInteractiveSearch: entity.enableInteractiveSearch,
    minimumSeeders: entity.minimumSeeders,
  };
}
