import { Module } from '@nestjs/common';
import { EpisodeFileController } from '../episode/episode-file.controller';
import { EpisodeController } from '../episode/episode.controller';
import { EpisodeRepository } from '../episode/episode.repository';
import { EpisodeService } from '../episode/episode.service';
import { LanguageProfileModule } from '../languageprofile/language-profile.module';
import { MetadataModule } from '../metadata/metadata.module';
import { RootFolderModule } from '../rootfolder/root-folder.module';
import { TagModule } from '../tag/tag.module';
import { SeriesLibraryService } from './series-library.service';
import { SeriesLookupService } from './series-lookup.service';
import { SeriesMoveService } from './series-move.service';
import { SeriesController } from './series.controller';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';

/** Series, their episodes and episode files: one module, as the three share one scan. */
@Module({
  imports: [RootFolderModule, TagModule, MetadataModule, LanguageProfileModule],
  providers: [SeriesRepository, EpisodeRepository, SeriesService, SeriesLibraryService, SeriesLookupService, SeriesMoveService, EpisodeService],
  controllers: [SeriesController, EpisodeController, EpisodeFileController],
  exports: [SeriesService, EpisodeService],
})
export class SeriesModule {}
