import path from 'node:path';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandRegistry, CommandService, NotFoundError, PINO_LOGGER, type CommandContext, type PinoLogger } from '@arrstack/core';
import { moveFolder } from '@arrstack/renamer';
import { RootFolderService } from '../rootfolder/root-folder.service';
import { bestRootFor } from '../rootfolder/root-folder.rules';
import { readBulkMoveSeries, readMoveSeries, type SeriesMove } from './series-move.rules';
import { seriesFolderName } from './series-titles';
import { SeriesRepository } from './series.repository';

/**
 * Sonarr's MoveSeries and BulkMoveSeries commands. The stored path is set to the destination (the request does
 * it at once; a command posted directly gets it when the move succeeds) and put back to the source when the move
 * fails, so the library always names the folder that holds the files.
 */
@Injectable()
export class SeriesMoveService implements OnModuleInit {
  constructor(
    private readonly repository: SeriesRepository,
    private readonly roots: RootFolderService,
    private readonly registry: CommandRegistry,
    private readonly commands: CommandService,
    @Inject(PINO_LOGGER) private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'MoveSeries',
      validate: (body) => ({ ...body, ...readMoveSeries(body) }),
      handler: async ({ body, progress }: CommandContext) => {
        const move = readMoveSeries(body);
        await progress(`Moving series ${move.seriesId} to ${move.destinationPath}`);
        return this.move(move, move.destinationPath!);
      },
    });
    this.registry.register({
      name: 'BulkMoveSeries',
      validate: (body) => ({ ...body, ...readBulkMoveSeries(body) }),
      handler: async ({ body, progress, signal }: CommandContext) => {
        const { series, destinationRootFolder } = readBulkMoveSeries(body);
        const done: string[] = [];
        const failed: string[] = [];
        for (const item of series) {
          if (signal.aborted) break;
          await progress(`Moving ${done.length + failed.length + 1} of ${series.length}`);
          try {
            done.push(await this.move(item, item.destinationPath ?? (await this.defaultDestination(item.seriesId, destinationRootFolder))));
          } catch (error) {
            failed.push((error as Error).message);
          }
        }
        if (failed.length > 0) throw new Error(`${failed.length} of ${series.length} series not moved: ${failed.join('; ')}`);
        return `Moved ${done.length} series to ${destinationRootFolder}`;
      },
    });
  }

  private async defaultDestination(seriesId: number, rootFolder: string): Promise<string> {
    const series = await this.repository.findById(seriesId);
    if (!series) throw new NotFoundError('Series', seriesId);
    return path.posix.join(rootFolder, seriesFolderName(series.title));
  }

  /** Queues the move of one series whose stored path the caller has already set to `destinationPath`. */
  queueMove(seriesId: number, sourcePath: string, destinationPath: string): Promise<unknown> {
    return this.commands.enqueue('MoveSeries', { seriesId, sourcePath, destinationPath }, { trigger: 'manual' });
  }

  queueBulkMove(destinationRootFolder: string, series: Array<Required<SeriesMove>>): Promise<unknown> {
    return this.commands.enqueue('BulkMoveSeries', { destinationRootFolder, series }, { trigger: 'manual' });
  }

  /** Moves one series folder; returns a line for the completion message or throws with why it failed. */
  private async move(move: SeriesMove, destination: string): Promise<string> {
    const series = await this.repository.findById(move.seriesId);
    if (!series) throw new NotFoundError('Series', move.seriesId);
    const source = move.sourcePath ?? series.path;
    const roots = (await this.roots.list()).map((root) => root.path);
    const restore = async (reason: string): Promise<never> => {
      await this.repository.setPath(series.id, source);
      throw new Error(`Could not move '${series.title}' from '${source}' to '${destination}': ${reason}; it stays at '${source}'`);
    };
    if (!bestRootFor(roots.map((p) => ({ path: p })), destination)) return restore('the destination is not inside a root folder');
    const result = await moveFolder(source, destination, { roots });
    if (result.status === 'moved' || result.status === 'unchanged') {
      await this.repository.setPath(series.id, destination);
      if (result.message) this.logger.warn(`Moving '${series.title}': ${result.message}`);
      return `'${series.title}' moved to '${destination}'`;
    }
    if (result.status === 'source-missing') {
      // As Sonarr: nothing on disk to move, so the series simply points at its new folder.
      await this.repository.setPath(series.id, destination);
      return `'${series.title}': folder '${source}' does not exist, path updated without moving`;
    }
    return restore(result.message ?? result.status);
  }
}
