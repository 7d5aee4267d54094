import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  promises as fsp,
  readdirSync,
  readFileSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JournalStep, recoverJournal, RenameJournal } from './rename-journal';

let dir: string;
let root: string;
let journalFile: string;

const FILES = ['a', 'b', 'c'];
const oldPath = (name: string) => path.join(root, 'Season 1', `${name}.old.mkv`);
const newPath = (name: string) => path.join(root, 'Season 01', `${name}.new.mkv`);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'renamer-journal-'));
  root = path.join(dir, 'Show');
  journalFile = path.join(dir, 'journal', 'rename.jsonl');
  mkdirSync(path.join(root, 'Season 1'), { recursive: true });
  for (const name of FILES) writeFileSync(oldPath(name), `content of ${name}`);
});

afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

function allFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) out.push(...allFiles(full));
    else out.push(full);
  }
  return out.sort();
}

/** Every file is under exactly one of its two names, with its content, and nothing else is left behind. */
function expectEachFileOnce(completed: Set<string>): void {
  for (const name of FILES) {
    const atNew = existsSync(newPath(name));
    const atOld = existsSync(oldPath(name));
    expect([name, atOld !== atNew]).toEqual([name, true]);
    expect(readFileSync(atNew ? newPath(name) : oldPath(name), 'utf8')).toBe(`content of ${name}`);
    expect([name, atNew]).toEqual([name, completed.has(name)]);
  }
  expect(allFiles(root).filter((f) => f.endsWith('.partial'))).toEqual([]);
  expect(allFiles(root)).toHaveLength(FILES.length);
}

async function plannedJournal(options: Partial<Parameters<typeof RenameJournal.create>[1]> = {}) {
  const journal = await RenameJournal.create(journalFile, { roots: [root], ...options });
  await journal.plan(FILES.map((name) => ({ id: name, source: oldPath(name), target: newPath(name) })));
  return journal;
}

describe('RenameJournal', () => {
  it('plans every move before the first runs, then records each outcome', async () => {
    const steps: string[] = [];
    const journal = await plannedJournal({
      onStep: (step, seq) => {
        if (step === 'after-plan' || step === 'before-done-record') steps.push(`${step}:${seq}`);
      },
    });
    const results = await journal.execute();
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['a', 'moved'],
      ['b', 'moved'],
      ['c', 'moved'],
    ]);
    expect(steps.slice(0, 3)).toEqual(['after-plan:1', 'after-plan:2', 'after-plan:3']);
    const ops = readFileSync(journalFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).op as string);
    expect(ops[0]).toBe('begin');
    expect(ops.slice(1, 4)).toEqual(['plan', 'plan', 'plan']);
    expect(ops.filter((o) => o === 'done')).toHaveLength(3);
    expect(ops[ops.length - 1]).toBe('end');
    expectEachFileOnce(new Set(FILES));
    expect((await recoverJournal(journalFile)).clean).toBe(true);
  });

  it('skips a collision and carries on with the rest', async () => {
    mkdirSync(path.join(root, 'Season 01'));
    writeFileSync(newPath('b'), 'someone else');
    const journal = await plannedJournal();
    const results = await journal.execute();
    expect(results.map((r) => r.status)).toEqual(['moved', 'collision', 'moved']);
    expect(readFileSync(newPath('b'), 'utf8')).toBe('someone else');
    expect(readFileSync(oldPath('b'), 'utf8')).toBe('content of b');
    const report = await recoverJournal(journalFile);
    expect(report.moves.map((m) => m.outcome)).toEqual(['completed', 'skipped', 'completed']);
  });

  it('refuses to start over an unrecovered journal', async () => {
    await plannedJournal();
    await expect(RenameJournal.create(journalFile, { roots: [root] })).rejects.toThrow();
  });

  it('removes its file when asked', async () => {
    const journal = await plannedJournal();
    await journal.execute();
    await journal.remove();
    expect(existsSync(journalFile)).toBe(false);
  });
});

const LINK_STEPS: JournalStep[] = ['after-plan', 'before-link', 'after-link', 'after-unlink', 'before-done-record'];
const COPY_STEPS: JournalStep[] = [
  'after-plan',
  'before-copy',
  'after-copy',
  'after-fsync',
  'after-publish',
  'after-unlink',
  'before-done-record',
];
const crashCases = [
  ...LINK_STEPS.flatMap((step) => [1, 2, 3].map((seq) => ['auto', step, seq] as const)),
  ...COPY_STEPS.flatMap((step) => [1, 2, 3].map((seq) => ['copy', step, seq] as const)),
];

