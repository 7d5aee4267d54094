import { dedupeReleases } from './dedupe';
import { IndexerAbortedError, IndexerError, IndexerServerError, IndexerTimeoutError } from './errors';
import type { Searcher } from './newznab-client';
import type { Release, SearchQuery } from './types';

/** One indexer in a fan-out: its id as the caller knows it, its client, and optionally its own query. */
export interface SearchTarget {
  id: string | number;
  client: Searcher;
  /** Replaces the shared query for this indexer (e.g. `tvsearch` with ids where its caps allow). */
  query?: SearchQuery;
}

export interface SearchAllOptions {
  /** Each indexer's limit; an indexer still running then is aborted and reported as a timeout. */
  timeoutMs: number;
  /** Aborts every indexer still running; they are reported as `aborted`. */
  signal?: AbortSignal;
}

/** A release with the id of the indexer that returned it. */
export type IndexedRelease = Release & { indexerId: string | number };

/** How one indexer fared. */
export type IndexerOutcome =
  | { id: string | number; ok: true; items: Release[]; total?: number; elapsedMs: number }
  | { id: string | number; ok: false; error: IndexerError; elapsedMs: number };

export interface SearchAllResult {
  /** In the order the targets were given. */
  results: IndexerOutcome[];
  /** Every indexer's items in target order, duplicates removed (earlier targets win). */
  releases: IndexedRelease[];
  elapsedMs: number;
}

function asIndexerError(error: unknown): IndexerError {
  if (error instanceof IndexerError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new IndexerServerError(`Indexer search failed: ${message}`, { cause: error });
}

async function runOne(
  target: SearchTarget,
  query: SearchQuery,
  timeoutMs: number,
  outer: AbortSignal | undefined,
): Promise<IndexerOutcome> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let forward: (() => void) | undefined;
  // Settles at the deadline even when the searcher ignores its signal, so one hung indexer cannot hold the rest.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new IndexerTimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
    forward = () => {
      const error = new IndexerAbortedError({ cause: outer?.reason });
      controller.abort(error);
      reject(error);
    };
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
  });
  try {
    const result = await Promise.race([
      target.client.search(query, { signal: controller.signal, timeoutMs }),
      deadline,
    ]);
    const outcome: IndexerOutcome = {
      id: target.id,
      ok: true,
      items: result.items,
      elapsedMs: performance.now() - started,
    };
    if (result.total !== undefined) outcome.total = result.total;
    return outcome;
  } catch (error) {
    return { id: target.id, ok: false, error: asIndexerError(error), elapsedMs: performance.now() - started };
  } finally {
    clearTimeout(timer);
    if (forward) outer?.removeEventListener('abort', forward);
  }
}

/**
 * Searches every target in parallel, each under its own timeout, and never rejects: failures are
 * reported per indexer. Bare searchers are identified by their position in the list.
 */
export async function searchAll(
  targets: ReadonlyArray<SearchTarget | Searcher>,
  query: SearchQuery,
  options: SearchAllOptions,
): Promise<SearchAllResult> {
  const started = performance.now();
  const normalized = targets.map((target, index): SearchTarget =>
    'client' in target ? target : { id: index, client: target },
  );
  const results = await Promise.all(
    normalized.map((target) => runOne(target, target.query ?? query, options.timeoutMs, options.signal)),
  );
  const all: IndexedRelease[] = [];
  for (const outcome of results) {
    if (!outcome.ok) continue;
    for (const item of outcome.items) all.push({ ...item, indexerId: outcome.id });
  }
  return { results, releases: dedupeReleases(all), elapsedMs: performance.now() - started };
}
