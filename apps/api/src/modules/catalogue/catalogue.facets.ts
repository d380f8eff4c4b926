import {
  difficultyLevels,
  type FacetName,
  type Facets,
  type FacetValue,
  type Language,
  lightLevels,
  wateringLevels,
} from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { type CatalogueQuery, type Filter, type FilterGroup, pgArray, whereClause } from "./catalogue.filters";
import { type CategoryTree, nameOf } from "./catalogue.query";

/** Raw facet counts: per facet, value -> number of products; category values are category ids. */
export interface FacetCounts {
  total: number;
  counts: Record<FacetName, Map<string, number>>;
  price: { min: number | null; max: number | null };
}

export const FACETS: FacetName[] = [
  "category",
  "light",
  "watering",
  "difficulty",
  "petSafe",
  "size",
  "potColour",
  "tag",
  "inStock",
  "onSale",
];

/** Facets whose values are known in advance: counted with one FILTERed aggregate per value, in one pass. */
const SCALAR: Record<string, { column: SQL; values: readonly string[] }> = {
  light: { column: sql`p.light`, values: lightLevels },
  watering: { column: sql`p.watering`, values: wateringLevels },
  difficulty: { column: sql`p.difficulty`, values: difficultyLevels },
  petSafe: { column: sql`p.pet_safe::text`, values: ["true", "false"] },
  inStock: { column: sql`p.in_stock::text`, values: ["true"] },
  onSale: { column: sql`p.on_sale::text`, values: ["true"] },
};
/** The values each scalar facet counts; a stored value outside them is never shown. */
export const SCALAR_VALUES: Partial<Record<FacetName, readonly string[]>> = Object.fromEntries(
  Object.entries(SCALAR).map(([facet, { values }]) => [facet, values]),
);
const SCALAR_GROUPS = new Set<FilterGroup>([...Object.keys(SCALAR), "price"] as FilterGroup[]);

/** Facets counted by grouping: categories by id, and the values of the array columns. */
const GROUPED: Array<{ facet: FacetName; value: SQL }> = [
  { facet: "category", value: sql`p.category_id::text` },
  { facet: "tag", value: sql`unnest(p.tags)` },
  { facet: "size", value: sql`unnest(p.pot_sizes)` },
  { facet: "potColour", value: sql`unnest(p.pot_colours)` },
];

/**
 * The category facet of a query whose only other filter is one facet's: per category, the stored count of that
 * facet's values (category_facet_counts, migration 0031), instead of a scan of every product. A product has one
 * value of a care facet, so several values add up; a tag, size or colour (a product may have several) only alone.
 */
function storedCategoryFacet(filters: Filter[]): SQL | undefined {
  const others = filters.filter((f) => f.group !== "category");
  const [only] = others;
  if (others.length !== 1 || !only?.values || !only.group || only.group === "price") return undefined;
  if (ARRAY_FACETS.has(only.group) && only.values.length !== 1) return undefined;
  return sql`(select 'category'::text as facet, category_id::text as value, sum(n)::bigint as n
    from category_facet_counts where facet = ${only.group} and value = any(${pgArray(only.values, "text")})
    group by category_id)`;
}

const ARRAY_FACETS = new Set<FilterGroup>(["tag", "size", "potColour"]);
const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/**
 * Facet counts and the total of a catalogue query. Standard faceting: every facet counts over the products
 * that pass all the other filters but not its own, so its counts show what changing that one filter would
 * give. Two statements: one pass with a FILTERed count per value of the care, stock and sale facets (plus
 * the total and the price range), and one scan per grouped facet (category, tag, size, pot colour).
 */
