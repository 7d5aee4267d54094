import { Injectable } from '@nestjs/common';

/** One failing check as the anchors' HealthResource. */
export interface HealthIssue {
  source: string;
  type: 'ok' | 'notice' | 'warning' | 'error';
  message: string;
  wikiUrl?: string;
}

export type HealthCheck = () => Promise<HealthIssue | HealthIssue[] | null>;

/** Modules register checks here; `GET /health` lists only the ones that fail. */
@Injectable()
export class HealthRegistry {
  private readonly checks: HealthCheck[] = [];

  register(check: HealthCheck): void {
    this.checks.push(check);
  }

  async run(): Promise<HealthIssue[]> {
    const results = await Promise.all(
      this.checks.map((check) =>
        check().catch((error: unknown): HealthIssue => ({
          source: 'HealthCheck',
          type: 'error',
          message: `A health check failed to run: ${error instanceof Error ? error.message : String(error)}`,
        })),
      ),
    );
    return results.flat().filter((issue): issue is HealthIssue => issue !== null && issue.type !== 'ok');
  }
}
