import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import os from 'node:os';
import { DataSource } from 'typeorm';
import { APP_ENV, APP_INFO, apiVersionOf, type AppInfo } from '../bootstrap/app-info';
import type { AppEnv } from '../config/env';
import { isoSeconds } from '../http/json';
import { migrationState } from '../database/data-source';
import { HealthRegistry } from './health-registry';
import { RouteCatalog } from './route-catalog';
import { SystemInfo } from './system-info';
import { HealthResource, SystemResource } from './system.resource';

@ApiTags('System')
@Controller('system')
export class SystemController {
  private databaseVersion: string | null = null;
  private fixed: ReturnType<SystemController['fixedStatus']> | null = null;
  private last: SystemResource | null = null;

  constructor(
    @Inject(APP_INFO) private readonly info: AppInfo,
    @Inject(APP_ENV) private readonly env: AppEnv,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly system: SystemInfo,
    private readonly routes: RouteCatalog,
  ) {}

  @Get('status')
  async status(): Promise<SystemResource> {
    if (!this.databaseVersion) {
      const [row] = await this.dataSource.query<Array<{ server_version: string }>>('SHOW server_version');
      this.databaseVersion = row.server_version.split(' ')[0];
    }
    this.system.migrationCount ??= (await migrationState(this.dataSource)).count;
    this.fixed ??= this.fixedStatus();
    const instanceName = this.system.instanceName ?? this.info.appName;
    const last = this.last;
    // Dashboards poll this: the answer is rebuilt only when one of its changeable parts changed.
    if (
      last?.instanceName === instanceName &&
      last.authentication === this.system.authenticationMethod &&
      last.databaseVersion === this.databaseVersion &&
      last.migrationVersion === this.system.migrationCount &&
      last.urlBase === this.system.urlBase
    ) {
      return last;
    }
    this.last = {
      ...this.fixed,
      instanceName,
      authentication: this.system.authenticationMethod,
      databaseVersion: this.databaseVersion,
      migrationVersion: this.system.migrationCount,
      urlBase: this.system.urlBase,
    };
    return this.last;
  }

  /** What cannot change while the process runs, computed once (it is read on every dashboard poll). */
  private fixedStatus(): Omit<SystemResource, 'instanceName' | 'authentication' | 'databaseVersion' | 'migrationVersion' | 'urlBase'> {
    const started = isoSeconds(this.system.startTime)!;
    return {
      appName: this.info.appName,
      version: this.info.version,
      buildTime: started,
      isDebug: false,
      isProduction: true,
      isAdmin: false,
      isUserInteractive: false,
      startupPath: process.cwd(),
      appData: this.env.dataDir,
      osName: os.platform(),
      osVersion: os.release(),
      isNetCore: false,
      isLinux: process.platform === 'linux',
      isOsx: process.platform === 'darwin',
      isWindows: process.platform === 'win32',
      isDocker: false,
      mode: 'console',
      branch: 'main',
      databaseType: 'postgreSQL',
      runtimeVersion: process.versions.node,
      runtimeName: 'node',
      startTime: started,
      packageVersion: this.info.version,
      packageAuthor: 'arrstack',
      packageUpdateMechanism: 'external',
    };
  }

  /** The anchors answer text/plain; a client that accepts JSON gets `[{method, path}]`. */
  @Get('routes')
  @ApiProduces('text/plain', 'application/json')
  routesList(@Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): void {
    const routes = this.routes.list();
    if (accept && /application\/json/i.test(accept) && !/text\/plain/i.test(accept.split(',')[0])) {
      void reply.type('application/json').send(routes);
      return;
    }
    void reply.type('text/plain; charset=utf-8').send(routes.map((r) => `${r.method} ${r.path}`).join('\n') + '\n');
  }

  @Get('routes/duplicate')
  @ApiExcludeEndpoint()
  duplicates(): unknown[] {
    const seen = new Set<string>();
    return this.routes.list().filter((r) => {
      const key = `${r.method} ${r.path.toLowerCase()}`;
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
  }
}

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthRegistry) {}

  @Get()
  async list(): Promise<HealthResource[]> {
    return this.health.run();
  }
}

/** `/ping` and `/api` live outside the API prefix. */
@Controller()
export class RootController {
  constructor(
    @Inject(APP_INFO) private readonly info: AppInfo,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get('ping')
  async ping(@Res() reply: FastifyReply): Promise<void> {
    try {
      await this.dataSource.query('SELECT 1');
      void reply.status(200).send({ status: 'OK' });
    } catch {
      void reply.status(500).send({ status: 'Error' });
    }
  }

  @Get('api')
  api(): { current: string; deprecated: string[] } {
    return { current: apiVersionOf(this.info), deprecated: [] };
  }
}
