import { randomBytes } from 'node:crypto';
import { constants, promises as fsp } from 'node:fs';
import path from 'node:path';

/**
 * The points of a move where a test can inject a fault. A hook that throws aborts the move on the spot, with no
 * clean-up, exactly as if the process had died there — that is what crash-recovery tests need.
 */
export type MoveStep =
  | 'before-link'
  | 'after-link'
  | 'before-copy'
  | 'after-copy'
  | 'after-fsync'
  | 'after-publish'
  | 'after-unlink';

export interface SafeMoveOptions {
  /** Allowed root folders; the target (and the source, unless `sourceRoots` is given) must lie inside one of them, symlinks resolved. */
  roots: string[];
  /** Folders the source may come from when they differ from the target's roots (an import from a download folder). */
  sourceRoots?: string[];
  /**
   * `move` (the default) removes the source; `copy` and `hardlink` leave it where it is (a torrent still seeding).
   * `hardlink` falls back to a copy where links are impossible (another filesystem).
   */
  transfer?: 'move' | 'copy' | 'hardlink';
  /** `copy` forces the cross-device path (copy, fsync, publish, unlink); `auto` links or renames first. */
  strategy?: 'auto' | 'copy';
  /** Fault injection for tests. */
  onStep?: (step: MoveStep) => void | Promise<void>;
  /** Called once the target holds the whole file, before the source is removed (the journal records it). */
  onPublished?: () => void | Promise<void>;
  /** Name of the temporary file used while copying (defaults to a random hidden name beside the target). */
  tempPath?: string;
}

export type SafeMoveStatus =
  | 'moved'
  | 'unchanged'
  | 'collision'
  | 'outside-root'
  | 'source-missing'
  | 'not-a-file'
  | 'failed';

export interface SafeMoveResult {
  status: SafeMoveStatus;
  source: string;
  target: string;
  /**
   * How the file got there: a hard link (then unlink when moving), a rename, or a copy. With `transfer` copy or
   * hardlink the status is still `moved` (the file is at the target) and the source stays.
   */
  method?: 'link' | 'rename' | 'copy';
  message?: string;
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

async function realRoots(roots: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const root of roots) {
    try {
      out.push(await fsp.realpath(path.resolve(root)));
    } catch {
      // A root that does not exist cannot contain anything.
    }
  }
  return out;
}

/** The real path of the deepest existing ancestor of `p` (p itself included). */
async function realExistingAncestor(p: string): Promise<string> {
  let current = p;
  for (;;) {
    try {
      return await fsp.realpath(current);
    } catch (error) {
      const parent = path.dirname(current);
      if (parent === current || !isMissing(error)) throw error;
      current = parent;
    }
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException)?.code;
}

