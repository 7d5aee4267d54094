import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CommandRegistry, CommandService, DataReplacedHooks, ValidationError, type CommandContext } from '@arrstack/core';
import { IndexerConfigService } from './indexer-config.service';
import { ReleaseRepository } from './release.repository';
import { PendingReleaseService } from './pending-release.service';
import { ReleaseSearchService } from './release-search.service';
import { WantedService } from '../wanted/wanted.service';
import type { SearchSummary } from './search-summary';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function requireId(body: Record<string, unknown>, key: string, label: string): void {
  if (!isId(body[key])) throw ValidationError.single(label, `'${label}' must be a ${label === 'SeasonNumber' ? 'season number' : 'positive id'}`, body[key]);
}

function optionalMonitored(body: Record<string, unknown>): Record<string, unknown> {
  if (body.seriesId !== undefined && body.seriesId !== null && !isId(body.seriesId)) throw ValidationError.single('SeriesId', "'SeriesId' must be a series id", body.seriesId);
  if (body.monitored !== undefined && typeof body.monitored !== 'boolean') throw ValidationError.single('Monitored', "'Monitored' must be true or false", body.monitored);
  return { ...body, monitored: body.monitored ?? true };
}

/** "3 episodes searched on 2 indexers (1 failed): 12 reports found, 4 approved, 1 grabbed, 0 pending" */
export function describeSummary(what: string, summary: SearchSummary): string {
  const failed = summary.failedIndexers > 0 ? ` (${summary.failedIndexers} failed)` : '';
  const scope = what === 'RSS sync' ? `${summary.indexers} indexers read${failed}` : `${summary.searched} episode(s) searched on ${summary.indexers} indexer(s)${failed}`;
  return `${what} completed: ${scope}; ${summary.found} reports found, ${summary.approved} approved, ${summary.grabbed} grabbed, ${summary.pending} pending`;
}

const SCHEDULER_TICK_MS = 60_000;

/** The search commands (Sonarr's names and fields) and the schedule of RSS sync and pending releases. */
@Injectable()
export class ReleaseCommands implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly registry: CommandRegistry,
    private readonly commands: CommandService,
    private readonly search: ReleaseSearchService,
    private readonly pending: PendingReleaseService,
    private readonly repository: ReleaseRepository,
    private readonly config: IndexerConfigService,
    private readonly wanted: WantedService,
    private readonly dataReplaced: DataReplacedHooks,
  ) {}

  onModuleInit(): void {
    const userInvoked = (context: CommandContext) => context.command.trigger === 'manual';
    const progress = (context: CommandContext) => (message: string) => context.progress(message);
    this.registry.register({
      name: 'EpisodeSearch',
      validate: (body) => {
        const ids = body.episodeIds;
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isId)) throw ValidationError.single('EpisodeIds', "'EpisodeIds' must be a non-empty list of episode ids", ids);
      },
      handler: async (context) =>
        describeSummary('Episode search', await this.search.searchEpisodes(context.body.episodeIds as number[], userInvoked(context), false, progress(context))),
    });
    this.registry.register({
      name: 'SeasonSearch',
      validate: (body) => {
        requireId(body, 'seriesId', 'SeriesId');
        if (typeof body.seasonNumber !== 'number' || !Number.isInteger(body.seasonNumber) || body.seasonNumber < 0) {
          throw ValidationError.single('SeasonNumber', "'SeasonNumber' must be a season number", body.seasonNumber);
        }
      },
      handler: async (context) =>
        describeSummary('Season search', await this.search.searchSeason(context.body.seriesId as number, context.body.seasonNumber as number, userInvoked(context), progress(context))),
    });
    this.registry.register({
      name: 'SeriesSearch',
      validate: (body) => requireId(body, 'seriesId', 'SeriesId'),
      handler: async (context) => describeSummary('Series search', await this.search.searchSeries(context.body.seriesId as number, userInvoked(context), progress(context))),
    });
    this.registry.register({
      name: 'MissingEpisodeSearch',
      validate: optionalMonitored,
      handler: async (context) => {
        const monitored = context.body.monitored !== false;
        const ids = await this.wanted.missingEpisodeIds(monitored, context.body.seriesId as number | undefined);
        return describeSummary('Missing episode search', await this.search.searchBulk(ids, userInvoked(context), monitored, progress(context)));
      },
    });
    this.registry.register({
      name: 'CutoffUnmetEpisodeSearch',
      validate: optionalMonitored,
      handler: async (context) => {
        const monitored = context.body.monitored !== false;
        const ids = await this.wanted.cutoffUnmetEpisodeIds(monitored, context.body.seriesId as number | undefined);
        return describeSummary('Cutoff unmet episode search', await this.search.searchBulk(ids, userInvoked(context), monitored, progress(context)));
      },
    });
    this.registry.register({ name: 'RssSync', handler: async () => describeSummary('RSS sync', await this.search.rssSync()) });
    this.registry.register({
      name: 'ProcessPendingReleases',
      handler: async () => {
        const summary = await this.pending.processPending();
        return `Pending releases processed: ${summary.found} checked, ${summary.approved} approved, ${summary.grabbed} grabbed, ${summary.pending} still pending`;
      },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // Also after a restore: a backup from before scheduled tasks existed has no rows for them.
    this.dataReplaced.register(() => this.registerTasks());
    await this.registerTasks();
    this.timer = setInterval(() => void this.tick().catch(() => undefined), SCHEDULER_TICK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async registerTasks(): Promise<void> {
    await this.repository.registerTask('RssSync');
    await this.repository.registerTask('ProcessPendingReleases');
  }

  /** One replica claims each due task (a conditional UPDATE) and queues it as a scheduled command. */
  private async tick(): Promise<void> {
    const { rssSyncInterval } = await this.config.load();
    if (rssSyncInterval > 0 && (await this.repository.claimTask('RssSync', rssSyncInterval))) {
      await this.commands.enqueue('RssSync', {}, { trigger: 'scheduled' });
      return;
    }
    if ((await this.repository.pendingCount()) > 0 && (await this.repository.claimTask('ProcessPendingReleases', 1))) {
      await this.commands.enqueue('ProcessPendingReleases', {}, { trigger: 'scheduled' });
    }
  }
}
