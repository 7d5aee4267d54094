import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ProviderResource } from '@arrstack/providers/nest';
import { fieldsOf, type ProviderField } from '@arrstack/providers';
import { INDEXER_DEFINITIONS, type IndexerDefinition, type IndexerImplementation } from '../indexer-definitions';
import type { IndexerEntity } from '../indexer.entity';

export class IndexerResource extends ProviderResource {
  @ApiPropertyOptional({ type: [IndexerResource] }) presets?: IndexerResource[];
  @ApiProperty() enableRss!: boolean;
  @ApiProperty() enableAutomaticSearch!: boolean;
  @ApiProperty() enableInteractiveSearch!: boolean;
  @ApiProperty() supportsRss!: boolean;
  @ApiProperty() supportsSearch!: boolean;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) protocol!: string;
  @ApiProperty() priority!: number;
  @ApiProperty() seasonSearchMaximumSingleEpisodeAge!: number;
  @ApiProperty() downloadClientId!: number;
}

export class IndexerBulkResource {
  @ApiProperty({ type: [Number] }) ids!: number[];
  @ApiPropertyOptional({ type: [Number] }) tags?: number[];
  @ApiPropertyOptional({ enum: ['add', 'remove', 'replace'] }) applyTags?: string;
  @ApiPropertyOptional() enableRss?: boolean;
  @ApiPropertyOptional() enableAutomaticSearch?: boolean;
  @ApiPropertyOptional() enableInteractiveSearch?: boolean;
  @ApiPropertyOptional() priority?: number;
}

export class ProviderTestAllResult {
  @ApiProperty() id!: number;
  @ApiProperty() isValid!: boolean;
  @ApiProperty({ type: 'array', items: { type: 'object' } }) validationFailures!: unknown[];
}

function base(definition: IndexerDefinition) {
  return {
    implementationName: definition.implementationName,
    implementation: definition.implementation,
    configContract: definition.configContract,
    infoLink: definition.infoLink,
    supportsRss: true,
    supportsSearch: true,
    protocol: definition.protocol,
  };
}

export function toIndexerResource(entity: IndexerEntity): IndexerResource {
  const definition = INDEXER_DEFINITIONS[entity.implementation as IndexerImplementation];
  return {
    ...base(definition),
    id: entity.id,
    name: entity.name,
    fields: fieldsOf(definition, entity.settings),
    tags: entity.tags,
    enableRss: entity.enableRss,
    enableAutomaticSearch: entity.enableAutomaticSearch,
    enableInteractiveSearch: entity.enableInteractiveSearch,
    priority: entity.priority,
    seasonSearchMaximumSingleEpisodeAge: entity.seasonSearchMaximumSingleEpisodeAge,
    downloadClientId: entity.downloadClientId,
  };
}

/** The blank template `GET /indexer/schema` returns for one implementation. */
export function toSchemaResource(definition: IndexerDefinition): IndexerResource {
  return {
    ...base(definition),
    id: 0,
    name: '',
    fields: fieldsOf(definition, {}),
    tags: [],
    presets: [],
    enableRss: true,
    enableAutomaticSearch: true,
    enableInteractiveSearch: true,
    priority: 25,
    seasonSearchMaximumSingleEpisodeAge: 0,
    downloadClientId: 0,
  };
}
