import type { FacetName } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { countProducts, FACETS, type FacetCounts, facetCounts, SCALAR_VALUES } from "./catalogue.facets";
import { type CatalogueQuery, pgArray } from "./catalogue.filters";

/**
 * The categories a query is limited to when its only filter is a category (an unfiltered category page), `"all"`
 * when it has no filter at all, or undefined when it filters anything else: only the first two are answered from
 * the stored counts (category_facet_counts, migration 0031).
 */
export function storedCountsScope(q: CatalogueQuery): number[] | "all" | undefined {
  if (q.filters.length === 0) return "all";
  const [only] = q.filters;
  if (q.filters.length === 1 && only?.group === "category" && only.categoryIds) return only.categoryIds;
  return undefined;
}

const inScope = (scope: number[] | "all", column: SQL) =>
  scope === "all" ? sql`true` : sql`${column} = any(${pgArray(scope, "int")})`;

/**
 * The facets and total of a category (or of the whole catalogue) from the counts products' triggers keep: the
 * same figures facetCounts() computes by scanning the products, for a few hundred rows read. The category facet
 * ignores its own filter, so it lists every category's count; the price range is the ends of the (category,
 * min_price) index of each category.
 */
export async function storedFacetCounts(db: Db, scope: number[] | "all"): Promise<FacetCounts> {
  const price =
    scope === "all"
      ? sql`select min(p.min_price) as lo, max(p.min_price) as hi from products p where p.listed`
      : sql`select min(m.lo) as lo, max(m.hi) as hi from unnest(${pgArray(scope, "int")}) as c(id),
          lateral (select min(p.min_price) as lo, max(p.min_price) as hi from products p
            where p.listed and p.category_id = c.id) m`;
  const [counted, range] = await Promise.all([
    db.execute(sql`
      select facet, value, sum(n)::int as n from category_facet_counts
        where facet <> 'all' and ${inScope(scope, sql`category_id`)} group by facet, value having sum(n) > 0
      union all
      select 'category', category_id::text, n from category_facet_counts where facet = 'all' and n > 0`),
    db.execute(price),
  ]);
  const out: FacetCounts = {
    total: 0,
    counts: Object.fromEntries(FACETS.map((f) => [f, new Map<string, number>()])) as FacetCounts["counts"],
    price: { min: null, max: null },
  };
  const inTotal = scope === "all" ? undefined : new Set(scope.map(String));
  for (const { facet, value, n } of rowsOf<{ facet: FacetName; value: string; n: number }>(counted)) {
    const known = SCALAR_VALUES[facet];
    if (known && !known.includes(value)) continue;
    out.counts[facet]?.set(value, Number(n));
    if (facet === "category" && (!inTotal || inTotal.has(value))) out.total += Number(n);
  }
  const ends = rowsOf<{ lo: number | null; hi: number | null }>(range)[0];
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  out.price = { min: num(ends?.lo), max: num(ends?.hi) };
  return out;
}

/** The number of listed products in scope, from the same counts. */
export async function storedTotal(db: Db, scope: number[] | "all"): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum(n), 0)::int as n from category_facet_counts
    where facet = 'all' and ${inScope(scope, sql`category_id`)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** A query's facets and total: from the stored counts when it filters by category alone, else by scanning. */
export function countFacets(db: Db, q: CatalogueQuery): Promise<FacetCounts> {
  const scope = storedCountsScope(q);
  return scope ? storedFacetCounts(db, scope) : facetCounts(db, q);
}

/** A query's total, the same way. */
export function countTotal(db: Db, q: CatalogueQuery): Promise<number> {
  const scope = storedCountsScope(q);
  return scope ? storedTotal(db, scope) : countProducts(db, q);
}
