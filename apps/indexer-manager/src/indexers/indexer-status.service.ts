import { Injectable } from '@nestjs/common';
import type { IndexerError } from '@arrstack/newznab';
import { HEALTHY, isBlocked, recordFailure, recordSuccess, type BackoffState } from './backoff';
import { IndexerRepository } from './indexer.repository';
import type { IndexerStatusEntity } from './indexer-status.entity';

/** Keeps each indexer's back-off row; updates for one indexer run one after another within this process. */
@Injectable()
export class IndexerStatusService {
  private readonly startedAt = new Date();
  private readonly chains = new Map<number, Promise<unknown>>();

  constructor(private readonly repository: IndexerRepository) {}

  /** Only indexers currently backing off, as Prowlarr's `GET /indexerstatus` returns them. */
  async blocked(now = new Date()): Promise<IndexerStatusEntity[]> {
    return (await this.repository.findStatuses()).filter((status) => isBlocked(status, now));
  }

  async statusOf(indexerId: number): Promise<IndexerStatusEntity | null> {
    return this.repository.findStatus(indexerId);
  }

  async isBlocked(indexerId: number, now = new Date()): Promise<IndexerStatusEntity | undefined> {
    const status = await this.repository.findStatus(indexerId);
    return status && isBlocked(status, now) ? status : undefined;
  }

  recordFailure(indexerId: number, error: IndexerError | undefined): Promise<void> {
    return this.serialise(indexerId, async () => {
      const state = await this.read(indexerId);
      const retryAfter = error?.kind === 'requestLimit' ? (error as { retryAfterSeconds?: number }).retryAfterSeconds : undefined;
      const next = recordFailure(state, {
        now: new Date(),
        processStartedAt: this.startedAt,
        connectionFailure: error?.kind === 'unreachable',
        minimumBackoffSeconds: retryAfter,
      });
      await this.repository.saveStatus(indexerId, next);
    });
  }

  recordSuccess(indexerId: number): Promise<void> {
    return this.serialise(indexerId, async () => {
      const state = await this.read(indexerId);
      if (state.escalationLevel === 0) return;
      await this.repository.saveStatus(indexerId, recordSuccess(state));
    });
  }

  private async read(indexerId: number): Promise<BackoffState> {
    const row = await this.repository.findStatus(indexerId);
    if (!row) return HEALTHY;
    return {
      escalationLevel: row.escalationLevel,
      initialFailure: row.initialFailure,
      mostRecentFailure: row.mostRecentFailure,
      disabledTill: row.disabledTill,
    };
  }

  private serialise(indexerId: number, work: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(indexerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.chains.set(indexerId, next);
    void next.finally(() => {
      if (this.chains.get(indexerId) === next) this.chains.delete(indexerId);
    }).catch(() => undefined);
    return next;
  }
}
