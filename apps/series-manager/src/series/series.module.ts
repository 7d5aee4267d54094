import { Module } from '@nestjs/common';
import { EpisodeFileController } from '../episode/episode-file.controller';
import { EpisodeController } from '../episode/episode.controller';
import { EpisodeRepository } from '../episode/episode.repository';
import { EpisodeService } from '../episode/episode.service';
import { RootFolderModule } from '../rootfolder/root-folder.module';
import { TagModule } from '../tag/tag.module';
import { SeriesLibraryService } from './series-library.service';
import { SeriesController } from './series.controller';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';

/** Series, their episodes and episode files: one module, as the three share one scan. */
@Module({
  imports: [RootFolderModule, TagModule],
  providers: [SeriesRepository, EpisodeRepository, SeriesService, SeriesLibraryService, EpisodeService],
  controllers: [SeriesController, EpisodeController, EpisodeFileController],
})
export class SeriesModule {}
