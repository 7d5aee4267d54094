import { randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Journals being written by a running instance in this process (tests run several apps in one process). */
const active = new Set<string>();

/** A journal of another host is only taken over once it has not been written to for this long. */
const OTHER_HOST_STALE_MS = 60 * 60 * 1000;

const PREFIX = 'rename-';
const SUFFIX = '.jsonl';

/** Where a service keeps its rename journals: `<dataDir>/rename-journals`. */
export function journalDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'rename-journals');
}

/** A new journal name, `rename-<host>-<pid>-<time>-<random>.jsonl`, marked as in use until released. */
export function claimJournalPath(directory: string): string {
  const host = hostname().replace(/[^A-Za-z0-9.]/g, '_');
  const file = path.join(directory, `${PREFIX}${host}-${process.pid}-${Date.now()}-${randomBytes(4).toString('hex')}${SUFFIX}`);
  active.add(file);
  return file;
}

export function releaseJournalPath(file: string): void {
  active.delete(file);
}

function owner(file: string): { host: string; pid: number } | null {
  const match = /^rename-(.+)-(\d+)-(\d+)-[0-9a-f]+\.jsonl$/.exec(path.basename(file));
  return match ? { host: match[1], pid: Number(match[2]) } : null;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Journals no running process is writing: this host's whose process is gone (or is this process, restarted in the
 * same container with the same pid, and not one of its live instances), and other hosts' left untouched for an hour.
 */
export async function abandonedJournals(directory: string, now = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const thisHost = hostname().replace(/[^A-Za-z0-9.]/g, '_');
  const found: string[] = [];
  for (const name of names.filter((n) => n.startsWith(PREFIX) && n.endsWith(SUFFIX)).sort()) {
    const file = path.join(directory, name);
    if (active.has(file)) continue;
    const by = owner(file);
    if (by && by.host === thisHost) {
      if (by.pid === process.pid || !processAlive(by.pid)) found.push(file);
      continue;
    }
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > OTHER_HOST_STALE_MS) found.push(file);
  }
  return found;
}
