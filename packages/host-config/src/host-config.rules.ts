import { isIP } from 'node:net';
import { parseEnum, type ValidationFailure } from '@arrstack/core';
import {
  AUTHENTICATION_METHODS,
  AUTHENTICATION_REQUIRED,
  CERTIFICATE_VALIDATION,
  PROXY_TYPES,
  UPDATE_MECHANISMS,
  type HostSettings,
} from './host-config.resource';
import { hashPassword } from './password';

export interface HostDefaults {
  appName: string;
  port: number;
  sslPort: number;
  apiKey: string;
  withHistoryCleanup: boolean;
}

export function defaultHostSettings(defaults: HostDefaults): HostSettings {
  return {
    bindAddress: '*',
    port: defaults.port,
    sslPort: defaults.sslPort,
    enableSsl: false,
    launchBrowser: false,
    authenticationMethod: 'none',
    authenticationRequired: 'enabled',
    analyticsEnabled: false,
    username: '',
    passwordHash: '',
    logLevel: 'info',
    logSizeLimit: 1,
    consoleLogLevel: '',
    branch: 'main',
    apiKey: defaults.apiKey,
    sslCertPath: '',
    sslCertPassword: '',
    urlBase: '',
    instanceName: defaults.appName,
    applicationUrl: '',
    updateAutomatically: false,
    updateMechanism: 'external',
    updateScriptPath: '',
    proxyEnabled: false,
    proxyType: 'http',
    proxyHostname: '',
    proxyPort: 8080,
    proxyUsername: '',
    proxyPassword: '',
    proxyBypassFilter: '',
    proxyBypassLocalAddresses: true,
    certificateValidation: 'enabled',
    backupFolder: 'Backups',
    backupInterval: 7,
    backupRetention: 28,
    trustCgnatIpAddresses: false,
    ...(defaults.withHistoryCleanup ? { historyCleanupDays: 365 } : {}),
  };
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'off'];

type Field = keyof HostSettings;
const STRING_FIELDS: Field[] = [
  'bindAddress', 'username', 'logLevel', 'consoleLogLevel', 'branch', 'apiKey', 'sslCertPath', 'sslCertPassword',
  'urlBase', 'instanceName', 'applicationUrl', 'updateScriptPath', 'proxyHostname', 'proxyUsername', 'proxyPassword',
  'proxyBypassFilter', 'backupFolder',
];
const BOOLEAN_FIELDS: Field[] = [
  'enableSsl', 'launchBrowser', 'analyticsEnabled', 'updateAutomatically', 'proxyEnabled', 'proxyBypassLocalAddresses',
  'trustCgnatIpAddresses',
];
const INTEGER_FIELDS: Field[] = ['port', 'sslPort', 'logSizeLimit', 'proxyPort', 'backupInterval', 'backupRetention', 'historyCleanupDays'];
const ENUM_FIELDS: Array<[Field, Readonly<Record<string, number>>]> = [
  ['authenticationMethod', AUTHENTICATION_METHODS],
  ['authenticationRequired', AUTHENTICATION_REQUIRED],
  ['updateMechanism', UPDATE_MECHANISMS],
  ['proxyType', PROXY_TYPES],
  ['certificateValidation', CERTIFICATE_VALIDATION],
];

function pascal(field: string): string {
  return field[0].toUpperCase() + field.slice(1);
}

/**
 * Merges a PUT body over the stored settings and validates the result as the anchors do.
 * Fields the body leaves out keep their stored values; an empty password keeps the stored one.
 */
