/** What one search (or RSS sync) did, for the command message. */
export interface SearchSummary {
  searched: number;
  indexers: number;
  failedIndexers: number;
  found: number;
  approved: number;
  grabbed: number;
  pending: number;
}

export const emptySummary = (): SearchSummary => ({ searched: 0, indexers: 0, failedIndexers: 0, found: 0, approved: 0, grabbed: 0, pending: 0 });

export function add(into: SearchSummary, more: SearchSummary): SearchSummary {
  for (const key of Object.keys(into) as Array<keyof SearchSummary>) into[key] += more[key];
  return into;
}

