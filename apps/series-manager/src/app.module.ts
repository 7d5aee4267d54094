import { Module } from '@nestjs/common';
import { BackupModule } from '@arrstack/backup';
import { DatabaseModule } from '@arrstack/core';
import { HostConfigModule } from '@arrstack/host-config';
import { NamingConfigModule } from '@arrstack/naming-config';
import { ParseModule } from '@arrstack/parser/nest';
import { UiConfigModule } from '@arrstack/ui-config';
import { CustomFormatModule } from './customformat/custom-format.module';
import { ENTITIES } from './database/entities';
import { MIGRATIONS } from './database/migrations';
import { DelayProfileModule } from './delayprofile/delay-profile.module';
import { DownloadModule } from './download/download.module';
import { ImportModule } from './import/import.module';
import { IndexerModule } from './indexer/indexer.module';
import { MediaManagementConfigModule } from './mediamanagement/media-management-config.module';
import { LanguageProfileModule } from './languageprofile/language-profile.module';
import { QualityModule } from './quality/quality.module';
import { ReleaseModule } from './release/release.module';
import { SeriesRenameModule } from './rename/series-rename.module';
import { RootFolderModule } from './rootfolder/root-folder.module';
import { SeriesModule } from './series/series.module';
import { TagModule } from './tag/tag.module';
import { WantedModule } from './wanted/wanted.module';

@Module({
  imports: [
    DatabaseModule.forRoot({ entities: ENTITIES, migrations: MIGRATIONS }),
    HostConfigModule.forRoot({ sslPort: 9898 }),
    UiConfigModule.forRoot({ kind: 'series' }),
    NamingConfigModule.forRoot({ kind: 'series' }),
    ParseModule.forRoot({ mediaKind: 'series' }),
    BackupModule,
    TagModule,
    QualityModule,
    CustomFormatModule,
    LanguageProfileModule,
    DelayProfileModule,
    RootFolderModule,
    SeriesModule,
    IndexerModule,
    DownloadModule,
    SeriesRenameModule,
    MediaManagementConfigModule,
    ImportModule,
    WantedModule,
    ReleaseModule,
  ],
})
export class AppModule {}
