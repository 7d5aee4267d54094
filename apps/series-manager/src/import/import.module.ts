import { Module } from '@nestjs/common';
import { MediaManagementConfigModule } from '../mediamanagement/media-management-config.module';
import { QualityModule } from '../quality/quality.module';
import { RootFolderModule } from '../rootfolder/root-folder.module';
import { DownloadedEpisodesImportService } from './downloaded-episodes-import.service';
import { EpisodeFileImporter } from './episode-file-importer';
import { ImportCommands } from './import-commands';
import { ImportDecisionMaker } from './import-decision-maker';
import { ImportRepository } from './import.repository';
import { ManualImportController } from './manual-import.controller';

/**
 * Importing downloaded episode files: `DownloadedEpisodesImportService.importPath` for the download handling, the
 * `DownloadedEpisodesScan` and `ManualImport` commands, and `GET /manualimport`.
 */
@Module({
  imports: [RootFolderModule, QualityModule, MediaManagementConfigModule],
  providers: [ImportRepository, ImportDecisionMaker, EpisodeFileImporter, DownloadedEpisodesImportService, ImportCommands],
  controllers: [ManualImportController],
  exports: [DownloadedEpisodesImportService],
})
export class ImportModule {}
