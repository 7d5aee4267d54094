import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppInfo } from './app-info';

/** The app's OpenAPI document, with the anchors' API-key schemes; also what `openapi:generate` writes. */
export function buildOpenApiDocument(app: INestApplication, info: AppInfo): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`arrstack ${info.name}`)
    .setDescription(`${info.appName}-compatible API of the arrstack ${info.name}.`)
    .setVersion(info.apiPrefix.split('/').pop() ?? 'v1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }, 'X-Api-Key')
    .addApiKey({ type: 'apiKey', in: 'query', name: 'apikey' }, 'apikey')
    .addSecurityRequirements('X-Api-Key')
    .addSecurityRequirements('apikey')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey: string, methodKey: string) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  return sortKeysDeep(document) as OpenAPIObject;
}

/** Sorted keys make the committed document stable, so the drift check compares meaning, not order. */
function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
