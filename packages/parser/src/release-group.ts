/** Placeholder until the parser issue lands: the group after the last dash. */
export function parseReleaseGroup(title: string): string | null {
  const match = /-([A-Za-z0-9]+)$/.exec(title.trim());
  return match ? match[1] : null;
}
