interface Entry<V> {
  value: Promise<V>;
  /** Fresh until then. */
  expires: number;
  /** Until then an expired value may still be served while a fresh one loads (stale-while-revalidate). */
  staleUntil: number;
  refreshing?: boolean;
  /** What the resolved value weighs (0 until it resolves, or without a weight bound). */
  weight: number;
}

/** A second bound beside the entry count: what each value weighs (rows, bytes) and the most all may weigh. */
export interface WeightBound<V> {
  of: (value: V) => number;
  max: number;
}

/**
 * Entries loaded together (a burst of searches after a start) expire together: their reloads, in the background
 * while the stale values are served, take turns, so that they never crowd out the requests that wait for a load.
 */
export const MAX_BACKGROUND_RELOADS = 2;

/**
 * A bounded in-process cache with a time to live: least recently used entries go first once `max` is reached,
 * so any number of distinct keys (search filters, product slugs) keeps memory flat. For `staleMs` after it
 * expires, an entry is still answered at once while one reload runs in the background, so a slow computation
 * (facets of a large category) never makes a shopper wait twice. A failed load is not kept. Entries are per
 * instance; with a short TTL every instance sees a change soon (decisions 0002 and 0004). With a `weight` bound,
 * values of very different sizes (a search's matches) are bounded by their total too (decision 0021).
 */
export class LruTtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private totalWeight = 0;
  /** Background reloads running now: at most MAX_BACKGROUND_RELOADS, the other stale entries wait their turn. */
  private reloading = 0;
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly staleMs = 0,
    private readonly weight?: WeightBound<V>,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.touch(key, hit);
      return hit.value;
    }
    if (hit && hit.staleUntil > now) {
      this.touch(key, hit);
      if (!hit.refreshing && this.reloading < MAX_BACKGROUND_RELOADS) {
        hit.refreshing = true;
        this.reloading++;
        const fresh = load();
        // Only a successful reload replaces the stale value; a failed one leaves it until it runs out.
        fresh
          .then(
            () => this.remember(key, fresh, Date.now()),
            () => {
              hit.refreshing = false;
            },
          )
          .finally(() => this.reloading--);
      }
      return hit.value;
    }
    const value = load();
    this.remember(key, value, now);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.delete(key);
    });
    return value;
  }

  /**
   * Values of many keys at once: fresh cached ones as they are, the others from one call of `loadMissing`
   * (which answers the values it found; keys it does not answer are left out and not cached).
   */
  async getMany(keys: string[], loadMissing: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
    const now = Date.now();
    const out = new Map<string, V>();
    const pending: Array<[string, Promise<V>]> = [];
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && hit.expires > now) pending.push([key, hit.value]);
      else missing.push(key);
    }
    if (missing.length) {
      const loaded = await loadMissing(missing);
      for (const [key, value] of loaded) {
        out.set(key, value);
        if (this.ttlMs > 0) this.remember(key, Promise.resolve(value), now);
      }
    }
    for (const [key, value] of pending) out.set(key, await value);
    return out;
  }

  /** The fresh value of a key, if there is one (nothing is loaded). */
  peek(key: string): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  clear() {
    this.entries.clear();
    this.totalWeight = 0;
  }

  get size() {
    return this.entries.size;
  }

  /** The resolved values' total weight (0 without a weight bound). */
  get weightHeld() {
    return this.totalWeight;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }

  /** Map keeps insertion order: re-inserting marks the entry as most recently used. */
  private touch(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remember(key: string, value: Promise<V>, now: number) {
    this.delete(key);
    const entry: Entry<V> = {
      value,
      expires: now + this.ttlMs,
      staleUntil: now + this.ttlMs + this.staleMs,
      weight: 0,
    };
    this.entries.set(key, entry);
    const bound = this.weight;
    if (bound) {
      value.then(
        (resolved) => {
          if (this.entries.get(key) !== entry) return;
          entry.weight = bound.of(resolved);
          this.totalWeight += entry.weight;
          this.evict();
        },
        () => {},
      );
    }
    this.evict();
  }

  /** Least recently used entries go first while there are too many or they weigh too much. */
  private evict() {
    const maxWeight = this.weight?.max ?? Number.POSITIVE_INFINITY;
    while (this.entries.size > this.max || this.totalWeight > maxWeight) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }
}
