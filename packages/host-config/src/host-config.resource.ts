import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const AUTHENTICATION_METHODS = { none: 0, basic: 1, forms: 2, external: 3 } as const;
export const AUTHENTICATION_REQUIRED = { enabled: 0, disabledForLocalAddresses: 1 } as const;
export const UPDATE_MECHANISMS = { builtIn: 0, script: 1, external: 10, apt: 11, docker: 12 } as const;
export const PROXY_TYPES = { http: 0, socks4: 1, socks5: 2 } as const;
export const CERTIFICATE_VALIDATION = { enabled: 0, disabledForLocalAddresses: 1, disabled: 2 } as const;

/** The anchors' HostConfigResource. */
export class HostConfigResource {
  @ApiProperty() id!: number;
  @ApiProperty() bindAddress!: string;
  @ApiProperty() port!: number;
  @ApiProperty() sslPort!: number;
  @ApiProperty() enableSsl!: boolean;
  @ApiProperty() launchBrowser!: boolean;
  @ApiProperty({ enum: Object.keys(AUTHENTICATION_METHODS) }) authenticationMethod!: string;
  @ApiProperty({ enum: Object.keys(AUTHENTICATION_REQUIRED) }) authenticationRequired!: string;
  @ApiProperty() analyticsEnabled!: boolean;
  @ApiProperty() username!: string;
  @ApiProperty({ description: 'Write-only: never returned (empty on read); empty on write keeps the stored password' })
  password!: string;
  @ApiProperty() passwordConfirmation!: string;
  @ApiProperty() logLevel!: string;
  @ApiProperty() logSizeLimit!: number;
  @ApiProperty() consoleLogLevel!: string;
  @ApiProperty() branch!: string;
  @ApiProperty() apiKey!: string;
  @ApiProperty() sslCertPath!: string;
  @ApiProperty() sslCertPassword!: string;
  @ApiProperty() urlBase!: string;
  @ApiProperty() instanceName!: string;
  @ApiProperty() applicationUrl!: string;
  @ApiProperty() updateAutomatically!: boolean;
  @ApiProperty({ enum: Object.keys(UPDATE_MECHANISMS) }) updateMechanism!: string;
  @ApiProperty() updateScriptPath!: string;
  @ApiProperty() proxyEnabled!: boolean;
  @ApiProperty({ enum: Object.keys(PROXY_TYPES) }) proxyType!: string;
  @ApiProperty() proxyHostname!: string;
  @ApiProperty() proxyPort!: number;
  @ApiProperty() proxyUsername!: string;
  @ApiProperty() proxyPassword!: string;
  @ApiProperty() proxyBypassFilter!: string;
  @ApiProperty() proxyBypassLocalAddresses!: boolean;
  @ApiProperty({ enum: Object.keys(CERTIFICATE_VALIDATION) }) certificateValidation!: string;
  @ApiProperty() backupFolder!: string;
  @ApiProperty({ description: 'Days between scheduled backups (1-7)' }) backupInterval!: number;
  @ApiProperty({ description: 'Days a scheduled backup is kept (1-90)' }) backupRetention!: number;
  @ApiProperty() trustCgnatIpAddresses!: boolean;
  @ApiPropertyOptional({ description: 'Prowlarr only: days of indexer history to keep' }) historyCleanupDays?: number;
}

/** What is stored: the resource's fields, with the password as a hash instead. */
export type HostSettings = Omit<HostConfigResource, 'id' | 'password' | 'passwordConfirmation'> & { passwordHash: string };
