import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RootFolderState } from '../root-folder.service';

export class UnmappedFolderResource {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  path!: string;

  @ApiProperty()
  relativePath!: string;
}

export class RootFolderResource {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  path!: string;

  @ApiProperty()
  accessible!: boolean;

  /** Bytes available to this service; omitted when the folder cannot be read. */
  @ApiPropertyOptional({ nullable: true })
  freeSpace?: number | null;

  @ApiProperty({ type: [UnmappedFolderResource] })
  unmappedFolders!: UnmappedFolderResource[];
}

export function toRootFolderResource(state: RootFolderState): RootFolderResource {
  return {
    id: state.entity.id,
    path: state.entity.path,
    accessible: state.accessible,
    freeSpace: state.freeSpace ?? null,
    unmappedFolders: state.unmappedFolders,
  };
}
