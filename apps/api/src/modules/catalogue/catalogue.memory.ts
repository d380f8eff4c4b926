import { difficultyLevels, type FacetName, lightLevels, type SortBy, wateringLevels } from "@shop/shared";
import type { FacetCounts } from "./catalogue.facets";
import type { FacetRow, Filter, FilterGroup } from "./catalogue.filters";
import type { TextMatch } from "./catalogue.text";

/**
 * A text search's matches are at most CANDIDATE_LIMIT rows held in memory (and cached): filtering, sorting,
 * counting and faceting them here costs well under a millisecond, against several queries in the database.
 * The rules are those of the SQL in catalogue.filters.ts and catalogue.facets.ts.
 */

const byNumber = (a: number, b: number) => a - b;

/** Same orders as orderBy() in catalogue.filters.ts; "popularity" puts better matches (tier) first. */
const COMPARE: Record<SortBy, (a: TextMatch, b: TextMatch) => number> = {
  popularity: (a, b) => b.tier - a.tier || b.popularity - a.popularity || b.id - a.id,
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  price_asc: (a, b) => a.minPrice - b.minPrice || a.id - b.id,
  price_desc: (a, b) => b.minPrice - a.minPrice || b.id - a.id,
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byNumber(a.id, b.id),
  // The name, then the id: ranked so when the matches were stored (catalogue.text-store.ts).
  name: (a, b) => a.nameRank - b.nameRank,
};

/** The matches passing every filter, in the order of `sortBy`. */
export function filterAndSort(matches: TextMatch[], filters: Filter[], sortBy: SortBy): TextMatch[] {
  return matches.filter((m) => filters.every((f) => f.test(m))).sort(COMPARE[sortBy]);
}

const SCALAR: Array<[FacetName, (row: FacetRow) => string | null, readonly string[]]> = [
  ["light", (r) => r.light, lightLevels],
  ["watering", (r) => r.watering, wateringLevels],
  ["difficulty", (r) => r.difficulty, difficultyLevels],
  ["petSafe", (r) => (r.petSafe === null ? null : String(r.petSafe)), ["true", "false"]],
  ["inStock", (r) => (r.inStock ? "true" : null), ["true"]],
  ["onSale", (r) => (r.onSale ? "true" : null), ["true"]],
];
const ARRAYS: Array<[FacetName, (row: FacetRow) => string[]]> = [
  ["tag", (r) => r.tags],
  ["size", (r) => r.potSizes],
  ["potColour", (r) => r.potColours],
];

/** Facet counts over the matches, each facet ignoring its own filter (like facetCounts in SQL). */
export function facetCountsOf(matches: TextMatch[], filters: Filter[]): FacetCounts {
  const counts = Object.fromEntries(
    [...SCALAR.map(([f]) => f), ...ARRAYS.map(([f]) => f), "category"].map((f) => [f, new Map<string, number>()]),
  ) as FacetCounts["counts"];
  const out: FacetCounts = { total: 0, counts, price: { min: null, max: null } };
  const add = (facet: FacetName, value: string) => counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
  for (const row of matches) {
    // The one facet whose own filters alone fail (undefined: none fail); rows failing more are in no facet.
    let only: FilterGroup | undefined;
    let excluded = false;
    for (const f of filters) {
      if (f.test(row)) continue;
      if (f.group === null || (only !== undefined && only !== f.group)) {
        excluded = true;
        break;
      }
      only = f.group;
    }
    if (excluded) continue;
    if (only === undefined) out.total++;
    if (only === undefined || only === "price") {
      out.price.min = out.price.min === null ? row.minPrice : Math.min(out.price.min, row.minPrice);
      out.price.max = out.price.max === null ? row.minPrice : Math.max(out.price.max, row.minPrice);
    }
    if (only === undefined || only === "category") add("category", String(row.categoryId));
    for (const [facet, value, known] of SCALAR) {
      if (only !== undefined && only !== facet) continue;
      const v = value(row);
      if (v !== null && known.includes(v)) add(facet, v);
    }
    for (const [facet, values] of ARRAYS) {
      if (only === undefined || only === facet) for (const v of values(row)) add(facet, v);
    }
  }
  return out;
}

/**
 * Per cached search: with ~330 searches cached (catalogue.text-store.ts), 24 results of at most 1,000 ids in 4 KB
 * (Int32Array) or one set of facet counts each keep this memo within ~30 MB at worst.
 */
export const MEMO_PER_RESULT = 24;
const memo = new WeakMap<object, Map<string, unknown>>();

/**
 * Remembers what was computed from one set of text matches (cached for a few seconds by the service) per
 * filters and sort, so a repeated search costs a lookup; a new set of matches starts afresh.
 */
export function memoised<T>(matches: object, key: string, compute: () => T): T {
  let entries = memo.get(matches);
  if (!entries) {
    entries = new Map();
    memo.set(matches, entries);
  }
  if (entries.has(key)) return entries.get(key) as T;
  const value = compute();
  entries.set(key, value);
  if (entries.size > MEMO_PER_RESULT) entries.delete(entries.keys().next().value!);
  return value;
}
