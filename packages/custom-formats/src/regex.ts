const cache = new Map<string, RegExp | null>();
const CACHE_LIMIT = 2000;

/**
 * The pattern compiled case-insensitively (as the anchors match), or undefined when it is not a valid
 * JavaScript regular expression. Results are cached because every release is tested against every format.
 */
export function compileCaseInsensitive(pattern: string): RegExp | undefined {
  let compiled = cache.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(pattern, 'i');
    } catch {
      compiled = null;
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(pattern, compiled);
  }
  return compiled ?? undefined;
}