async function exists(p: string): Promise<boolean> {
  try {
    await fsp.lstat(p);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

async function fsyncPath(p: string, flags: number = constants.O_RDONLY): Promise<void> {
  const handle = await fsp.open(p, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Directory fsync makes a rename or unlink durable; some filesystems refuse it, which is not an error here. */
async function fsyncDir(dir: string): Promise<void> {
  try {
    await fsyncPath(dir);
  } catch (error) {
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes(code(error) ?? '')) throw error;
  }
}

/** Makes the new names durable; the move itself has happened, so a failing directory fsync is not reported. */
async function syncAfterMove(source: string, target: string): Promise<void> {
  await fsyncDir(path.dirname(target)).catch(() => undefined);
  if (path.dirname(source) !== path.dirname(target)) await fsyncDir(path.dirname(source)).catch(() => undefined);
}

/**
 * A folder nobody may write to is read-only here even for root (who bypasses permission bits): services often run
 * as root in containers, and a library folder marked read-only must stay untouched.
 */
async function readOnlyFolder(dir: string): Promise<string | null> {
  const stat = await fsp.stat(dir);
  if ((stat.mode & 0o222) === 0) return 'the target folder is read-only';
  try {
    await fsp.access(dir, constants.W_OK);
  } catch {
    return 'the target folder is not writable';
  }
  return null;
}

/** Checks both paths against the roots (the source against `sourceRoots` when given), lexically and after resolving symlinks. */
export async function checkInsideRoots(source: string, target: string, roots: string[], sourceRoots: string[] = roots): Promise<string | null> {
  const lexicalRoots = roots.map((r) => path.resolve(r));
  if (!sourceRoots.map((r) => path.resolve(r)).some((r) => isInside(source, r))) return 'source is outside the allowed roots';
  if (!lexicalRoots.some((r) => isInside(target, r))) return 'target is outside the allowed roots';
  const resolvedRoots = await realRoots(roots);
  const resolvedSourceRoots = sourceRoots === roots ? resolvedRoots : await realRoots(sourceRoots);
  const sourceDir = await realExistingAncestor(path.dirname(source));
  if (!resolvedSourceRoots.some((r) => isInside(sourceDir, r))) return 'source resolves outside the allowed roots';
  const targetDir = await realExistingAncestor(path.dirname(target));
  if (!resolvedRoots.some((r) => isInside(targetDir, r))) return 'target resolves outside the allowed roots';
  return null;
}

/**
 * Moves one file without ever overwriting: checks both paths lie inside the allowed roots (no `..` or symlink
 * escapes), reports an existing target as a collision, and either hard-links then unlinks (atomic, no clobber),
 * renames, or — across filesystems — copies to a temporary file, fsyncs it, publishes it under the target name and
 * only then unlinks the source. On any failure the source stays where it was.
 */
export async function safeMove(
  sourcePath: string,
  targetPath: string,
  options: SafeMoveOptions,
): Promise<SafeMoveResult> {
  const source = path.resolve(sourcePath);
  const target = path.resolve(targetPath);
  const result = (status: SafeMoveStatus, extra: Partial<SafeMoveResult> = {}): SafeMoveResult => ({
    status,
    source,
    target,
    ...extra,
  });
  const step = async (name: MoveStep) => {
    if (options.onStep) await options.onStep(name);
  };

  if (source === target) return result('unchanged');
  let escape: string | null;
  try {
    escape = await checkInsideRoots(source, target, options.roots, options.sourceRoots);
  } catch (error) {
    return result('failed', { message: (error as Error).message });
  }
  if (escape) return result('outside-root', { message: escape });

  let stat;
  try {
    stat = await fsp.lstat(source);
  } catch (error) {
    if (isMissing(error)) return result('source-missing');
    return result('failed', { message: (error as Error).message });
  }
  if (!stat.isFile()) return result('not-a-file', { message: 'only regular files are moved' });

  try {
    if (await exists(target)) return result('collision', { message: 'a file already exists at the target' });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const recheck = await checkInsideRoots(source, target, options.roots, options.sourceRoots);
    if (recheck) return result('outside-root', { message: recheck });
    const readOnly = await readOnlyFolder(path.dirname(target));
    if (readOnly) return result('failed', { message: readOnly });
  } catch (error) {
    return result('failed', { message: (error as Error).message });
  }

  const transfer = options.transfer ?? 'move';
  if (options.strategy !== 'copy' && transfer !== 'copy') {
    await step('before-link');
    try {
      await fsp.link(source, target);
      await step('after-link');
      if (options.onPublished) await options.onPublished();
      if (transfer === 'hardlink') {
        await fsyncDir(path.dirname(target)).catch(() => undefined);
        return result('moved', { method: 'link' });
      }
      try {
        await fsp.unlink(source);
      } catch (error) {
        await fsp.unlink(target).catch(() => undefined);
        throw error;
      }
      await step('after-unlink');
      await syncAfterMove(source, target);
      return result('moved', { method: 'link' });
    } catch (error) {
      if (code(error) === 'EEXIST') return result('collision', { message: 'a file already exists at the target' });
      const linkUnsupported = ['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK'].includes(code(error) ?? '');
      if (transfer === 'hardlink' && (linkUnsupported || code(error) === 'EXDEV')) {
        // The source must stay: a copy is the only other way to place it.
      } else if (linkUnsupported) {
        try {
          if (await exists(target)) return result('collision', { message: 'a file already exists at the target' });
          await fsp.rename(source, target);
          await syncAfterMove(source, target);
          return result('moved', { method: 'rename' });
        } catch (renameError) {
          if (code(renameError) !== 'EXDEV') return result('failed', { message: (renameError as Error).message });
        }
      } else if (code(error) !== 'EXDEV') {
        if (!code(error)) throw error;
        return result('failed', { message: (error as Error).message });
      }
    }
  }
  return copyAcrossDevices(source, target, options, step, result);
}

async function copyAcrossDevices(
  source: string,
  target: string,
  options: SafeMoveOptions,
  step: (name: MoveStep) => Promise<void>,
  result: (status: SafeMoveStatus, extra?: Partial<SafeMoveResult>) => SafeMoveResult,
): Promise<SafeMoveResult> {
  const temp =
    options.tempPath ??
    path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`);
  let published = false;
  try {
    await step('before-copy');
    await fsp.copyFile(source, temp, constants.COPYFILE_EXCL);
    await step('after-copy');
    await fsyncPath(temp, constants.O_RDWR);
    await step('after-fsync');
    let linked = true;
    try {
      await fsp.link(temp, target);
    } catch (error) {
      linked = false;
      if (code(error) === 'EEXIST') {
        await fsp.unlink(temp);
        return result('collision', { message: 'a file already exists at the target' });
      }
      if (await exists(target)) {
        await fsp.unlink(temp);
        return result('collision', { message: 'a file already exists at the target' });
      }
      await fsp.rename(temp, target);
    }
    published = true;
    await fsyncDir(path.dirname(target));
    await step('after-publish');
    if (options.onPublished) await options.onPublished();
    if ((options.transfer ?? 'move') === 'move') {
      await fsp.unlink(source);
      await step('after-unlink');
    }
    if (linked) await fsp.unlink(temp);
    await syncAfterMove(source, target);
    return result('moved', { method: 'copy' });
  } catch (error) {
    if (!code(error)) throw error;
    if (published && ((options.transfer ?? 'move') !== 'move' || !(await exists(source))))
      return result('moved', { method: 'copy', message: (error as Error).message });
    if (published) await fsp.rm(target, { force: true }).catch(() => undefined);
    await fsp.rm(temp, { force: true }).catch(() => undefined);
    return result('failed', { message: (error as Error).message });
  }
}
