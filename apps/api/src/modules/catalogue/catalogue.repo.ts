import type { Language, SortBy } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { I18nText } from "../../db/schema";
import { runPrepared } from "../../lib/prepared";
import { rowsOf } from "../../lib/rows";
import { type CatalogueQuery, orderBy, pgArray, whereClause } from "./catalogue.filters";
import type { ImageRow, ProductRow } from "./catalogue.mappers";
import { type SkuStateRow, skuStatesOf } from "./catalogue.sql";

/** Everything a product on the wire needs, for the products `p` selected by `from` (SQL after FROM). */
function selectProducts(lang: Language, from: SQL, extra = sql``): SQL {
  return sql`
    select p.id, p.slug, coalesce(t.name, te.name, p.slug) as name,
      coalesce(t.description, te.description, '') as description,
      p.category_id as "categoryId", cat.slug as "categorySlug",
      coalesce(cat.name ->> ${lang}, cat.name ->> 'en') as "categoryName",
      p.tags, p.light, p.watering, p.difficulty, p.pet_safe as "petSafe", p.mature_size as "matureSize",
      p.rating, p.review_count as "reviewCount", p.created_at as "createdAt",
      (select json_agg(json_build_object('skuId', s.id, 'code', s.code, 'potSize', s.pot_size,
          'potColour', s.pot_colour, 'price', s.price_fils, 'discount', s.discount_pct, 'stock', s.stock)
          order by s.position, s.id)
        from skus s where s.product_id = p.id and s.is_active) as skus,
      (select json_agg(json_build_object('base', i.base, 'widths', i.widths, 'width', i.width,
          'height', i.height, 'alt', i.alt, 'potColour', i.pot_colour, 'placeholder', i.placeholder)
          order by i.position, i.id)
        from product_images i where i.product_id = p.id) as images${extra}
    from ${from}
    join categories cat on cat.id = p.category_id
    left join product_translations te on te.product_id = p.id and te.locale = 'en'
    left join product_translations t on t.product_id = p.id and t.locale = ${lang}`;
}

/** Categories a page query is split into at most (one index walk each, merged). */
const MAX_SPLIT = 30;
/**
 * Sorts whose keys cluster by category (names of one kind of plant or pot, pots cheaper than trees, a new
 * collection added at once): walking the global sort index and filtering by category can read most of the
 * table. Popularity and rating are spread evenly, so for them the global index is fine and one query plans
 * in a fifth of the time of the split one.
 */
const SPLIT_SORTS = new Set<SortBy>(["name", "price_asc", "price_desc", "newest"]);

/**
 * Ids of one page of a catalogue query, in the order of `sortBy`. For the sorts above, a category with
 * subcategories is read as one ordered index walk per category (`(category_id, sort)` indexes) merged by the
 * sort.
 */
/** One page of a catalogue list: which rows, in which order, with names in which language. */
export type Page = { offset: number; limit: number; sortBy: SortBy; lang: Language };

export async function listProductIds(db: Db, q: CatalogueQuery, page: Page): Promise<number[]> {
  const order = orderBy(page.sortBy, page.lang);
  const split = SPLIT_SORTS.has(page.sortBy)
    ? q.filters.find((f) => f.categoryIds && f.categoryIds.length > 1 && f.categoryIds.length <= MAX_SPLIT)
    : undefined;
  let query: SQL;
  if (!split) {
    query = sql`select p.id from products p where ${whereClause(q.filters)}
      order by ${order} limit ${page.limit} offset ${page.offset}`;
  } else {
    const others = q.filters.filter((f) => f !== split);
    const columns = sql`p.id, p.popularity, p.created_at, p.min_price, p.rating, p.review_count,
      p.${sql.raw(`sort_name_${page.lang}`)}`;
    const parts = split.categoryIds!.map(
      (id) => sql`(select ${columns} from products p
        where ${whereClause(others)} and p.category_id = ${id}
        order by ${order} limit ${page.offset + page.limit})`,
    );
    query = sql`select p.id from (${sql.join(parts, sql` union all `)}) p
      order by ${order} limit ${page.limit} offset ${page.offset}`;
  }
  return rowsOf<{ id: number }>(await db.execute(query)).map((r) => Number(r.id));
}

/**
 * Listed products by id (in no particular order); with listedOnly false, unlisted ones too (cart lines). A prepared
 * statement (the ids are one array parameter): a list page's cards that miss the cache read them here, and planning
 * the joins took longer than running them (0.68 ms against 0.44 ms for 16 ids, 100k products, warm).
 */
