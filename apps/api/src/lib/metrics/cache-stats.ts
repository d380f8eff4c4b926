/**
 * Hits and misses of the in-process caches, by cache name, for the metrics (issue 17). Process-wide: two app
 * instances in one process (tests) add up under the same name. Another cache (the page cache) registers a reader
 * of its own counters with registerCacheCounters; the metrics read every source when scraped.
 */
export interface CacheCounts {
  hits: number;
  misses: number;
}

const counters = new Map<string, CacheCounts>();
const readers = new Map<string, () => CacheCounts>();

/** The mutable counts of the cache `name` (created at zero); the cache adds to them itself, at no other cost. */
export function cacheCounter(name: string): CacheCounts {
  let counts = counters.get(name);
  if (!counts) {
    counts = { hits: 0, misses: 0 };
    counters.set(name, counts);
  }
  return counts;
}

/**
 * A cache that keeps its own counts (e.g. the page cache, whose reader totals every instance in the process) makes
 * them scrapeable under `name`; registering the name again replaces its reader.
 */
export function registerCacheCounters(name: string, read: () => CacheCounts): void {
  readers.set(name, read);
}

/** Every cache's counts now, summed by name. */
export function cacheCountsNow(): Array<{ cache: string } & CacheCounts> {
  const totals = new Map<string, CacheCounts>();
  const add = (name: string, c: CacheCounts) => {
    const t = totals.get(name) ?? { hits: 0, misses: 0 };
    totals.set(name, { hits: t.hits + c.hits, misses: t.misses + c.misses });
  };
  for (const [name, counts] of counters) add(name, counts);
  for (const [name, read] of readers) add(name, read());
  return [...totals].map(([cache, c]) => ({ cache, ...c }));
}

/** Checks of the freshness stamps (lib/freshness.ts) and the times they found a change and cleared caches. */
export const freshnessCounts = { checks: 0, clears: 0 };
