import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import {
  APP_ENV,
  CommandRegistry,
  CommandService,
  ValidationError,
  type AppEnv,
  type CommandContext,
  type CommandEntity,
} from '@arrstack/core';
import { recoverJournal, RenameJournal, type JournalStep, type RecoveryReport, type SafeMoveStatus } from '../fs';
import { RENAME_ADAPTER, type RenameAdapter, type RenameFileCandidate, type RenameSelection } from './rename-adapter';
import { abandonedJournals, claimJournalPath, journalDirectory, releaseJournalPath } from './rename-journal-files';
import { checkCandidate, needsRename, orderMoves, previewRenames, toPreview, type RenamePreview } from './rename-plan';
import { readId, readIdList } from './rename-query';
import { RENAME_OPTIONS, type RenameModuleOptions } from './rename.options';

/** A file the rename moved, paths relative to the item's folder. */
export interface RenamedFile {
  fileId: number;
  itemId: number;
  existingPath: string;
  newPath: string;
  message?: string;
}

/** A file the rename left where it was, and why (`collision`, `outside-root`, `failed`, `source-missing`, …). */
export interface SkippedFile extends RenamedFile {
  status: Exclude<SafeMoveStatus, 'moved' | 'unchanged'>;
}

/** What a rename command did; the command's `outcome`. */
export interface RenameReport {
  renamed: RenamedFile[];
  skipped: SkippedFile[];
}

const LISTED_IN_MESSAGE = 5;

