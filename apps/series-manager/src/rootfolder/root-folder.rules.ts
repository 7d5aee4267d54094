import path from 'node:path';

/** Folders that OSes and NAS boxes put in shares; never offered as series folders. */
const JUNK_FOLDERS = new Set([
  '$recycle.bin',
  'system volume information',
  'recycler',
  'lost+found',
  '.appledb',
  '.appledesktop',
  '.appledouble',
  '@eadir',
  '.grab',
]);

const SYSTEM_FOLDERS = ['/bin', '/boot', '/dev', '/etc', '/lib', '/lib32', '/lib64', '/proc', '/run', '/sbin', '/sys', '/usr'];

/** Absolute POSIX path without `.`/`..` segments or a trailing separator; undefined when not absolute. */
export function normalisePath(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.trim() === '' || input.includes('\0')) return undefined;
  const trimmed = input.trim();
  if (!path.posix.isAbsolute(trimmed)) return undefined;
  const resolved = path.posix.resolve(trimmed);
  return resolved.length > 1 && resolved.endsWith('/') ? resolved.slice(0, -1) : resolved;
}

/** True when `candidate` is `parent` or lies below it (both normalised). */
export function isSameOrInside(parent: string, candidate: string): boolean {
  if (parent === candidate) return true;
  const prefix = parent.endsWith('/') ? parent : `${parent}/`;
  return candidate.startsWith(prefix);
}

/** True when `candidate` lies strictly below `parent`. */
export function isInside(parent: string, candidate: string): boolean {
  return parent !== candidate && isSameOrInside(parent, candidate);
}

export function isSystemFolder(normalised: string): boolean {
  return normalised === '/' || SYSTEM_FOLDERS.some((folder) => isSameOrInside(folder, normalised));
}

export function isJunkFolder(name: string): boolean {
  return name.startsWith('.') || JUNK_FOLDERS.has(name.toLowerCase());
}

/** The root folder that holds `seriesPath`: the deepest one when roots nest. */
export function bestRootFor<T extends { path: string }>(roots: readonly T[], seriesPath: string): T | undefined {
  let best: T | undefined;
  for (const root of roots) {
    if (isInside(root.path, seriesPath) && (!best || root.path.length > best.path.length)) best = root;
  }
  return best;
}
