import { CORE_ENTITIES } from '@arrstack/core';
import { HostConfigEntity } from '@arrstack/host-config';
import { UiConfigEntity } from '@arrstack/ui-config';
import { NamingConfigEntity } from '@arrstack/naming-config';
import { CustomFormatEntity } from '../customformat/custom-format.entity';
import { DelayProfileEntity } from '../delayprofile/delay-profile.entity';
import { BlocklistEntity } from '../download/blocklist/blocklist.entity';
import { DownloadClientEntity } from '../download/download-client.entity';
import { HistoryEntity } from '../download/history/history.entity';
import { QueueItemEntity, TrackedDownloadEntity } from '../download/queue/tracked-download.entity';
import { EpisodeFileEntity } from '../episode/episode-file.entity';
import { EpisodeEntity } from '../episode/episode.entity';
import { IndexerEntity } from '../indexer/indexer.entity';
import { MediaManagementConfigEntity } from '../mediamanagement/media-management-config.entity';
import { LanguageProfileEntity } from '../languageprofile/language-profile.entity';
import { QualityDefinitionEntity } from '../quality/quality-definition.entity';
import { QualityProfileEntity } from '../quality/quality-profile.entity';
import { CachedReleaseEntity, IndexerConfigEntity, PendingReleaseEntity, ScheduledTaskEntity } from '../release/release.entities';
import { RootFolderEntity } from '../rootfolder/root-folder.entity';
import { SeriesEntity } from '../series/series.entity';
import { TagEntity } from '../tag/tag.entity';

/** Every table in this app's schema, including those the shared packages define. */
export const ENTITIES = [
  ...CORE_ENTITIES,
  HostConfigEntity,
  UiConfigEntity,
  NamingConfigEntity,
  TagEntity,
  QualityDefinitionEntity,
  QualityProfileEntity,
  RootFolderEntity,
  SeriesEntity,
  EpisodeFileEntity,
  EpisodeEntity,
  IndexerEntity,
  LanguageProfileEntity,
  DelayProfileEntity,
  CustomFormatEntity,
  IndexerConfigEntity,
  CachedReleaseEntity,
  PendingReleaseEntity,
  ScheduledTaskEntity,
  DownloadClientEntity,
  HistoryEntity,
  BlocklistEntity,
  TrackedDownloadEntity,
  QueueItemEntity,
  MediaManagementConfigEntity,
];
