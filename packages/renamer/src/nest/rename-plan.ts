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

/**
 * Orders moves so that a file whose new name is another file's current name moves after that file has left
 * (`e02 → e03` after `e03 → e04`). Moves in a cycle keep their order; the first of them then reports a collision.
 */
export function orderMoves<T extends { source: string; target: string }>(moves: T[]): T[] {
  const bySource = new Map(moves.map((m) => [m.source, m]));
  const placed = new Set<T>();
  const ordered: T[] = [];
  for (const move of moves) {
    const chain: T[] = [];
    const inChain = new Set<T>();
    let current: T | undefined = move;
    while (current && !placed.has(current) && !inChain.has(current)) {
      chain.push(current);
      inChain.add(current);
      const blocker = bySource.get(current.target);
      current = blocker && blocker !== current ? blocker : undefined;
    }
    for (const m of chain.reverse()) {
      placed.add(m);
      ordered.push(m);
    }
  }
  return ordered;
}
