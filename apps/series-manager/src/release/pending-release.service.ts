import { Inject, Injectable } from '@nestjs/common';
import { PINO_LOGGER, type PinoLogger } from '@arrstack/core';
import type { SeriesEntity } from '../series/series.entity';
import { DownloadClientUnavailableError, ReleaseGrabber } from '../download/release-grabber';
import { grabRequestOf, ReleaseDecisionService, type Decision, type DecideOptions, type FoundRelease } from './release-decisions.service';
import type { PendingReleaseEntity } from './release.entities';
import { ReleaseRepository } from './release.repository';
import { emptySummary, type SearchSummary } from './search-summary';

/** Grabbing what searches decided, and the pending releases (delay profile, or no download client) kept for later. */
@Injectable()
export class PendingReleaseService {
  constructor(
    private readonly repository: ReleaseRepository,
    private readonly decisions: ReleaseDecisionService,
    private readonly grabber: ReleaseGrabber,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  async decideAndGrab(series: SeriesEntity, found: FoundRelease[], options: DecideOptions): Promise<Pick<SearchSummary, 'found' | 'approved' | 'grabbed' | 'pending'>> {
    const decided = await this.decisions.decide(series, found, options);
    const { grabbed, pending } = await this.grabBest(decided);
    return { found: found.length, approved: decided.filter((d) => d.evaluation.approved).length, grabbed, pending };
  }

  /**
   * Walks ranked decisions: the best approved release per episode is grabbed (a season pack covers its episodes);
   * temporarily rejected ones are kept as pending; when a download client is unavailable the release, and every
   * later one of that protocol, goes to pending instead of being dropped.
   */
  async grabBest(decisions: Decision[]): Promise<{ grabbed: number; pending: number }> {
    const covered = new Set<number>();
    const unavailable = new Set<string>();
    let grabbed = 0;
    let pending = 0;
    for (const decision of decisions) {
      const ids = decision.episodes.map((episode) => episode.id);
      if (ids.length === 0 || ids.some((id) => covered.has(id))) continue;
      if (decision.evaluation.temporarilyRejected) {
        await this.hold(decision, 'delay');
        pending++;
        continue;
      }
      if (!decision.evaluation.approved) continue;
      if (unavailable.has(decision.found.indexer.protocol)) {
        await this.hold(decision, 'downloadClientUnavailable');
        pending++;
        continue;
      }
      try {
        await this.grabber.grab(grabRequestOf(decision));
        ids.forEach((id) => covered.add(id));
        grabbed++;
        await this.repository.deletePendingForEpisodes(ids);
      } catch (error) {
        if (error instanceof DownloadClientUnavailableError) {
          unavailable.add(decision.found.indexer.protocol);
          await this.hold(decision, 'downloadClientUnavailable');
          pending++;
        } else {
          this.logger.warn(`Grabbing ${decision.found.release.title} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return { grabbed, pending };
  }

  private async hold(decision: Decision, reason: 'delay' | 'downloadClientUnavailable'): Promise<void> {
    await this.repository.addPending({
      seriesId: decision.series.id,
      episodeIds: decision.episodes.map((episode) => episode.id),
      guid: decision.found.release.guid,
      indexerId: decision.found.indexer.id,
      title: decision.found.release.title,
      reason,
      release: decision.found as unknown as Record<string, unknown>,
    });
  }

  async pendingSince(seriesId: number): Promise<Map<number, Date>> {
    return oldestPendingByEpisode(await this.repository.pending(seriesId));
  }

  /**
   * ProcessPendingReleases: every pending release is decided again (automatic rules, with the time it has been
   * pending); the best approved per episode is grabbed, permanently rejected ones are dropped, the rest keep waiting.
   */
  async processPending(): Promise<SearchSummary> {
    const summary = emptySummary();
    const rows = await this.repository.pending();
    const seriesIds = [...new Set(rows.map((row) => row.seriesId))];
    for (const seriesId of seriesIds) {
      const series = await this.repository.series(seriesId);
      const own = rows.filter((row) => row.seriesId === seriesId);
      if (!series) {
        await this.repository.deletePending(own.map((row) => row.id));
        continue;
      }
      const found = own.map((row) => row.release as unknown as FoundRelease);
      const decided = await this.decisions.decide(series, found, { userInvoked: false, monitoredOnly: true, pendingSince: oldestPendingByEpisode(own) });
      const dropped = decided.filter((d) => !d.evaluation.approved && !d.evaluation.temporarilyRejected);
      await this.repository.deletePending(own.filter((row) => dropped.some((d) => d.found.release.guid === row.guid && d.found.indexer.id === row.indexerId)).map((row) => row.id));
      const { grabbed } = await this.grabBest(decided.filter((d) => d.evaluation.approved));
      summary.found += found.length;
      summary.approved += decided.filter((d) => d.evaluation.approved).length;
      summary.grabbed += grabbed;
    }
    summary.pending = await this.repository.pendingCount();
    return summary;
  }}

/** When each episode's oldest pending release was held back (the delay runs from there). */
function oldestPendingByEpisode(rows: Array<Pick<PendingReleaseEntity, 'episodeIds' | 'added'>>): Map<number, Date> {
  const since = new Map<number, Date>();
  for (const row of rows) {
    for (const id of row.episodeIds) {
      const known = since.get(id);
      if (!known || row.added < known) since.set(id, row.added);
    }
  }
  return since;
}
