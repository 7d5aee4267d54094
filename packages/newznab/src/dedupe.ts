import type { Release } from './types';

/** Lower-case, with every run of spaces, dots and underscores made one dot. */
export function normalizeTitle(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[\s._]+/g, '.');
}

function keysOf(release: Release): string[] {
  const title = normalizeTitle(release.title);
  // A guid alone is not enough: some indexers use bare row numbers, which collide across sites.
  const keys = [`guid:${release.protocol}|${release.guid}|${title}`];
  if (release.infoHash) keys.push(`hash:${release.infoHash.toLowerCase()}`);
  if (release.size !== undefined) keys.push(`size:${release.protocol}|${title}|${release.size}`);
  return keys;
}

/**
 * Drops releases already seen earlier in the list: same protocol, guid and title; same info hash; or same
 * protocol, normalised title and size. The first one wins, so pass releases in preference order.
 */
export function dedupeReleases<T extends Release>(releases: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const release of releases) {
    const keys = keysOf(release);
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    kept.push(release);
  }
  return kept;
}
