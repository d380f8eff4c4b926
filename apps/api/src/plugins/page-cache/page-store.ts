import type { PageCounts } from "../../lib/metrics/metrics";

/** One cached page: the body in each encoding, its headers, and the version of the data it was rendered from. */
export interface CachedPage {
  version: number;
  /** Past this time (ms) the page is rendered again even at the same version (read replica lag); else Infinity. */
  freshUntil: number;
  /** Response headers of the render (content-type and the like; never set-cookie). */
  headers: Array<[string, string]>;
  /** The CSP script sources of this body's inline scripts ('sha256-...'). */
  scriptHashes: string[];
  /** Encoding ("br", "gzip") to its body and strong ETag; the HTML itself is not kept (page-reply.ts). */
  bodies: Map<string, { body: Buffer; etag: string }>;
  /** The strong ETag of the HTML, answered with the gzip body unpacked. */
  identityEtag: string;
  bytes: number;
}

/** The page cache's counters, as the metrics read them. */
export type PageCacheCounters = PageCounts;

/**
 * A least-recently-used map bounded in bytes (bodies and keys): a Map keeps insertion order, so the first key
 * is the least recently used once every read re-inserts its entry.
 */
export function createPageStore(maxBytes: number) {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const sizeOf = (key: string, page: CachedPage) => page.bytes + key.length * 2;

  const remove = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(key, page);
  };

  return {
    get(key: string): CachedPage | undefined {
      const page = entries.get(key);
      if (page) {
        entries.delete(key);
        entries.set(key, page);
      }
      return page;
    },
    set(key: string, page: CachedPage): void {
      remove(key);
      const size = sizeOf(key, page);
      if (size > maxBytes) return;
      entries.set(key, page);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    size: () => ({ bytes, entries: entries.size }),
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