describe('recoverJournal after a crash', () => {
  it.each(crashCases)('%s move, crash at %s of move %i', async (strategy, crashStep, crashSeq) => {
    const crash = new Error('simulated crash');
    const journal = await plannedJournal({
      strategy,
      onStep: (step, seq) => {
        if (step === crashStep && seq === crashSeq) throw crash;
      },
    }).catch((error: unknown) => {
      if (error !== crash) throw error;
      return null;
    });
    if (journal) await expect(journal.execute()).rejects.toBe(crash);

    const report = await recoverJournal(journalFile);
    expect(report.clean).toBe(false);
    const completed = new Set(report.moves.filter((m) => m.outcome === 'completed').map((m) => String(m.id)));
    expectEachFileOnce(completed);
    for (const move of report.moves) {
      if (crashStep === 'after-plan') expect(move.outcome).toBe('rolled-back');
      else if (move.seq < crashSeq) expect(move.outcome).toBe('completed');
      else if (move.seq > crashSeq) expect(move.outcome).toBe('rolled-back');
    }

    const again = await recoverJournal(journalFile);
    expect(again.clean).toBe(true);
    expectEachFileOnce(completed);
  });

  it('ignores a torn last line', async () => {
    const journal = await plannedJournal();
    await journal.execute();
    appendFileSync(journalFile, '{"op":"pla');
    const report = await recoverJournal(journalFile);
    expect(report.moves.map((m) => m.outcome)).toEqual(['completed', 'completed', 'completed']);
  });

  it('rolls back, keeping both, when an unrelated file appeared at the target before the crash', async () => {
    mkdirSync(path.join(root, 'Season 01'));
    const journal = await plannedJournal({
      strategy: 'copy',
      onStep: (step, seq) => {
        if (step !== 'after-fsync' || seq !== 1) return;
        writeFileSync(newPath('a'), 'unrelated');
        throw new Error('crash');
      },
    });
    await expect(journal.execute()).rejects.toThrow('crash');
    const report = await recoverJournal(journalFile);
    expect(report.moves[0].outcome).toBe('rolled-back');
    expect(readFileSync(oldPath('a'), 'utf8')).toBe('content of a');
    expect(readFileSync(newPath('a'), 'utf8')).toBe('unrelated');
  });
});

describe('storing new paths', () => {
  it('calls afterMove for each moved file before recording it', async () => {
    const stored: Array<string | number | undefined> = [];
    const journal = await plannedJournal();
    const results = await journal.execute(async (moved) => {
      expect(existsSync(moved.target)).toBe(true);
      stored.push(moved.id);
    });
    expect(stored).toEqual(['a', 'b', 'c']);
    expect(results.every((r) => r.status === 'moved')).toBe(true);
  });

  it('moves a file back when its new path cannot be stored', async () => {
    const journal = await plannedJournal();
    const results = await journal.execute(async (moved) => {
      if (moved.id === 'b') throw new Error('database down');
    });
    expect(results.map((r) => r.status)).toEqual(['moved', 'failed', 'moved']);
    expect(results[1].message).toContain('database down');
    expectEachFileOnce(new Set(['a', 'c']));
    const report = await recoverJournal(journalFile);
    expect(report.clean).toBe(true);
    expect(report.moves.map((m) => m.outcome)).toEqual(['completed', 'skipped', 'completed']);
  });

  it('names the moves to store after a crash between a move and storing it', async () => {
    const crash = new Error('process died');
    const journal = await plannedJournal({
      onStep: (step, seq) => {
        if (step === 'after-unlink' && seq === 2) throw crash;
      },
    });
    const stored: Array<string | number | undefined> = [];
    await expect(journal.execute(async (moved) => void stored.push(moved.id))).rejects.toBe(crash);
    expect(stored).toEqual(['a']);
    const report = await recoverJournal(journalFile);
    const toStore = report.moves.filter((m) => m.outcome === 'completed' && m.recovered);
    expect(toStore.map((m) => [m.id, m.target])).toEqual([['b', newPath('b')]]);
  });
});
