import 'reflect-metadata';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import fastifyMultipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CoreModule } from '../core.module';
import { loadEnv, normaliseUrlBase, type AppEnv } from '../config/env';
import { ApiKeyHolder, isAnonymousRoute, presentedApiKey } from '../http/api-key';
import { AnchorExceptionFilter } from '../http/exception-filter';
import { serializeJson } from '../http/json';
import { applyResponseConventions } from '../http/response-conventions';
import { createValidationPipe } from '../http/validation';
import { createLogger, NestPinoLogger } from '../logging/logger';
import { OneLinePerRequest, requestLoggerFactory } from '../logging/request-logging';
import { RouteCatalog } from '../system/route-catalog';
import { SystemInfo } from '../system/system-info';
import type { AppInfo } from './app-info';
import { buildOpenApiDocument } from './openapi';

export interface BootstrapOptions {
  /** Environment to read instead of process.env (tests run several apps in one process). */
  env?: Record<string, string | undefined>;
  /** Listen on the port (default true); false only initialises, e.g. for in-process tests. */
  listen?: boolean;
  host?: string;
  /** Install SIGTERM/SIGINT handlers that close the app gracefully (main.ts). */
  shutdownHooks?: boolean;
  /** Routes that may be called without the API key besides /ping and the docs (live-TV exports). */
  isAnonymous?: (method: string, path: string, request: { ip: string; headers: Record<string, unknown> }) => boolean;
}

export interface RunningApp {
  app: NestFastifyApplication;
  env: AppEnv;
  /** Base URL when listening, e.g. http://127.0.0.1:8989 (with the URL base). */
  url: string;
  close(): Promise<void>;
}

const BODY_LIMIT = 50 * 1024 * 1024;

function applyGlobalPrefix(app: NestFastifyApplication, info: AppInfo): void {
  app.setGlobalPrefix(info.apiPrefix.replace(/^\//, ''), { exclude: ['ping', 'api', 'backup/:type/:name', ...(info.rootRoutes ?? [])] });
}

/**
 * The app's OpenAPI document without a database: Nest's preview mode wires modules without
 * instantiating providers. `openapi:generate` writes it; the drift test compares it with the committed one.
 */
export async function generateOpenApiDocument(appModule: Type<unknown> | DynamicModule, info: AppInfo): Promise<OpenAPIObject> {
  const env = loadEnv({ DATABASE_URL: 'postgres://preview@127.0.0.1/preview', LOG_LEVEL: 'silent' }, {
    defaultPort: info.defaultPort,
    defaultSchema: info.defaultSchema,
    name: info.name,
  });
  const logger = createLogger(info.name, 'silent');
  const app = await NestFactory.create<NestFastifyApplication>(rootModule(appModule, CoreModule.forRoot(info, env, logger)), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  applyGlobalPrefix(app, info);
  const document = buildOpenApiDocument(app, info);
  await app.close();
  return document;
}

function rootModule(appModule: Type<unknown> | DynamicModule, core: DynamicModule): DynamicModule {
  @Module({})
  class ArrstackRootModule {}
  return { module: ArrstackRootModule, imports: [core, appModule] };
}

/**
 * Builds a service exactly as production runs it — Fastify, auth, JSON conventions, validation,
 * error mapping, OpenAPI — for main.ts and the e2e tests alike.
 */
export async function bootstrapApp(
  appModule: Type<unknown> | DynamicModule,
  info: AppInfo,
  options: BootstrapOptions = {},
): Promise<RunningApp> {
  const env = loadEnv(options.env ?? process.env, { defaultPort: info.defaultPort, defaultSchema: info.defaultSchema, name: info.name });
  const logger = createLogger(info.name, env.logLevel);
  // The URL base is settled after the database is read (host config may hold one); the rewrite reads it then.
  let urlBase = env.urlBase;
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    genReqId: (request: IncomingMessage) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    logController: new OneLinePerRequest(logger),
    childLoggerFactory: requestLoggerFactory as never,
    // No Nest middleware is used; without middie every request skips its onRequest pass.
    skipMiddie: true,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    rewriteUrl: (request: IncomingMessage) => {
      const url = request.url ?? '/';
      if (urlBase && (url === urlBase || url.startsWith(`${urlBase}/`) || url.startsWith(`${urlBase}?`))) {
        return url.slice(urlBase.length) || '/';
      }
      return url;
    },
  });

  const app = await NestFactory.create<NestFastifyApplication>(rootModule(appModule, CoreModule.forRoot(info, env, logger)), adapter, {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const catalog = app.get(RouteCatalog);
  fastify.addHook('onRoute', (route) => catalog.add(route.method, route.url));

  const apiKey = app.get(ApiKeyHolder);
  fastify.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
    if (
      isAnonymousRoute(request.method, path) ||
      options.isAnonymous?.(request.method, path, { ip: request.ip, headers: request.headers }) ||
      apiKey.matches(presentedApiKey(url, request.headers))
    ) {
      void reply.header('X-Application-Version', info.version);
      done();
      return;
    }
    // The anchors answer an unauthorised API call with 401 and an empty body.
    void reply.code(401).send();
  });
  fastify.addHook('preSerialization', applyResponseConventions);
  fastify.setReplySerializer((payload) => serializeJson(payload));

  // Backup uploads; the first file part is used and larger files are cut off and refused.
  await app.register(fastifyMultipart as never, { limits: { files: 1, fileSize: 500 * 1024 * 1024 } });
  applyGlobalPrefix(app, info);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AnchorExceptionFilter());

  const document = buildOpenApiDocument(app, info);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'docs/openapi.yaml' });

  if (options.shutdownHooks) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);

  await app.init();
  // PORT and URL_BASE from the environment win; otherwise what host config stored applies on start.
  const system = app.get(SystemInfo);
  if (!env.urlBaseFromEnv && system.configuredUrlBase !== null) urlBase = normaliseUrlBase(system.configuredUrlBase);
  const port = !env.portFromEnv && system.configuredPort !== null ? system.configuredPort : env.port;
  system.urlBase = urlBase;
  catalog.urlBase = urlBase;

  let url = '';
  if (options.listen ?? true) {
    const host = options.host ?? '0.0.0.0';
    try {
      await app.listen(port, host);
    } catch (error) {
      await app.close().catch(() => undefined);
      if ((error as { code?: string }).code === 'EADDRINUSE') {
        throw new Error(`${info.name}: port ${port} is already in use`);
      }
      throw error;
    }
    const address = fastify.server.address();
    const boundPort = typeof address === 'object' && address ? address.port : port;
    url = `http://127.0.0.1:${boundPort}${urlBase}`;
    logger.info({ port: boundPort, urlBase }, `${info.name} listening on ${url}`);
  }
  return { app, env, url, close: () => app.close() };
}
