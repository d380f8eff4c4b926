import type { FacetName, Language, SortBy } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";

/** A facet's own filter, or "price" (its facet is the min/max), or null for filters that are never faceted. */
export type FilterGroup = FacetName | "price" | null;

/**
 * What filters and sorts read of a product: the columns of `products` (denormalised ones included), and its
 * place in name order among the rows it is sorted with. Text search results are filtered, sorted and counted in
 * memory as these rows (catalogue.memory.ts, catalogue.text-store.ts).
 */
export interface FacetRow {
  id: number;
  categoryId: number;
  light: string | null;
  watering: string | null;
  difficulty: string | null;
  petSafe: boolean | null;
  tags: string[];
  potSizes: string[];
  potColours: string[];
  inStock: boolean;
  onSale: boolean;
  featured: boolean;
  minPrice: number;
  popularity: number;
  createdAt: number;
  rating: number;
  reviewCount: number;
  nameRank: number;
}

/** One condition, in SQL on `products p` and as a test of a row in memory; tagged with the facet that ignores it. */
export interface Filter {
  group: FilterGroup;
  sql: SQL;
  test: (row: FacetRow) => boolean;
  /** A category filter's categories (the one asked for and its descendants). */
  categoryIds?: number[];
  /** A facet filter's values, as category_facet_counts names them (catalogue.facet-counts.ts). */
  values?: string[];
}

/** A catalogue query after the service has read the criteria (SPEC 3) and resolved categories. */
export interface CatalogueQuery {
  filters: Filter[];
}

/** PostgreSQL array literal sent as one parameter and cast, so any number of values is one parameter. */
export function pgArray(values: ReadonlyArray<string | number>, type: "int" | "text"): SQL {
  const items = values.map((v) => (typeof v === "number" ? String(v) : `"${v.replace(/[\\"]/g, (m) => `\\${m}`)}"`));
  return sql`${`{${items.join(",")}}`}::${sql.raw(type)}[]`;
}

const TRUE = { values: ["true"] };
const truthy = (v: string) => v === "true" || v === "1";

/** Values of a criterion: the list, else the single value ("in" also splits a comma-separated value). */
export function valuesOf(c: { filtervalue?: string; filterValues?: Array<string | number>; filtercond?: string }) {
  if (c.filterValues?.length) return c.filterValues.map((v) => String(v).trim()).filter(Boolean);
  const value = c.filtervalue?.trim() ?? "";
  if (!value) return [];
  return c.filtercond === "in" ? value.split(",").map((v) => v.trim()) : [value];
}

const SCALAR_COLUMNS = { light: "light", watering: "watering", difficulty: "difficulty" } as const;
const ARRAY_COLUMNS = {
  size: ["pot_sizes", "potSizes"],
  potColour: ["pot_colours", "potColours"],
  tag: ["tags", "tags"],
} as const;

/** Condition for a list-valued filter; an empty list restricts nothing. */
export function listFilter(filterBy: Exclude<FacetName, "category">, values: string[]): Filter | undefined {
  if (!values.length) return undefined;
  const wanted = new Set(values);
  switch (filterBy) {
    case "light":
    case "watering":
    case "difficulty":
      return {
        group: filterBy,
        sql: sql`p.${sql.raw(SCALAR_COLUMNS[filterBy])} = any(${pgArray(values, "text")})`,
        test: (row) => row[filterBy] !== null && wanted.has(row[filterBy]),
        values,
      };
    case "size":
    case "potColour":
    case "tag": {
      const [column, field] = ARRAY_COLUMNS[filterBy];
      return {
        group: filterBy,
        sql: sql`p.${sql.raw(column)} && ${pgArray(values, "text")}`,
        test: (row) => row[field].some((v) => wanted.has(v)),
        values,
      };
    }
    case "petSafe": {
      const yes = new Set(values.map(truthy));
      if (yes.size !== 1) return undefined;
      const want = yes.has(true);
      return {
        group: filterBy,
        sql: sql`p.pet_safe = ${want}`,
        test: (row) => row.petSafe === want,
        values: [`${want}`],
      };
    }
    case "inStock":
      return values.some(truthy)
        ? { ...TRUE, group: filterBy, sql: sql`p.in_stock`, test: (row) => row.inStock }
        : undefined;
    case "onSale":
      return values.some(truthy)
        ? { ...TRUE, group: filterBy, sql: sql`p.on_sale`, test: (row) => row.onSale }
        : undefined;
  }
}

export function categoryFilter(categoryIds: number[]): Filter {
  const ids = new Set(categoryIds);
  const filter = { group: "category" as const, test: (row: FacetRow) => ids.has(row.categoryId), categoryIds };
  if (!categoryIds.length) return { ...filter, sql: sql`false` };
  // One category (a leaf) as an equality, so (category_id, sort) indexes can give the order directly.
  if (categoryIds.length === 1) return { ...filter, sql: sql`p.category_id = ${categoryIds[0]!}` };
  return { ...filter, sql: sql`p.category_id = any(${pgArray(categoryIds, "int")})` };
}

/** Price in fils over the lowest price after discount (what a card shows as "from"); "" leaves a side open. */
export function priceFilter(values: string[]): Filter | undefined {
  const [lo, hi] = values.map((v) => (v === "" ? Number.NaN : Number(v)));
  const min = lo !== undefined && Number.isFinite(lo) ? lo : undefined;
  const max = hi !== undefined && Number.isFinite(hi) ? hi : undefined;
  const parts: SQL[] = [];
  if (min !== undefined) parts.push(sql`p.min_price >= ${min}`);
  if (max !== undefined) parts.push(sql`p.min_price <= ${max}`);
  if (!parts.length) return undefined;
  return {
    group: "price",
    sql: sql.join(parts, sql` and `),
    test: (row) => (min === undefined || row.minPrice >= min) && (max === undefined || row.minPrice <= max),
  };
}

export function productIdsFilter(values: string[]): Filter {
  const ids = values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31);
  const set = new Set(ids);
  return {
    group: null,
    sql: ids.length ? sql`p.id = any(${pgArray(ids, "int")})` : sql`false`,
    test: (row) => set.has(row.id),
  };
}

export const featuredFilter: Filter = { group: null, sql: sql`p.featured`, test: (row) => row.featured };

/** ORDER BY of each sort; written to match the partial indexes of migration 0002 (NULLS LAST included). */
export function orderBy(sortBy: SortBy, lang: Language): SQL {
  return {
    popularity: sql`p.popularity desc nulls last, p.id desc nulls last`,
    newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
    price_asc: sql`p.min_price asc, p.id asc`,
    price_desc: sql`p.min_price desc nulls first, p.id desc nulls first`,
    rating: sql`p.rating desc nulls last, p.review_count desc nulls last, p.id asc`,
    name: sql`p.${sql.raw(`sort_name_${lang}`)} asc, p.id asc`,
  }[sortBy];
}

export function whereClause(filters: Filter[]): SQL {
  return sql.join([sql`p.listed`, ...filters.map((f) => sql`(${f.sql})`)], sql` and `);
}
