export { bootstrapApp, generateOpenApiDocument, type BootstrapOptions, type RunningApp } from './bootstrap/bootstrap-app';
export { APP_ENV, APP_INFO, apiVersionOf, type AppInfo } from './bootstrap/app-info';
export { buildOpenApiDocument } from './bootstrap/openapi';
export { loadEnv, generateApiKey, normaliseUrlBase, EnvValidationError, LOG_LEVELS, type AppEnv, type LogLevel } from './config/env';
export { CoreModule } from './core.module';
export { ApiError, ConflictError, DomainError, NotFoundError, ValidationError, type ValidationFailure } from './http/errors';
export { ApiKeyHolder } from './http/api-key';
export { ParseIdPipe } from './http/id.pipe';
export { isoSeconds, serializeJson, timeSpan } from './http/json';
export { pascalCase } from './http/validation';
export { readPaging, fetchPage, type PagingRequest, type PagingResource, type PagingSpec, type SortDirection } from './paging/paging';
export { DatabaseModule } from './database/database.module';
export { dataSourceOptions, openDatabase, pendingSchemaChanges, migrationState, type DatabaseSpec } from './database/data-source';
export { SnakeNamingStrategy, snakeCase } from './database/snake-naming.strategy';
export { CommandEntity, type CommandStatus, type CommandTrigger } from './commands/command.entity';
export { CommandRegistry, type CommandContext, type CommandDefinition, type CommandHandler, type CommandOutcome } from './commands/command-registry';
export { CommandService } from './commands/command.service';
export { CommandResource, toCommandResource } from './commands/command.resource';
export { HealthRegistry, type HealthCheck, type HealthIssue } from './system/health-registry';
export { SystemInfo } from './system/system-info';
export { RouteCatalog } from './system/route-catalog';
export { PINO_LOGGER, createLogger, pinoLevelFor, type PinoLogger } from './logging/logger';

/** Entities that core contributes to every app's schema. */
import { CommandEntity as CoreCommandEntity } from './commands/command.entity';
export const CORE_ENTITIES = [CoreCommandEntity];
export { parseEnum } from './settings/enum';
export { SingletonSettingsEntity } from './settings/singleton-settings.entity';
export { readSingleton, writeSingleton, asObject, SINGLETON_ID } from './settings/singleton-settings';