export function applyHostUpdate(current: HostSettings, body: Record<string, unknown>, appName: string): { next: HostSettings; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (field: string, errorMessage: string, attemptedValue?: unknown) =>
    failures.push({ propertyName: pascal(field), errorMessage, attemptedValue, severity: 'error' });
  const next: HostSettings = { ...current };
  const target = next as unknown as Record<string, unknown>;

  for (const field of STRING_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null) target[field] = '';
    else if (typeof value === 'string') target[field] = value;
    else fail(field, `'${pascal(field)}' must be a string`, value);
  }
  for (const field of BOOLEAN_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') target[field] = value;
    else fail(field, `'${pascal(field)}' must be true or false`, value);
  }
  for (const field of INTEGER_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (field === 'historyCleanupDays' && current.historyCleanupDays === undefined) continue;
    if (typeof value === 'number' && Number.isInteger(value)) target[field] = value;
    else fail(field, `'${pascal(field)}' must be a whole number`, value);
  }
  for (const [field, values] of ENUM_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    const parsed = parseEnum(value, values);
    if (parsed === undefined) fail(field, `'${pascal(field)}' must be one of ${Object.keys(values).join(', ')}`, value);
    else target[field] = parsed;
  }

  const password = typeof body.password === 'string' ? body.password : '';
  const confirmation = typeof body.passwordConfirmation === 'string' ? body.passwordConfirmation : '';
  // Clients that GET and PUT back send the stored value (the anchors return the hash): that keeps it.
  const changesPassword = password !== '' && password !== current.passwordHash;
  if (changesPassword) {
    if (confirmation !== password) fail('passwordConfirmation', 'Must match Password', '');
    else next.passwordHash = hashPassword(password);
  }

  next.urlBase = next.urlBase.trim();
  if (next.urlBase) next.urlBase = '/' + next.urlBase.replace(/^\/+|\/+$/g, '');
  next.apiKey = next.apiKey.trim();

  validate(next, appName, fail);
  return { next, failures };
}

function validate(s: HostSettings, appName: string, fail: (field: string, message: string, value?: unknown) => void): void {
  if (s.bindAddress !== '*' && s.bindAddress !== 'localhost' && isIP(s.bindAddress) === 0) {
    fail('bindAddress', 'Enter a valid IP address or "*" for all addresses', s.bindAddress);
  }
  if (s.port < 1 || s.port > 65535) fail('port', "'Port' must be between 1 and 65535", s.port);
  if (s.sslPort < 1 || s.sslPort > 65535) fail('sslPort', "'SSL Port' must be between 1 and 65535", s.sslPort);
  if (s.enableSsl) {
    if (s.sslPort === s.port) fail('sslPort', 'SSL Port must be different from Port', s.sslPort);
    if (!s.sslCertPath) fail('sslCertPath', 'SSL certificate path is required when SSL is enabled', s.sslCertPath);
  }
  if (s.urlBase && !/^(\/[A-Za-z0-9._~-]+)+$/.test(s.urlBase)) fail('urlBase', 'Must be a valid URL path, e.g. /sonarr', s.urlBase);
  if (!s.instanceName.toLowerCase().includes(appName.toLowerCase())) {
    fail('instanceName', `Instance Name must contain '${appName}'`, s.instanceName);
  }
  if (s.authenticationMethod === 'basic' || s.authenticationMethod === 'forms') {
    if (!s.username) fail('username', "'Username' must not be empty.", s.username);
    if (!s.passwordHash) fail('password', "'Password' must not be empty.", '');
  }
  if (!LOG_LEVELS.includes(s.logLevel.toLowerCase())) fail('logLevel', `Log level must be one of ${LOG_LEVELS.join(', ')}`, s.logLevel);
  if (s.logSizeLimit < 1 || s.logSizeLimit > 10) fail('logSizeLimit', "'Log Size Limit' must be between 1 and 10", s.logSizeLimit);
  if (!s.branch.trim()) fail('branch', "'Branch' must not be empty.", s.branch);
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(s.apiKey)) fail('apiKey', "'Api Key' must be at least 20 letters, digits, '-' or '_'", undefined);
  if (s.backupInterval < 1 || s.backupInterval > 7) fail('backupInterval', "'Backup Interval' must be between 1 and 7", s.backupInterval);
  if (s.backupRetention < 1 || s.backupRetention > 90) fail('backupRetention', "'Backup Retention' must be between 1 and 90", s.backupRetention);
  if (!s.backupFolder.trim()) fail('backupFolder', "'Backup Folder' must not be empty.", s.backupFolder);
  if (s.proxyEnabled) {
    if (!s.proxyHostname.trim()) fail('proxyHostname', "'Proxy Hostname' must not be empty.", s.proxyHostname);
    if (s.proxyPort < 1 || s.proxyPort > 65535) fail('proxyPort', "'Proxy Port' must be between 1 and 65535", s.proxyPort);
  }
  if (s.historyCleanupDays !== undefined && (s.historyCleanupDays < 0 || s.historyCleanupDays > 3650)) {
    fail('historyCleanupDays', "'History Cleanup Days' must be between 0 and 3650", s.historyCleanupDays);
  }
}
