import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ProviderResource } from '@arrstack/providers/nest';
import type { ProviderField } from '@arrstack/providers';
import { APPLICATION_DEFINITIONS, applicationFields, type ApplicationDefinition, type ApplicationImplementation, type ApplicationSettings } from '../application-definitions';
import type { ApplicationEntity } from '../application.entity';

export class ApplicationResource extends ProviderResource {
  @ApiProperty({ enum: ['disabled', 'addOnly', 'fullSync'] }) syncLevel!: string;
  @ApiPropertyOptional({ type: [ApplicationResource] }) presets?: ApplicationResource[];
}

function base(definition: ApplicationDefinition) {
  return {
    implementationName: definition.implementation,
    implementation: definition.implementation,
    configContract: definition.configContract,
    infoLink: definition.infoLink,
  };
}

export function toApplicationResource(entity: ApplicationEntity): ApplicationResource {
  const definition = APPLICATION_DEFINITIONS[entity.implementation as ApplicationImplementation];
  return {
    ...base(definition),
    id: entity.id,
    name: entity.name,
    fields: applicationFields(definition, entity.settings as unknown as ApplicationSettings),
    tags: entity.tags,
    syncLevel: entity.syncLevel,
  };
}

export function toApplicationSchema(definition: ApplicationDefinition): ApplicationResource {
  return { ...base(definition), id: 0, name: '', fields: applicationFields(definition, {}), tags: [], syncLevel: 'fullSync', presets: [] };
}
