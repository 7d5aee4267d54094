import { tagsMatch } from '@arrstack/providers';

export interface SelectableClient {
  id: number;
  protocol: string;
  priority: number;
  enable: boolean;
  tags: number[];
}

/**
 * Sonarr's choice of download client: enabled clients of the protocol; for a tagged series those sharing a
 * tag, or else the untagged ones; then the lowest priority number, rotating among equals after `lastUsedId`.
 */
export function selectDownloadClient<T extends SelectableClient>(clients: readonly T[], protocol: string, seriesTags: readonly number[], lastUsedId?: number): T | undefined {
  const available = clients.filter((c) => c.enable && c.protocol === protocol);
  const tagged = seriesTags.length > 0 ? available.filter((c) => c.tags.length > 0 && tagsMatch(c.tags, seriesTags)) : [];
  const candidates = tagged.length > 0 ? tagged : available.filter((c) => c.tags.length === 0);
  if (candidates.length === 0) return undefined;
  const best = Math.min(...candidates.map((c) => c.priority));
  const top = candidates.filter((c) => c.priority === best).sort((a, b) => a.id - b.id);
  const next = lastUsedId === undefined ? undefined : top.find((c) => c.id > lastUsedId);
  return next ?? top[0];
}
