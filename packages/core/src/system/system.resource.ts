import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The anchors' SystemResource. */
export class SystemResource {
  @ApiProperty() appName!: string;
  @ApiProperty() instanceName!: string;
  @ApiProperty() version!: string;
  @ApiProperty() buildTime!: string;
  @ApiProperty() isDebug!: boolean;
  @ApiProperty() isProduction!: boolean;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty() isUserInteractive!: boolean;
  @ApiProperty() startupPath!: string;
  @ApiProperty() appData!: string;
  @ApiProperty() osName!: string;
  @ApiProperty() osVersion!: string;
  @ApiProperty() isNetCore!: boolean;
  @ApiProperty() isLinux!: boolean;
  @ApiProperty() isOsx!: boolean;
  @ApiProperty() isWindows!: boolean;
  @ApiProperty() isDocker!: boolean;
  @ApiProperty({ enum: ['console', 'service', 'tray'] }) mode!: string;
  @ApiProperty() branch!: string;
  @ApiProperty() authentication!: string;
  @ApiProperty({ enum: ['sqLite', 'postgreSQL'] }) databaseType!: string;
  @ApiProperty() databaseVersion!: string;
  @ApiProperty() migrationVersion!: number;
  @ApiProperty() urlBase!: string;
  @ApiProperty() runtimeVersion!: string;
  @ApiProperty() runtimeName!: string;
  @ApiProperty() startTime!: string;
  @ApiProperty() packageVersion!: string;
  @ApiProperty() packageAuthor!: string;
  @ApiProperty() packageUpdateMechanism!: string;
  @ApiPropertyOptional() packageUpdateMechanismMessage?: string;
}

/** The anchors' HealthResource. */
export class HealthResource {
  @ApiProperty() source!: string;
  @ApiProperty({ enum: ['ok', 'notice', 'warning', 'error'] }) type!: string;
  @ApiProperty() message!: string;
  @ApiPropertyOptional() wikiUrl?: string;
}