export function findProducts(db: Db, ids: number[], lang: Language, listedOnly = true): Promise<ProductRow[]> {
  if (!ids.length) return Promise.resolve([]);
  const listed = listedOnly ? sql` and p.listed` : sql``;
  return runPrepared<ProductRow>(
    db,
    listedOnly ? "catalogue_listed_products_by_id" : "catalogue_products_by_id",
    sql`${selectProducts(lang, sql`products p`)} where p.id = any(${pgArray(ids, "int")})${listed}`,
  );
}

/** SKUs by id, whether they can be bought or not (one prepared statement; unknown ids are left out). */
export function findSkuStates(db: Db, ids: number[]): Promise<SkuStateRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return runPrepared<SkuStateRow>(
    db,
    "catalogue_sku_states",
    skuStatesOf(sql`select distinct unnest(${pgArray(ids, "int")})`),
  );
}

export type ProductPageRow = ProductRow & { careText: string; related: number[] };

/**
 * A listed product by slug, with its care text and the ids of up to `related` best sellers of its category;
 * undefined when unknown or not listed. One statement: a product page is one round trip when its related
 * products are cached.
 */
export async function findProductBySlug(
  db: Db,
  slug: string,
  lang: Language,
  related: number,
): Promise<ProductPageRow | undefined> {
  const extra = sql`, coalesce(nullif(t.care_text, ''), te.care_text, '') as "careText",
    array(select r.id from products r
      where r.listed and r.category_id = p.category_id and r.id <> p.id
      order by r.popularity desc nulls last, r.id desc nulls last limit ${related}) as related`;
  const [row] = await runPrepared<ProductPageRow>(
    db,
    "catalogue_product_by_slug",
    sql`${selectProducts(lang, sql`products p`, extra)} where p.slug = ${slug} and p.listed`,
  );
  return row && { ...row, related: (row.related ?? []).map(Number) };
}

export interface CategoryRow {
  id: number;
  slug: string;
  parentId: number | null;
  position: number;
  name: I18nText;
  image: string | null;
  /** Hidden by staff: left out of the storefront's category list. */
  hidden: boolean;
}

export async function listCategoryRows(db: Db): Promise<CategoryRow[]> {
  const result = await db.execute(
    sql`select id, slug, parent_id as "parentId", position, name, image, hidden from categories order by position, id`,
  );
  return rowsOf<CategoryRow>(result);
}

export interface SuggestionRow {
  id: number;
  slug: string;
  name: string;
  price: number;
  discount: number;
  image: ImageRow | null;
}

/** Card data (name, first image, headline price) of the given products, in the given order. */
export async function listSuggestions(db: Db, ids: number[], lang: Language): Promise<SuggestionRow[]> {
  if (!ids.length) return [];
  const result = await db.execute(sql`
    select p.id, p.slug, coalesce(t.name, te.name, p.slug) as name,
      coalesce(lead.price_fils, 0) as price, coalesce(lead.discount_pct, 0) as discount,
      (select json_build_object('base', i.base, 'widths', i.widths, 'width', i.width, 'height', i.height, 'alt', i.alt)
        from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
    from unnest(${pgArray(ids, "int")}) with ordinality as w(id, ord)
    join products p on p.id = w.id and p.listed
    left join product_translations te on te.product_id = p.id and te.locale = 'en'
    left join product_translations t on t.product_id = p.id and t.locale = ${lang}
    left join lateral (
      select s.price_fils, s.discount_pct from skus s where s.product_id = p.id and s.is_active
      order by (s.stock > 0) desc, s.position, s.id limit 1
    ) lead on true
    order by w.ord`);
  return rowsOf<SuggestionRow>(result);
}

/** Listed products' slugs for the sitemap, by id, one page at a time. */
export async function listSitemapSlugs(db: Db, offset: number, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select slug from products p where p.listed order by p.id limit ${limit} offset ${offset}`);
  return rowsOf<{ slug: string }>(result).map((r) => r.slug);
}

/** Listed products (active, with an active SKU) per category, as the facets count them; direct members only. */
export async function countListedByCategory(db: Db): Promise<Map<number, number>> {
  const result = await db.execute(
    sql`select category_id as "categoryId", n from category_facet_counts where facet = 'all' and n > 0`,
  );
  return new Map(rowsOf<{ categoryId: number; n: number }>(result).map((r) => [r.categoryId, Number(r.n)]));
}

/**
 * A product's rating and review count as the reviews module computed them from approved reviews (issue 14),
 * written in its transaction; updated_at moves so every instance's caches follow (catalogue.freshness.ts).
 */
export async function updateReviewFigures(
  tx: Db,
  productId: number,
  figures: { rating: number; reviewCount: number },
): Promise<void> {
  await tx.execute(sql`update products set rating = ${figures.rating}, review_count = ${figures.reviewCount},
    updated_at = now() where id = ${productId}`);
}
