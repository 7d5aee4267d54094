import path from 'node:path';
import type { SafeMoveStatus } from '../fs';
import type { RenameFileCandidate } from './rename-adapter';

/** A preview row: the anchor's fields plus `existingPath` and `newPath`, both relative to the item's folder. */
export type RenamePreview = Record<string, unknown> & { existingPath: string; newPath: string };

/** Where the naming formats put the file, as an absolute path. */
export function targetPath(candidate: RenameFileCandidate): string {
  return path.resolve(candidate.itemFolder, candidate.newRelativePath);
}

/** Whether the file's path would change. */
export function needsRename(candidate: RenameFileCandidate): boolean {
  return path.resolve(candidate.currentPath) !== targetPath(candidate);
}

function relativeToItem(candidate: RenameFileCandidate, absolute: string): string {
  return path.relative(path.resolve(candidate.itemFolder), absolute).split(path.sep).join('/');
}

export function toPreview(candidate: RenameFileCandidate): RenamePreview {
  return {
    ...candidate.preview,
    existingPath: relativeToItem(candidate, path.resolve(candidate.currentPath)),
    newPath: relativeToItem(candidate, targetPath(candidate)),
  };
}

/** The files whose path would change, in the adapter's order. */
export function previewRenames(candidates: RenameFileCandidate[]): RenamePreview[] {
  return candidates.filter(needsRename).map(toPreview);
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

export type CandidateCheck =
  | { ok: true; source: string; target: string }
  | { ok: false; status: Extract<SafeMoveStatus, 'outside-root' | 'failed'>; message: string };

/**
 * Lexical checks before anything is planned: a new path that is not relative, names no file, or leaves the item's
 * root folder is refused. `safeMove` checks the roots again with symlinks resolved when the move runs.
 */
export function checkCandidate(candidate: RenameFileCandidate): CandidateCheck {
  const rel = candidate.newRelativePath;
  if (!rel || rel.includes('\0') || rel.endsWith('/') || rel.endsWith(path.sep)) {
    return { ok: false, status: 'failed', message: 'the naming formats give no file name' };
  }
  if (path.isAbsolute(rel)) {
    return { ok: false, status: 'outside-root', message: 'the new path must be relative to the item folder' };
  }
  const root = path.resolve(candidate.rootFolder);
  const source = path.resolve(candidate.currentPath);
  const target = targetPath(candidate);
  if (!isInside(target, root)) return { ok: false, status: 'outside-root', message: 'the new path leaves the root folder' };
  if (!isInside(source, root)) return { ok: false, status: 'outside-root', message: 'the file is outside its root folder' };
  return { ok: true, source, target };
}
