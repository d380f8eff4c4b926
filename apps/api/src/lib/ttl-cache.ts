import { cacheCounter } from "./metrics/cache-stats";

/**
 * A small in-process cache for rarely changing public data (menus, categories, settings). Entries live a few
 * seconds, so staff edits show up quickly on every instance without any cross-instance invalidation.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  /** Hits and misses for the metrics, under `name` (lib/metrics). */
  private readonly counts;
  constructor(
    private readonly ttlMs: number,
    name = "other",
  ) {
    this.counts = cacheCounter(name);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.counts.hits++;
      return hit.value;
    }
    this.counts.misses++;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load is not cached: the next caller tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
