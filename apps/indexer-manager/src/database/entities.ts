import { CORE_ENTITIES } from '@arrstack/core';
import { HostConfigEntity } from '@arrstack/host-config';
import { UiConfigEntity } from '@arrstack/ui-config';
import { AppProfileEntity } from '../app-profiles/app-profile.entity';
import { AppIndexerMapEntity, ApplicationEntity } from '../applications/application.entity';
import { HistoryEntity } from '../history/history.entity';
import { IndexerEntity } from '../indexers/indexer.entity';
import { IndexerStatusEntity } from '../indexers/indexer-status.entity';

/** Every table in this app's schema, including those the shared packages define. */
export const ENTITIES = [...CORE_ENTITIES, HostConfigEntity, UiConfigEntity, AppProfileEntity, IndexerEntity, IndexerStatusEntity, HistoryEntity, ApplicationEntity, AppIndexerMapEntity];
