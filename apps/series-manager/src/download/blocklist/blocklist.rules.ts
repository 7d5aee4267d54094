export interface BlocklistedRelease {
  sourceTitle: string;
  guid: string | null;
  indexerId: number | null;
}

export interface CandidateRelease {
  title: string;
  guid?: string;
  indexerId?: number;
}

/**
 * Whether a candidate is a blocklisted release: the same guid, or the same title (ignoring case) from the same
 * indexer — a release whose indexer either side does not know matches on title alone, as Sonarr's do.
 */
export function matchesBlocklist(entry: BlocklistedRelease, candidate: CandidateRelease): boolean {
  if (entry.guid && candidate.guid && entry.guid === candidate.guid) return true;
  if (entry.sourceTitle.trim().toLowerCase() !== candidate.title.trim().toLowerCase()) return false;
  return entry.indexerId === null || candidate.indexerId === undefined || entry.indexerId === candidate.indexerId;
}
