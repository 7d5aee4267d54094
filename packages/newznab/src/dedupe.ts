import type { Release } from './types';

/** Lower-case, with every run of spaces, dots and underscores made one dot. */
export function normalizeTitle(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[\s._]+/g, '.');
}

/**
 * Drops releases already seen earlier in the list: same protocol, guid and title; same info hash; or same
 * protocol, normalised title and size. The first one wins, so pass releases in preference order.
 */
export function dedupeReleases<T extends Release>(releases: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const release of releases) {
    const title = normalizeTitle(release.title);
    // A guid alone is not enough: some indexers use bare row numbers, which collide across sites.
    const byGuid = `g|${release.protocol}|${release.guid}|${title}`;
    const byHash = release.infoHash ? `h|${release.infoHash.toLowerCase()}` : undefined;
    const bySize = release.size !== undefined ? `s|${release.protocol}|${title}|${release.size}` : undefined;
    if (seen.has(byGuid) || (byHash && seen.has(byHash)) || (bySize && seen.has(bySize))) continue;
    seen.add(byGuid);
    if (byHash) seen.add(byHash);
    if (bySize) seen.add(bySize);
    kept.push(release);
  }
  return kept;
}
