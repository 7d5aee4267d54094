import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  APP_ENV,
  APP_INFO,
  ApiKeyHolder,
  CommandRegistry,
  DataReplacedHooks,
  PINO_LOGGER,
  SystemInfo,
  ValidationError,
  generateApiKey,
  pinoLevelFor,
  readSingleton,
  writeSingleton,
  type AppEnv,
  type AppInfo,
  type PinoLogger,
} from '@arrstack/core';
import { HostConfigEntity } from './host-config.entity';
import type { HostConfigResource, HostSettings } from './host-config.resource';
import { applyHostUpdate, defaultHostSettings } from './host-config.rules';
import { HOST_CONFIG_OPTIONS, type HostConfigOptions } from './host-config.options';

/** How often a replica re-reads the stored key, so a key changed on another replica applies here too. */
const REFRESH_MS = 5_000;

@Injectable()
export class HostConfigService implements OnModuleInit, OnModuleDestroy {
  private refresher: NodeJS.Timeout | null = null;
  private cached: HostSettings | null = null;
  /** What GET answers, built when the settings change rather than on every read. */
  private resource: HostConfigResource | null = null;

  constructor(
    @InjectRepository(HostConfigEntity) private readonly repository: Repository<HostConfigEntity>,
    @Inject(APP_INFO) private readonly info: AppInfo,
    @Inject(APP_ENV) private readonly env: AppEnv,
    @Inject(HOST_CONFIG_OPTIONS) private readonly options: HostConfigOptions,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
    private readonly apiKey: ApiKeyHolder,
    private readonly system: SystemInfo,
    private readonly commands: CommandRegistry,
    private readonly dataReplaced: DataReplacedHooks,
  ) {}

  async onModuleInit(): Promise<void> {
    // A restore replaces the stored settings: the key, level and names held here follow them.
    this.dataReplaced.register(() => this.reload());
    this.commands.register({
      name: 'ResetApiKey',
      handler: async () => {
        await this.update({ apiKey: generateApiKey() });
        return 'API key reset';
      },
    });
    this.apply(await this.load(), false);
    this.refresher = setInterval(() => {
      void this.load()
        .then((settings) => this.apply(settings, false))
        .catch(() => undefined);
    }, REFRESH_MS);
    this.refresher.unref();
  }

  onModuleDestroy(): void {
    if (this.refresher) clearInterval(this.refresher);
  }

  private defaults(): HostSettings {
    return defaultHostSettings({
      appName: this.info.appName,
      port: this.info.defaultPort,
      sslPort: this.options.sslPort ?? 9898,
      // API_KEY seeds the key on first start only; afterwards the stored key rules.
      apiKey: this.env.apiKey ?? generateApiKey(),
      withHistoryCleanup: this.options.withHistoryCleanup ?? false,
    });
  }

  private async load(): Promise<HostSettings> {
    return readSingleton(this.repository, () => this.defaults());
  }

  private apply(settings: HostSettings, changedByUser: boolean): void {
    const previousLogLevel = this.cached?.logLevel;
    this.cached = settings;
    this.resource = toResource(settings);
    this.apiKey.set(settings.apiKey);
    this.system.instanceName = settings.instanceName;
    this.system.authenticationMethod = settings.authenticationMethod;
    this.system.configuredPort = settings.port;
    this.system.configuredUrlBase = settings.urlBase;
    // LOG_LEVEL from the environment rules at boot; a level changed through the API applies at once (saving the
    // form with the level untouched keeps the level the service runs at).
    if (changedByUser && settings.logLevel !== previousLogLevel) this.logger.level = pinoLevelFor(settings.logLevel);
  }

  /** Re-reads the stored settings, e.g. after a restore replaced them. */
  async reload(): Promise<void> {
    this.apply(await this.load(), false);
  }

  /** The stored settings (password hash included), for modules that act on them such as backups. */
  async settings(): Promise<HostSettings> {
    return this.cached ?? this.load();
  }

  /** Served from memory: this replica's own writes apply at once, other replicas' within REFRESH_MS. */
  async get(): Promise<HostConfigResource> {
    return this.resource ?? toResource(await this.settings());
  }

  async update(body: Record<string, unknown>): Promise<HostConfigResource> {
    const current = await this.load();
    const { next, failures } = applyHostUpdate(current, body, this.info.appName);
    if (failures.length > 0) throw new ValidationError(failures);
    await writeSingleton(this.repository, next);
    this.apply(next, true);
    return toResource(next);
  }
}

/** The password is write-only: it is never returned, hashed or not. */
export function toResource(settings: HostSettings): HostConfigResource {
  const { passwordHash: _hash, ...rest } = settings;
  return { id: 1, ...rest, password: '', passwordConfirmation: '' };
}
