import { randomBytes } from 'node:crypto';
import { constants, promises as fsp } from 'node:fs';
import path from 'node:path';
import { checkInsideRoots } from './safe-move';

export interface MoveFolderOptions {
  /** Allowed root folders; source and target must each lie inside one of them, symlinks resolved. */
  roots: string[];
  /** `copy` forces the cross-device path (copy, fsync, publish, remove); `auto` renames first. */
  strategy?: 'auto' | 'copy';
  /** Fault injection for tests: a hook that throws aborts the copy at that file. */
  onCopied?: (relativePath: string) => void | Promise<void>;
}

export type MoveFolderStatus = 'moved' | 'unchanged' | 'source-missing' | 'collision' | 'outside-root' | 'failed';

export interface MoveFolderResult {
  status: MoveFolderStatus;
  source: string;
  target: string;
  method?: 'rename' | 'copy';
  message?: string;
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException)?.code;
}

async function exists(p: string): Promise<boolean> {
  try {
    await fsp.lstat(p);
    return true;
  } catch (error) {
    if (code(error) === 'ENOENT') return false;
    throw error;
  }
}

async function fsync(p: string, flags = constants.O_RDONLY): Promise<void> {
  const handle = await fsp.open(p, flags);
  try {
    await handle.sync();
  } catch (error) {
    // Some filesystems refuse to fsync a directory; the data files were synced, which is what matters.
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes(code(error) ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/** Copies a tree file by file (each fsynced), keeping symlinks as symlinks. */
async function copyTree(from: string, to: string, base: string, options: MoveFolderOptions): Promise<void> {
  await fsp.mkdir(to);
  for (const entry of await fsp.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target, base, options);
    else if (entry.isSymbolicLink()) await fsp.symlink(await fsp.readlink(source), target);
    else if (entry.isFile()) {
      await fsp.copyFile(source, target, constants.COPYFILE_EXCL);
      await fsync(target, constants.O_RDWR);
      await options.onCopied?.(path.relative(base, source));
    }
  }
  await fsync(to);
}

/**
 * Moves a whole folder, never merging into or overwriting an existing one. A rename when both sides share a
 * filesystem (atomic); across filesystems the tree is copied beside the target under a hidden temporary name,
 * fsynced, published with one rename, and only then is the source removed. On any failure before publishing the
 * temporary copy is removed and the source is left as it was.
 */
export async function moveFolder(sourcePath: string, targetPath: string, options: MoveFolderOptions): Promise<MoveFolderResult> {
  const source = path.resolve(sourcePath);
  const target = path.resolve(targetPath);
  const result = (status: MoveFolderStatus, extra: Partial<MoveFolderResult> = {}): MoveFolderResult => ({ status, source, target, ...extra });
  if (source === target) return result('unchanged');
  const relative = path.relative(source, target);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return result('failed', { message: 'the destination lies inside the source folder' });
  try {
    const escape = await checkInsideRoots(source, target, options.roots);
    if (escape) return result('outside-root', { message: escape });
    const stat = await fsp.lstat(source).catch((error: unknown) => (code(error) === 'ENOENT' ? null : Promise.reject(error)));
    if (!stat) return result('source-missing', { message: `folder '${source}' does not exist` });
    if (!stat.isDirectory()) return result('failed', { message: `'${source}' is not a folder` });
    if (await exists(target)) return result('collision', { message: `destination '${target}' already exists` });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const recheck = await checkInsideRoots(source, target, options.roots);
    if (recheck) return result('outside-root', { message: recheck });
  } catch (error) {
    return result('failed', { message: (error as Error).message });
  }

  if (options.strategy !== 'copy') {
    try {
      await fsp.rename(source, target);
      await fsync(path.dirname(target)).catch(() => undefined);
      return result('moved', { method: 'rename' });
    } catch (error) {
      if (code(error) === 'ENOTEMPTY' || code(error) === 'EEXIST') return result('collision', { message: `destination '${target}' already exists` });
      if (code(error) !== 'EXDEV') return result('failed', { message: (error as Error).message });
    }
  }

  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    await copyTree(source, temp, source, options);
    if (await exists(target)) throw Object.assign(new Error(`destination '${target}' already exists`), { code: 'EEXIST' });
    await fsp.rename(temp, target);
    await fsync(path.dirname(target)).catch(() => undefined);
  } catch (error) {
    await fsp.rm(temp, { recursive: true, force: true }).catch(() => undefined);
    return result(code(error) === 'EEXIST' ? 'collision' : 'failed', { message: (error as Error).message });
  }
  try {
    await fsp.rm(source, { recursive: true });
    return result('moved', { method: 'copy' });
  } catch (error) {
    // The destination is complete; what is left of the source is a stale copy, reported but not a failure.
    return result('moved', { method: 'copy', message: `copied, but the source could not be removed: ${(error as Error).message}` });
  }
}
