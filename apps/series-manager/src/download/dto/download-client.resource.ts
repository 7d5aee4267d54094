import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldsOf, type ProviderField } from '@arrstack/providers';
import { ProviderResource } from '@arrstack/providers/nest';
import { DOWNLOAD_CLIENT_DEFINITIONS, type DownloadClientDefinition, type DownloadClientImplementation } from '../download-client-definitions';
import type { DownloadClientEntity } from '../download-client.entity';

export class DownloadClientResource extends ProviderResource {
  @ApiPropertyOptional({ type: [DownloadClientResource] }) presets?: DownloadClientResource[];
  @ApiProperty() enable!: boolean;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) protocol!: string;
  @ApiProperty() priority!: number;
  @ApiProperty() removeCompletedDownloads!: boolean;
  @ApiProperty() removeFailedDownloads!: boolean;
}

export class DownloadClientBulkResource {
  @ApiProperty({ type: [Number] }) ids!: number[];
  @ApiPropertyOptional({ type: [Number] }) tags?: number[];
  @ApiPropertyOptional({ enum: ['add', 'remove', 'replace'] }) applyTags?: string;
  @ApiPropertyOptional() enable?: boolean;
  @ApiPropertyOptional() priority?: number;
  @ApiPropertyOptional() removeCompletedDownloads?: boolean;
  @ApiPropertyOptional() removeFailedDownloads?: boolean;
}

function base(definition: DownloadClientDefinition) {
  return {
    implementationName: definition.implementationName,
    implementation: definition.implementation,
    configContract: definition.configContract,
    infoLink: definition.infoLink,
    protocol: definition.protocol,
  };
}

export function toDownloadClientResource(entity: DownloadClientEntity): DownloadClientResource {
  const definition = DOWNLOAD_CLIENT_DEFINITIONS[entity.implementation as DownloadClientImplementation];
  return {
    ...base(definition),
    id: entity.id,
    name: entity.name,
    fields: fieldsOf(definition, entity.settings),
    tags: entity.tags,
    enable: entity.enable,
    priority: entity.priority,
    removeCompletedDownloads: entity.removeCompletedDownloads,
    removeFailedDownloads: entity.removeFailedDownloads,
  };
}

/** The blank template `GET /downloadclient/schema` returns for one implementation. */
export function toDownloadClientSchema(definition: DownloadClientDefinition): DownloadClientResource {
  return {
    ...base(definition),
    id: 0,
    name: '',
    fields: fieldsOf(definition, {}),
    tags: [],
    presets: [],
    enable: true,
    priority: 1,
    removeCompletedDownloads: true,
    removeFailedDownloads: true,
  };
}