export async function facetCounts(db: Db, q: CatalogueQuery): Promise<FacetCounts> {
  const always = q.filters.filter((f) => f.group === null).map((f) => f.sql);
  const groups = new Map<Exclude<FilterGroup, null>, SQL>();
  for (const f of q.filters) {
    if (f.group !== null) {
      const prev = groups.get(f.group);
      groups.set(f.group, prev ? sql`${prev} and ${f.sql}` : f.sql);
    }
  }
  const holds = (g: Exclude<FilterGroup, null>) => sql`coalesce((${groups.get(g)!}), false)`;
  const allBut = (skip: FilterGroup | undefined, among: Array<Exclude<FilterGroup, null>>) =>
    and(among.filter((g) => g !== skip).map(holds));
  const keys = [...groups.keys()];
  const scalarKeys = keys.filter((g) => SCALAR_GROUPS.has(g));
  const otherKeys = keys.filter((g) => !SCALAR_GROUPS.has(g));
  const from = sql`products p`;

  // 1. One pass: rows failing at most one of the scalar filters and none of the others.
  const atMostOneFails = scalarKeys.length
    ? sql`(${sql.join(
        scalarKeys.map((g) => sql`(not ${holds(g)})::int`),
        sql` + `,
      )}) <= 1`
    : sql`true`;
  const aggregates: SQL[] = [
    sql`count(*) filter (where ${allBut(undefined, scalarKeys)}) as "total"`,
    sql`min(p.min_price) filter (where ${allBut("price", scalarKeys)}) as "priceMin"`,
    sql`max(p.min_price) filter (where ${allBut("price", scalarKeys)}) as "priceMax"`,
  ];
  const columns: Array<[FacetName, string]> = [];
  for (const [facet, { column, values }] of Object.entries(SCALAR)) {
    for (const value of values) {
      aggregates.push(
        sql`count(*) filter (where ${allBut(facet as FacetName, scalarKeys)} and ${column} = ${value}) as ${sql.raw(`"c${columns.length}"`)}`,
      );
      columns.push([facet as FacetName, value]);
    }
  }
  const scalarQuery = sql`select ${sql.join(aggregates, sql`, `)} from ${from}
    where ${whereClause([])} and ${and(always)} and ${allBut(undefined, otherKeys)} and ${atMostOneFails}`;

  // 2. One scan per grouped facet, each with every filter but its own.
  const where = (facet: FacetName) => sql`${whereClause([])} and ${and(always)} and ${allBut(facet, keys)}`;
  const scans = GROUPED.map(
    ({ facet, value }) => sql`(select ${facet}::text as facet, v as value, count(*) as n from (
      select ${value} as v from ${from} where ${where(facet)}) x group by v)`,
  );
  scans[0] = storedCategoryFacet(q.filters) ?? scans[0]!;
  // Without a tag, size or colour filter the three array facets read the same rows: one scan, three groupings.
  if (!keys.some((g) => g === "tag" || g === "size" || g === "potColour")) {
    scans.splice(
      1,
      3,
      sql`(select case when grouping(t) = 0 then 'tag' when grouping(s) = 0 then 'size' else 'potColour' end,
        coalesce(t, s, c), count(*)
      from ${from}, unnest(p.tags, p.pot_sizes, p.pot_colours) as x(t, s, c)
      where ${where("tag")} group by grouping sets ((t), (s), (c)))`,
    );
  }
  const groupedQuery = sql.join(scans, sql` union all `);

  const [scalar, grouped] = await Promise.all([db.execute(scalarQuery), db.execute(groupedQuery)]);
  const row = rowsOf<Record<string, string | number | null>>(scalar)[0] ?? {};
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const out: FacetCounts = {
    total: num(row.total) ?? 0,
    counts: Object.fromEntries(FACETS.map((f) => [f, new Map<string, number>()])) as FacetCounts["counts"],
    price: { min: num(row.priceMin), max: num(row.priceMax) },
  };
  columns.forEach(([facet, value], i) => {
    const n = num(row[`c${i}`]);
    if (n) out.counts[facet].set(value, n);
  });
  for (const { facet, value, n } of rowsOf<{ facet: FacetName; value: string | null; n: string | number }>(grouped)) {
    if (value !== null && Number(n) > 0) out.counts[facet].set(value, Number(n));
  }
  return out;
}

/** Just the number of products a query gives (searchonlyproducts has no facets). */
export async function countProducts(db: Db, q: CatalogueQuery): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from products p where ${whereClause(q.filters)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

const ENUM_ORDER: Partial<Record<FacetName, readonly string[]>> = {
  light: lightLevels,
  watering: wateringLevels,
  difficulty: difficultyLevels,
  petSafe: ["true", "false"],
};

/** Values in a stable, useful order: care levels as defined, sizes by number, the rest by count then name. */
function sortValues(facet: FacetName, values: FacetValue[]): FacetValue[] {
  const order = ENUM_ORDER[facet];
  if (order) return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  if (facet === "size") {
    return values.sort(
      (a, b) => Number.parseFloat(a.value) - Number.parseFloat(b.value) || a.value.localeCompare(b.value),
    );
  }
  return values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The wire facets: category values are slugs in tree order, with counts rolled up to parent categories. */
export function toFacets(raw: FacetCounts, tree: CategoryTree, lang: Language): Facets {
  const facets = { price: raw.price } as Facets;
  const totals = tree.rollUp(raw.counts.category);
  facets.category = tree
    .ordered()
    .filter((row) => (totals.get(row.id) ?? 0) > 0)
    .map((row) => ({ value: row.slug, count: totals.get(row.id)!, label: nameOf(row.name, lang) }));
  for (const facet of FACETS) {
    if (facet === "category") continue;
    const values = [...raw.counts[facet]].map(([value, count]) => ({ value, count }));
    facets[facet] = sortValues(facet, values);
  }
  return facets;
}
