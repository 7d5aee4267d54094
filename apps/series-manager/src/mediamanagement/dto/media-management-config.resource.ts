import { ApiProperty } from '@nestjs/swagger';
import { EPISODE_TITLE_REQUIRED_TYPES, FILE_DATE_TYPES, PROPER_DOWNLOAD_TYPES, RESCAN_AFTER_REFRESH_TYPES } from '../media-management-config.rules';

/** Sonarr's `MediaManagementConfigResource`. */
export class MediaManagementConfigResource {
  @ApiProperty() id!: number;
  @ApiProperty() autoUnmonitorPreviouslyDownloadedEpisodes!: boolean;
  /** Absolute folder that replaced and deleted files go to; empty deletes them. */
  @ApiProperty() recycleBin!: string;
  @ApiProperty() recycleBinCleanupDays!: number;
  @ApiProperty({ enum: Object.keys(PROPER_DOWNLOAD_TYPES) }) downloadPropersAndRepacks!: string;
  @ApiProperty() createEmptySeriesFolders!: boolean;
  /** Remove folders left empty in the library when files are deleted or replaced. */
  @ApiProperty() deleteEmptyFolders!: boolean;
  @ApiProperty({ enum: Object.keys(FILE_DATE_TYPES) }) fileDate!: string;
  @ApiProperty({ enum: Object.keys(RESCAN_AFTER_REFRESH_TYPES) }) rescanAfterRefresh!: string;
  @ApiProperty() setPermissionsLinux!: boolean;
  @ApiProperty() chmodFolder!: string;
  @ApiProperty() chownGroup!: string;
  @ApiProperty({ enum: Object.keys(EPISODE_TITLE_REQUIRED_TYPES) }) episodeTitleRequired!: string;
  @ApiProperty() skipFreeSpaceCheckWhenImporting!: boolean;
  /** MB, at least 100. */
  @ApiProperty() minimumFreeSpaceWhenImporting!: number;
  /** Hard-link instead of copying when the download must stay (torrents still seeding). */
  @ApiProperty() copyUsingHardlinks!: boolean;
  /** Always false: import scripts are not supported. */
  @ApiProperty() useScriptImport!: boolean;
  @ApiProperty() scriptImportPath!: string;
  @ApiProperty() importExtraFiles!: boolean;
  @ApiProperty() extraFileExtensions!: string;
  @ApiProperty() enableMediaInfo!: boolean;
}
