import { randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { MoveStep, safeMove, SafeMoveResult } from './safe-move';

/** One planned move; `id` is the caller's key (an episode file id) echoed back in results. */
export interface PlannedMove {
  id?: string | number;
  source: string;
  target: string;
}

type JournalRecord =
  | { op: 'begin'; at: string }
  | { op: 'plan'; seq: number; id?: string | number; source: string; target: string; temp: string }
  | { op: 'published'; seq: number }
  | { op: 'done'; seq: number; status: SafeMoveResult['status']; message?: string }
  | { op: 'end'; at: string };

/** Where a test can inject a crash in the journal itself, besides the move steps. */
export type JournalStep = 'after-plan' | 'before-done-record' | MoveStep;

export interface RenameJournalOptions {
  roots: string[];
  strategy?: 'auto' | 'copy';
  /** Fault injection: `seq` is the 1-based move number; a hook that throws simulates a crash at that point. */
  onStep?: (step: JournalStep, seq: number) => void | Promise<void>;
}

export interface JournaledMoveResult extends SafeMoveResult {
  id?: string | number;
  seq: number;
}

async function appendDurably(file: string, records: JournalRecord[]): Promise<void> {
  const handle = await fsp.open(file, 'a');
  try {
    await handle.write(records.map((r) => JSON.stringify(r) + '\n').join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * An append-only, fsync'd JSON-lines journal of a batch of moves: every move is written down before the first one
 * runs, each completion is recorded, and `end` closes the batch. After a crash `recoverJournal` settles every
 * planned move so that each file is under exactly one of its two names.
 */
export class RenameJournal {
  private planned: Array<Extract<JournalRecord, { op: 'plan' }>> = [];

  private constructor(
    readonly file: string,
    private readonly options: RenameJournalOptions,
  ) {}

  /** Opens a new journal; refuses a file that already exists (an unrecovered batch). */
  static async create(file: string, options: RenameJournalOptions): Promise<RenameJournal> {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const handle = await fsp.open(file, 'wx');
    await handle.close();
    return new RenameJournal(file, options);
  }

  /** Records every move before any runs. */
  async plan(moves: PlannedMove[]): Promise<void> {
    const start = this.planned.length;
    const records = moves.map((m, i) => {
      const target = path.resolve(m.target);
      const record: Extract<JournalRecord, { op: 'plan' }> = {
        op: 'plan',
        seq: start + i + 1,
        source: path.resolve(m.source),
        target,
        temp: path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`),
      };
      if (m.id !== undefined) record.id = m.id;
      return record;
    });
    const header: JournalRecord[] = start === 0 ? [{ op: 'begin', at: new Date().toISOString() }] : [];
    await appendDurably(this.file, [...header, ...records]);
    this.planned.push(...records);
    for (const record of records) await this.options.onStep?.('after-plan', record.seq);
  }

  /**
   * Runs the planned moves in order, recording each outcome; a collision or failure skips that file only.
   * `afterMove` stores a moved file's new path (the app's adapter); when it throws, the file is moved back and the
   * move reported as failed. A crash between the move and its record is settled by `recoverJournal`, whose report
   * names the moves to store.
   */
  async execute(afterMove?: (moved: JournaledMoveResult) => Promise<void>): Promise<JournaledMoveResult[]> {
    const results: JournaledMoveResult[] = [];
    for (const record of this.planned) {
      let outcome = await safeMove(record.source, record.target, {
        roots: this.options.roots,
        strategy: this.options.strategy,
        tempPath: record.temp,
        onStep: (step) => this.options.onStep?.(step, record.seq),
        onPublished: () => appendDurably(this.file, [{ op: 'published', seq: record.seq }]),
      });
      if (outcome.status === 'moved' && afterMove) {
        try {
          await afterMove({ ...outcome, id: record.id, seq: record.seq });
        } catch (error) {
          outcome = await this.undo(record, (error as Error).message);
        }
      }
      await this.options.onStep?.('before-done-record', record.seq);
      const done: JournalRecord = { op: 'done', seq: record.seq, status: outcome.status };
      if (outcome.message) done.message = outcome.message;
      await appendDurably(this.file, [done]);
      results.push({ ...outcome, id: record.id, seq: record.seq });
    }
    await appendDurably(this.file, [{ op: 'end', at: new Date().toISOString() }]);
    return results;
  }

  /** Moves a file back when its new path could not be stored; if that fails too, the file stays at the target. */
  private async undo(record: Extract<JournalRecord, { op: 'plan' }>, reason: string): Promise<SafeMoveResult> {
    const back = await safeMove(record.target, record.source, {
      roots: this.options.roots,
      strategy: this.options.strategy,
    });
    if (back.status === 'moved') {
      return {
        status: 'failed',
        source: record.source,
        target: record.target,
        message: `not stored, moved back: ${reason}`,
      };
    }
    return {
      status: 'moved',
      source: record.source,
      target: record.target,
      message: `not stored and could not move back (${back.status}): ${reason}`,
    };
  }

  /** Removes the journal of a finished batch. */
  async remove(): Promise<void> {
    await fsp.rm(this.file, { force: true });
  }
}

export interface RecoveredMove {
  seq: number;
  id?: string | number;
  source: string;
  target: string;
  /**
   * `completed`: the file is at the target (finished now if the crash came between publishing and unlinking);
   * `rolled-back`: the file is at the source and any partial copy was removed; `skipped`: the journal already
   * recorded a non-move outcome; `missing`: neither name exists (not caused by the move).
   */
  outcome: 'completed' | 'rolled-back' | 'skipped' | 'missing';
  /** Whether this move's last step was settled by recovery rather than recorded before the crash. */
  recovered: boolean;
}

export interface RecoveryReport {
  /** The journal had an `end` record: nothing was interrupted. */
  clean: boolean;
  moves: RecoveredMove[];
}

async function lstatOrNull(p: string) {
  try {
    return await fsp.lstat(p);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseJournal(text: string): JournalRecord[] {
  const records: JournalRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as JournalRecord);
    } catch {
      // A torn last line from a crash mid-write: the record never became durable.
    }
  }
  return records;
}

/**
 * Settles an interrupted batch: each planned move ends up completed (file at the target, source removed if both
 * names point at a finished copy) or rolled back (file at the source, partial copies removed). Appends an `end`
 * record, so recovering twice is harmless. The report tells the caller which stored paths to update.
 */
export async function recoverJournal(file: string): Promise<RecoveryReport> {
  const records = parseJournal(await fsp.readFile(file, 'utf8'));
  const clean = records.some((r) => r.op === 'end');
  const published = new Set(records.filter((r) => r.op === 'published').map((r) => (r as { seq: number }).seq));
  const done = new Map<number, SafeMoveResult['status']>();
  for (const r of records) if (r.op === 'done') done.set(r.seq, r.status);

  const moves: RecoveredMove[] = [];
  for (const r of records) {
    if (r.op !== 'plan') continue;
    const base = { seq: r.seq, id: r.id, source: r.source, target: r.target };
    const status = done.get(r.seq);
    if (status !== undefined && status !== 'moved') {
      await fsp.rm(r.temp, { force: true });
      moves.push({ ...base, outcome: 'skipped', recovered: false });
      continue;
    }
    const [source, target, temp] = await Promise.all([
      lstatOrNull(r.source),
      lstatOrNull(r.target),
      lstatOrNull(r.temp),
    ]);
    const same = (a: typeof source, b: typeof source) => !!a && !!b && a.ino === b.ino && a.dev === b.dev;
    await fsp.rm(r.temp, { force: true });
    if (source && target) {
      if (same(source, target) || same(temp, target) || published.has(r.seq)) {
        await fsp.unlink(r.source);
        moves.push({ ...base, outcome: 'completed', recovered: true });
      } else {
        moves.push({ ...base, outcome: 'rolled-back', recovered: status === undefined });
      }
    } else if (target && (status === 'moved' || published.has(r.seq) || !source)) {
      moves.push({ ...base, outcome: 'completed', recovered: status === undefined });
    } else if (source) {
      moves.push({ ...base, outcome: 'rolled-back', recovered: status === undefined });
    } else {
      moves.push({ ...base, outcome: 'missing', recovered: false });
    }
  }
  if (!clean) await appendDurably(file, [{ op: 'end', at: new Date().toISOString() }]);
  return { clean, moves };
}
