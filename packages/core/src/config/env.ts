import { randomBytes } from 'node:crypto';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The environment a service reads at boot, validated as a whole. */
export interface AppEnv {
  port: number;
  databaseUrl: string;
  dbSchema: string;
  /** Seeds the API key on first start only. */
  apiKey?: string;
  logLevel: LogLevel;
  /** Normalised: '' or '/something' without a trailing slash. */
  urlBase: string;
  /** Whether PORT and URL_BASE were set; if not, the values stored in host config apply at start. */
  portFromEnv: boolean;
  urlBaseFromEnv: boolean;
  /** Where the service keeps files of its own (backups); defaults under the working directory. */
  dataDir: string;
  /** Largest backup archive accepted for restore (BACKUP_MAX_BYTES; the anchors' 500 MB by default). */
  backupMaxBytes: number;
  /**
   * TVMAZE_URL: base URL of the TVmaze API for apps with a metadata provider. Undefined when unset (the app's
   * default applies); an empty string turns the provider off.
   */
  tvmazeUrl?: string;
}

export class EnvValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvValidationError';
  }
}

export interface EnvDefaults {
  defaultPort: number;
  defaultSchema: string;
  name: string;
}

/** Normalises a URL base to '' or '/x/y' (leading slash, no trailing slash). */
export function normaliseUrlBase(value: string | undefined | null): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** Reads and validates every variable, reporting all problems in one error. */
export function loadEnv(source: Record<string, string | undefined>, defaults: EnvDefaults): AppEnv {
  const problems: string[] = [];

  let port = defaults.defaultPort;
  if (source.PORT !== undefined && source.PORT !== '') {
    const parsed = Number(source.PORT);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      problems.push(`PORT must be an integer from 0 to 65535 (got "${source.PORT}")`);
    } else {
      port = parsed;
    }
  }

  const databaseUrl = source.DATABASE_URL ?? '';
  if (!databaseUrl) {
    problems.push('DATABASE_URL is required (postgres://user:password@host:port/database)');
  } else if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const dbSchema = source.DB_SCHEMA || defaults.defaultSchema;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbSchema)) {
    problems.push(`DB_SCHEMA must be a lower-case SQL identifier (got "${dbSchema}")`);
  }

  const apiKey = source.API_KEY || undefined;
  if (apiKey !== undefined && !/^[A-Za-z0-9_-]{20,128}$/.test(apiKey)) {
    problems.push('API_KEY must be 20 to 128 characters of letters, digits, "-" or "_"');
  }

  const logLevel = (source.LOG_LEVEL || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${source.LOG_LEVEL}")`);
  }

  const rawUrlBase = source.URL_BASE ?? '';
  if (rawUrlBase && !/^\/?[A-Za-z0-9._~\-/]*$/.test(rawUrlBase)) {
    problems.push(`URL_BASE must be a path such as /sonarr (got "${rawUrlBase}")`);
  }

  let backupMaxBytes = 500 * 1024 * 1024;
  if (source.BACKUP_MAX_BYTES) {
    const parsed = Number(source.BACKUP_MAX_BYTES);
    if (!Number.isSafeInteger(parsed) || parsed < 1024) problems.push(`BACKUP_MAX_BYTES must be a whole number of bytes, at least 1024 (got "${source.BACKUP_MAX_BYTES}")`);
    else backupMaxBytes = parsed;
  }

  const tvmazeUrl = source.TVMAZE_URL?.trim();
  if (tvmazeUrl && !/^https?:\/\/[^\s/]+/.test(tvmazeUrl)) problems.push(`TVMAZE_URL must be an http:// or https:// URL (got "${source.TVMAZE_URL}")`);

  if (problems.length > 0) throw new EnvValidationError(problems);
  return {
    port,
    portFromEnv: source.PORT !== undefined && source.PORT !== '',
    urlBaseFromEnv: source.URL_BASE !== undefined,
    databaseUrl,
    dbSchema,
    apiKey,
    logLevel: logLevel as LogLevel,
    urlBase: normaliseUrlBase(rawUrlBase),
    backupMaxBytes,
    ...(tvmazeUrl === undefined ? {} : { tvmazeUrl: tvmazeUrl.replace(/\/+$/, '') }),
    dataDir: source.ARRSTACK_DATA_DIR ? `${source.ARRSTACK_DATA_DIR}/${defaults.name}` : `.arrstack/${defaults.name}`,
  };
}

/** A new API key as the anchors make them: 32 lower-case hex characters. */
export function generateApiKey(): string {
  return randomBytes(16).toString('hex');
}
