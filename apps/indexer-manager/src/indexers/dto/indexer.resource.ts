import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { IndexerCapabilities, NewznabCategory } from '@arrstack/newznab';
import { ProviderResource } from '@arrstack/providers/nest';
import { fieldsOf, type ProviderField } from '@arrstack/providers';
import { INDEXER_DEFINITIONS, type IndexerDefinition, type IndexerImplementation } from '../indexer-definitions';
import type { IndexerEntity } from '../indexer.entity';
import type { IndexerStatusEntity } from '../indexer-status.entity';

export class IndexerCategoryResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiPropertyOptional() description?: string;
  @ApiProperty({ type: () => [IndexerCategoryResource] }) subCategories!: IndexerCategoryResource[];
}

export class IndexerCapabilityResource {
  @ApiProperty() id!: number;
  @ApiPropertyOptional() limitsMax?: number;
  @ApiPropertyOptional() limitsDefault?: number;
  @ApiProperty({ type: [IndexerCategoryResource] }) categories!: IndexerCategoryResource[];
  @ApiProperty() supportsRawSearch!: boolean;
  @ApiProperty({ type: [String] }) searchParams!: string[];
  @ApiProperty({ type: [String] }) tvSearchParams!: string[];
  @ApiProperty({ type: [String] }) movieSearchParams!: string[];
  @ApiProperty({ type: [String] }) musicSearchParams!: string[];
  @ApiProperty({ type: [String] }) bookSearchParams!: string[];
}

export class IndexerStatusResource {
  @ApiProperty() id!: number;
  @ApiProperty() indexerId!: number;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) disabledTill?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) mostRecentFailure?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) initialFailure?: Date;
}

export class IndexerResource extends ProviderResource {
  @ApiProperty({ type: [String] }) indexerUrls!: string[];
  @ApiProperty({ type: [String] }) legacyUrls!: string[];
  @ApiProperty() definitionName!: string;
  @ApiProperty() description!: string;
  @ApiProperty() language!: string;
  @ApiProperty() enable!: boolean;
  @ApiProperty() redirect!: boolean;
  @ApiProperty() supportsRss!: boolean;
  @ApiProperty() supportsSearch!: boolean;
  @ApiProperty() supportsRedirect!: boolean;
  @ApiProperty() supportsPagination!: boolean;
  @ApiProperty() appProfileId!: number;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) protocol!: string;
  @ApiProperty({ enum: ['public', 'semiPrivate', 'private'] }) privacy!: string;
  @ApiPropertyOptional({ type: IndexerCapabilityResource }) capabilities?: IndexerCapabilityResource;
  @ApiProperty() priority!: number;
  @ApiProperty() downloadClientId!: number;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) added?: Date;
  @ApiPropertyOptional({ type: IndexerStatusResource }) status?: IndexerStatusResource;
  @ApiProperty() sortName!: string;
  @ApiPropertyOptional({ type: [IndexerResource] }) presets?: IndexerResource[];
}

export function toCapabilityResource(caps: IndexerCapabilities): IndexerCapabilityResource {
  const params = (mode: { available: boolean; supportedParams: string[] }) => (mode.available ? mode.supportedParams : []);
  return {
    id: 0,
    limitsMax: caps.limits.max,
    limitsDefault: caps.limits.default,
    categories: caps.categories.map(toCategoryResource),
    supportsRawSearch: false,
    searchParams: params(caps.searching.search),
    tvSearchParams: params(caps.searching.tvSearch),
    movieSearchParams: params(caps.searching.movieSearch),
    musicSearchParams: params(caps.searching.musicSearch),
    bookSearchParams: params(caps.searching.bookSearch),
  };
}

export function toCategoryResource(category: NewznabCategory): IndexerCategoryResource {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    subCategories: category.subCategories.map(toCategoryResource),
  };
}

export function toStatusResource(status: IndexerStatusEntity): IndexerStatusResource {
  return {
    id: status.id,
    indexerId: status.indexerId,
    disabledTill: status.disabledTill ?? undefined,
    mostRecentFailure: status.mostRecentFailure ?? undefined,
    initialFailure: status.initialFailure ?? undefined,
  };
}

function base(definition: IndexerDefinition) {
  return {
    implementationName: definition.implementationName,
    implementation: definition.implementation,
    configContract: definition.configContract,
    infoLink: definition.infoLink,
    legacyUrls: [],
    definitionName: definition.implementation,
    description: definition.description,
    language: 'en-US',
    redirect: false,
    supportsRss: true,
    supportsSearch: true,
    supportsRedirect: false,
    supportsPagination: true,
    protocol: definition.protocol,
    privacy: 'private',
    downloadClientId: 0,
  };
}

export function toIndexerResource(entity: IndexerEntity, status?: IndexerStatusEntity | null): IndexerResource {
  const definition = INDEXER_DEFINITIONS[entity.implementation as IndexerImplementation];
  const baseUrl = typeof entity.settings.baseUrl === 'string' ? entity.settings.baseUrl : '';
  return {
    ...base(definition),
    id: entity.id,
    name: entity.name,
    fields: fieldsOf(definition, entity.settings),
    tags: entity.tags,
    indexerUrls: baseUrl ? [baseUrl] : [],
    enable: entity.enable,
    redirect: entity.redirect,
    appProfileId: entity.appProfileId,
    capabilities: entity.capabilities ? toCapabilityResource(entity.capabilities) : undefined,
    priority: entity.priority,
    downloadClientId: entity.downloadClientId,
    added: entity.added,
    status: status?.disabledTill ? toStatusResource(status) : undefined,
    sortName: entity.name.toLowerCase(),
  };
}

/** The blank template `GET /indexer/schema` returns for one implementation. */
export function toSchemaResource(definition: IndexerDefinition, appProfileId: number): IndexerResource {
  return {
    ...base(definition),
    id: 0,
    name: '',
    fields: fieldsOf(definition, {}),
    tags: [],
    indexerUrls: [],
    enable: true,
    appProfileId,
    priority: 25,
    sortName: '',
    presets: [],
  };
}
