import type { Language } from "@shop/shared";
import type { Db } from "../../db/client";
import { LruTtlCache } from "./catalogue.cache";
import type { FacetCounts } from "./catalogue.facets";
import type { CatalogueQuery } from "./catalogue.filters";
import { facetCountsOf, filterAndSort, memoised } from "./catalogue.memory";
import type { Page } from "./catalogue.repo";
import { textMatches } from "./catalogue.text";
import { StoredMatches } from "./catalogue.text-store";

/**
 * At most this many bytes of text matches are cached over all searches (catalogue.text-store.ts: ~60 bytes a
 * match, so ~330 searches of 1000 matches; as objects, 50 searches took the same).
 */
export const CACHED_TEXT_BYTES = 20_000_000;

/**
 * The text searches this instance holds in memory: each search's matches (slow to find for broad words: served
 * stale for one more TTL while found again in the background), bounded by their bytes as well as by count so
 * rotating searches keep memory flat (decision 0021); pages and facet counts are computed from them in memory.
 */
export function createTextResults(read: Db, ttl: number) {
  const cache = new LruTtlCache<StoredMatches>(ttl, 2_000, ttl, {
    of: (matches) => matches.bytes,
    max: CACHED_TEXT_BYTES,
  });
  return {
    /** The matches of a text query in `lang` (cached per lower-cased text and language). */
    matches: (text: string, lang: Language) =>
      cache.get(JSON.stringify([text.toLowerCase(), lang]), async () =>
        StoredMatches.of(await textMatches(read, text, lang)),
      ),

    /** The ids of one page of the matches passing the query's filters, in the page's sort, and how many pass. */
    page(matches: StoredMatches, query: CatalogueQuery, page: Page, key: string) {
      const found = memoised(matches, `${key} ${page.sortBy}`, () =>
        Int32Array.from(filterAndSort(matches.rows(), query.filters, page.sortBy), (m) => m.id),
      );
      return { ids: Array.from(found.subarray(page.offset, page.offset + page.limit)), totalCount: found.length };
    },

    /** Facet counts of the matches under the query's filters. */
    facets: (matches: StoredMatches, query: CatalogueQuery, key: string): FacetCounts =>
      memoised(matches, key, () => facetCountsOf(matches.rows(), query.filters)),

    clear: () => cache.clear(),
  };
}