/** Previews, renames and start-up recovery over the app's adapter; every move goes through a journal. */
@Injectable()
export class RenameService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Rename');
  private readonly journals: string;
  private markRecovered!: () => void;
  /** Renames wait for start-up recovery: the command queue may hand out a rename before it is done. */
  private readonly recovered = new Promise<void>((resolve) => (this.markRecovered = resolve));

  constructor(
    @Inject(RENAME_ADAPTER) private readonly adapter: RenameAdapter,
    @Inject(RENAME_OPTIONS) private readonly options: RenameModuleOptions,
    @Inject(APP_ENV) env: AppEnv,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: CommandRegistry,
    private readonly commands: CommandService,
  ) {
    this.journals = journalDirectory(env.dataDir);
  }

  onModuleInit(): void {
    const { files, items, itemIdField, itemIdsField } = this.adapter.commands;
    this.registry.register({
      name: files,
      validate: (body) => ({ ...body, [itemIdField]: readId(body, itemIdField), files: readIdList(body, 'files', { required: false }) }),
      handler: (context) =>
        this.runCommand(context, { itemIds: [context.body[itemIdField] as number], fileIds: context.body.files as number[] }),
    });
    this.registry.register({
      name: items,
      validate: (body) => ({ ...body, [itemIdsField]: this.readItemIds(body) }),
      handler: (context) => this.runCommand(context, { itemIds: context.body[itemIdsField] as number[] }),
    });
  }

  /** A journal that cannot be read or claimed is logged and left for the next start; it never stops the service. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const abandoned of await abandonedJournals(this.journals)) {
        // Renamed to a name of this instance first, so two instances starting together never recover one journal twice.
        const file = claimJournalPath(this.journals);
        try {
          await fsp.rename(abandoned, file);
        } catch (error) {
          releaseJournalPath(file);
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
            this.logger.error(`could not claim ${abandoned} for recovery: ${(error as Error).message}`);
          }
          continue;
        }
        try {
          const report = await this.recover(file);
          const settled = report.moves.filter((m) => m.recovered).length;
          this.logger.warn(`recovered an interrupted rename (${path.basename(abandoned)}): ${settled} move(s) settled`);
        } catch (error) {
          this.logger.error(`could not recover ${file}; it is tried again at the next start: ${(error as Error).message}`);
        } finally {
          releaseJournalPath(file);
        }
      }
    } catch (error) {
      this.logger.error(`could not look for interrupted renames in ${this.journals}: ${(error as Error).message}`);
    } finally {
      this.markRecovered();
    }
  }

  /** `RenameSeries{seriesIds}`; a single `seriesId` is taken too. */
  private readItemIds(body: Record<string, unknown>): number[] {
    const { itemIdField, itemIdsField } = this.adapter.commands;
    const ids = readIdList(body, itemIdsField, { required: false });
    if (ids.length > 0) return ids;
    if (body[itemIdField] !== undefined) return [readId(body, itemIdField)];
    throw ValidationError.single(itemIdsField[0].toUpperCase() + itemIdsField.slice(1), `${itemIdsField} must be provided`, body[itemIdsField]);
  }

  /** `GET rename`: the files of the query's selection whose path would change. */
  async preview(query: Record<string, unknown>): Promise<RenamePreview[]> {
    return previewRenames(await this.adapter.listFiles(this.adapter.readQuery(query)));
  }

  /**
   * `POST rename`: queues the anchor's command. A body naming the command is queued as is; otherwise `files` means
   * `RenameFiles`, a narrowed single-item selection (`seasonNumber`, `albumId`) renames that selection's changed files,
   * and anything else renames every file of the selected items.
   */
  async enqueue(query: Record<string, unknown>, body: Record<string, unknown>, clientUserAgent: string | null): Promise<CommandEntity> {
    const { files, items, itemIdField, itemIdsField } = this.adapter.commands;
    const fields = { ...query, ...body };
    const named = typeof fields.name === 'string' ? this.registry.find(fields.name)?.name : undefined;
    if (named === files || named === items) return this.commands.enqueue(named, fields, { clientUserAgent });
    if (fields.files !== undefined) return this.commands.enqueue(files, fields, { clientUserAgent });
    if (fields[itemIdsField] !== undefined) return this.commands.enqueue(items, fields, { clientUserAgent });
    const selection = this.adapter.readQuery(fields);
    if (selection.itemIds.length === 1 && (selection.fileIds || Object.keys(selection.filter ?? {}).length > 0)) {
      const candidates = this.selected(await this.adapter.listFiles(selection), selection);
      const body = { [itemIdField]: selection.itemIds[0], files: candidates.filter(needsRename).map((c) => c.fileId) };
      return this.commands.enqueue(files, body, { clientUserAgent });
    }
    return this.commands.enqueue(items, { [itemIdsField]: selection.itemIds }, { clientUserAgent });
  }

  private async runCommand(context: CommandContext, selection: RenameSelection): Promise<{ message: string; outcome: RenameReport }> {
    const report = await this.rename(selection, context);
    return { message: describeRenameReport(report), outcome: report };
  }

  private selected(candidates: RenameFileCandidate[], selection: RenameSelection): RenameFileCandidate[] {
    if (!selection.fileIds) return candidates;
    const wanted = new Set(selection.fileIds);
    return candidates.filter((c) => wanted.has(c.fileId));
  }

  /**
   * Moves every file of the selection whose path would change, one journal per item: each target checked against the
   * item's root folder, never overwritten, and its new path stored in the transaction that runs right after its move.
   */
  async rename(selection: RenameSelection, context?: Pick<CommandContext, 'progress' | 'signal'>): Promise<RenameReport> {
    await this.recovered;
    const changed = this.selected(await this.adapter.listFiles(selection), selection).filter(needsRename);
    const report: RenameReport = { renamed: [], skipped: [] };
    const groups = new Map<string, RenameFileCandidate[]>();
    for (const candidate of changed) {
      const key = `${candidate.itemId}\0${path.resolve(candidate.rootFolder)}`;
      groups.set(key, [...(groups.get(key) ?? []), candidate]);
    }
    for (const group of groups.values()) {
      if (context?.signal.aborted) throw new Error('rename stopped: the service is shutting down');
      await this.renameGroup(group, report);
      await context?.progress(`Renamed ${report.renamed.length} of ${changed.length} file(s)`);
    }
    return report;
  }

  private async renameGroup(group: RenameFileCandidate[], report: RenameReport): Promise<void> {
    const byId = new Map<number, RenameFileCandidate>();
    const planned: Array<{ id: number; source: string; target: string }> = [];
    for (const candidate of group) {
      const check = checkCandidate(candidate);
      const entry = entryFor(candidate);
      if (!check.ok) {
        report.skipped.push({ ...entry, status: check.status, message: check.message });
        continue;
      }
      byId.set(candidate.fileId, candidate);
      planned.push({ id: candidate.fileId, source: check.source, target: check.target });
    }
    if (planned.length === 0) return;

    const file = claimJournalPath(this.journals);
    let crashed = false;
    const hook = this.options.journal?.onStep;
    const onStep = hook
      ? async (step: JournalStep, seq: number) => {
          try {
            await hook(step, seq);
          } catch (error) {
            crashed = true;
            throw error;
          }
        }
      : undefined;
    try {
      const journal = await RenameJournal.create(file, {
        roots: [path.resolve(group[0].rootFolder)],
        strategy: this.options.journal?.strategy,
        onStep,
      });
      await journal.plan(orderMoves(planned));
      const results = await journal.execute(async (moved) => {
        await this.dataSource.transaction((manager) => this.adapter.saveNewPath(Number(moved.id), moved.target, manager));
      });
      await journal.remove();
      for (const result of results) {
        const entry = entryFor(byId.get(Number(result.id))!);
        if (result.status === 'moved') report.renamed.push(result.message ? { ...entry, message: result.message } : entry);
        else if (result.status !== 'unchanged') report.skipped.push({ ...entry, status: result.status, message: result.message });
      }
    } catch (error) {
      // A fault hook stands for the process dying here: leave the journal to start-up recovery, as after a real crash.
      if (!crashed) {
        await this.recover(file).catch((recoveryError: Error) =>
          this.logger.error(`could not recover ${file} now; it is tried again at the next start: ${recoveryError.message}`),
        );
      }
      throw error;
    } finally {
      releaseJournalPath(file);
    }
  }

  /**
   * Settles an interrupted journal and makes the stored paths match the disk: a completed move stores its new path,
   * a move undone by recovery its old one. The journal is removed only once the paths are stored.
   */
  private async recover(file: string): Promise<RecoveryReport> {
    const report = await recoverJournal(file);
    const paths = report.moves.flatMap((move) => {
      if (move.id === undefined) return [];
      if (move.outcome === 'completed') return [{ fileId: Number(move.id), path: move.target }];
      if (move.outcome === 'rolled-back' && move.recovered) return [{ fileId: Number(move.id), path: move.source }];
      return [];
    });
    if (paths.length > 0) {
      await this.dataSource.transaction(async (manager) => {
        for (const p of paths) await this.adapter.saveNewPath(p.fileId, p.path, manager);
      });
    }
    await fsp.rm(file, { force: true });
    return report;
  }
}

function entryFor(candidate: RenameFileCandidate): RenamedFile {
  const { existingPath, newPath } = toPreview(candidate);
  return { fileId: candidate.fileId, itemId: candidate.itemId, existingPath, newPath };
}

/** The command's message: how many files moved, and the first few that did not, with why. */
export function describeRenameReport(report: RenameReport): string {
  const moved = `Renamed ${report.renamed.length} file(s)`;
  if (report.skipped.length === 0) return moved;
  const listed = report.skipped
    .slice(0, LISTED_IN_MESSAGE)
    .map((s) => `${s.existingPath} -> ${s.newPath}: ${s.status}${s.message ? ` (${s.message})` : ''}`);
  const more = report.skipped.length > LISTED_IN_MESSAGE ? `; and ${report.skipped.length - LISTED_IN_MESSAGE} more` : '';
  return `${moved}, skipped ${report.skipped.length}: ${listed.join('; ')}${more}`;
}
