import { Injectable } from '@nestjs/common';

/** Facts about this process that system/status reports and that other modules can read. */
@Injectable()
export class SystemInfo {
  readonly startTime = new Date();
  /** Set by host config: the name shown in system/status. */
  instanceName: string | null = null;
  /** Set by host config once loaded. */
  authenticationMethod = 'external';
  /** Port and URL base stored in host config; they apply when the service starts. */
  configuredPort: number | null = null;
  configuredUrlBase: string | null = null;
  /** The URL base in effect for this run. */
  urlBase = '';
  /** Applied migrations, read once; whoever changes the schema at run time (restore) clears it. */
  migrationCount: number | null = null;
}
