import { ADMIN_PRODUCT_COUNT_PAGES, type AdminProductListRequest, type AdminProductRow } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { runGeneric } from "./catalogue.admin.generic";
import { filtersOf, textParts } from "./catalogue.admin.where";
import { LruTtlCache } from "./catalogue.cache";

export { whereOf } from "./catalogue.admin.where";

/**
 * The back office's product list: every product (drafts and archived too), filtered, sorted and paged in SQL
 * (docs/decisions/0013-admin-product-list.md). Every sort has an index over all products (the stock sort's is on
 * product_stock, kept by the SKU triggers apart from products so that an order's stock decrement stays cheap),
 * so a page is an index walk that checks the text and filters per row and stops early; a rare word is read from
 * the GIN indexes instead. The statements run prepared with their generic plan (catalogue.admin.generic.ts). The
 * count stops COUNT_PAGES pages past the page asked for: past it the answer says totalCountCapped.
 */

type ListRequest = Required<Pick<AdminProductListRequest, "sort" | "from" | "limit">> & AdminProductListRequest;

/** Pages counted past the one asked for: counting all 12,801 matches of "palm" cost 5x the page. */
export const COUNT_PAGES = ADMIN_PRODUCT_COUNT_PAGES;

interface Order {
  key: SQL;
  /** The rows walked: products, joined to product_stock for the stock sort, and the id column of its index. */
  from: SQL;
  id: SQL;
  /** The same rows read from the GIN index: product_admin_search as `p` (it has products' filter and sort columns). */
  ginFrom: SQL;
  ginId: SQL;
  /** Directions of the key and the id, exactly as the sort's index is walked (forward or backward). */
  keyDir: SQL;
  idDir: SQL;
}

function orderOf(r: ListRequest): Order {
  const desc = (r.dir ?? (r.sort === "name" || r.sort === "price" ? "asc" : "desc")) === "desc";
  const base = {
    from: sql`products p`,
    id: sql`p.id`,
    ginFrom: sql`product_admin_search p`,
    ginId: sql`p.product_id`,
  };
  const plain = { ...base, keyDir: sql.raw(desc ? "desc" : "asc"), idDir: sql.raw(desc ? "desc" : "asc") };
  switch (r.sort) {
    case "name": // products_name_en_idx (sort_name_en, id)
      return { key: sql`p.sort_name_en`, ...plain };
    case "price": {
      // products_price_idx (min_price, id) and products_price_desc_idx: no price (no active SKU) last both ways.
      const keyDir = sql.raw(desc ? "desc nulls last" : "asc nulls last");
      return { ...base, key: sql`p.min_price`, keyDir, idDir: sql.raw(desc ? "desc nulls last" : "asc") };
    }
    case "stock": // product_stock_total_idx (total_stock, product_id), kept apart from products (migration 0018)
      return {
        ...plain,
        key: sql`ps.total_stock`,
        from: sql`product_stock ps join products p on p.id = ps.product_id`,
        id: sql`ps.product_id`,
        // Each match's stock looked up by its key (OFFSET 0 keeps it a lookup): as a join, the generic plan
        // hashed all of product_stock for a few hundred matches (14 vs 6 ms at 100k products, 10x that at 1M).
        ginFrom: sql`product_admin_search p cross join lateral
          (select s.total_stock from product_stock s where s.product_id = p.product_id offset 0) ps`,
        ginId: sql`p.product_id`,
      };
    default: {
      // products_updated_idx (updated_at desc nulls last, id desc nulls last), walked backward for asc.
      const dir = sql.raw(desc ? "desc nulls last" : "asc nulls first");
      return { ...base, key: sql`p.updated_at`, keyDir: dir, idDir: dir };
    }
  }
}

/**
 * Pages (from 0) and page sizes read through prepared statements with their generic plan
 * (catalogue.admin.generic.ts): the page size and number are in the text, so each pair is a statement prepared
 * on every connection it runs on; others are planned per call.
 */
const PREPARED_PAGES = 10;
const PREPARED_LIMITS = new Set([1, 20, 50, 100]);

/** At most this many products (after the filters) are walked along a sort's index looking for text matches. */
export const WALK_LIMIT = 2000;

/**
 * A query matching at most this many products (all filters aside) is read from the GIN indexes: its matches are
 * few enough to sort whole, and an index walk would rarely meet enough of them.
 */
export const FEW_MATCHES = 2000;

type How = "walk" | "gin";

/**
 * How many products a text query matches, up to FEW_MATCHES + 1, per instance for 10 minutes (and 10 more while
 * a reload runs). Only the choice of walk or GIN reads it: every page and count is read live either way.
 */
const matchCounts = new LruTtlCache<number>(10 * 60_000, 2000, 10 * 60_000);
function matchCountOf(db: Db, q: string, matchIds: SQL, few: number): Promise<number> {
  return matchCounts.get(`${few} ${q.toLowerCase()}`, async () => {
    const limited = sql`select count(*)::int as n from (${matchIds} limit ${few + 1}) x`;
    return Number(rowsOf<{ n: number }>(await db.execute(limited))[0]?.n ?? 0);
  });
}
/**
 * How many matches the walk found for a query, sort and filters, per instance for 10 minutes: a page needing more
 * goes to the GIN path at once rather than walk again to the same shortfall (~10 ms). Only a hint: either path is
 * exact.
 */
const walkMatches = new LruTtlCache<number>(10 * 60_000, 2000);
const walkKey = (r: ListRequest, walkLimit: number) =>
  JSON.stringify([r.q?.trim().toLowerCase(), r.sort, r.dir, r.status, r.categoryId, r.onSale, r.stock, walkLimit]);

/**
 * A limit or offset written into the statement's text, not a parameter: each page shape is then its own prepared
 * statement whose generic plan knows how many rows it stops after (an index walk, not a sort of every row).
 */
function int(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}
const byKey = (o: Order, k: SQL, id: SQL) => sql`order by ${k} ${o.keyDir}, ${id} ${o.idDir}`;

/**
 * CTEs `w` (the products walked: walkLimit, fewer when the walk reaches the end), `t` (their text matches) and
 * `u` (with the exact SKU code or slug ones): `(id, k)` rows in the list's order, at most `cap` + 1 (null: all of
 * them). "walk": the first walkLimit products along the sort's index (an index-only walk), each checked against
 * its words until enough match (cheap for a common word, whose matches come early); "gin": every text match from
 * product_admin_search's GIN index, filtered and sorted there by the keys beside its words (cheap for a rare word;
 * ~20 ms for the 32k matches of "potting" at 100k products). Without text, `u` is the index walk and `w`, `t` are
 * empty.
 */
function matchesOf(r: AdminProductListRequest, o: Order, how: How, cap: number | null, walkLimit: number): SQL {
  const filters = filtersOf(r);
  const q = r.q?.trim();
  const limit = cap === null ? sql`` : sql`limit ${int(cap + 1)}`;
  const rowsOfP = sql`select p.id, ${o.key} as k from ${o.from}`;
  const none = sql`select null::int as id, null as k where false`;
  if (!q) {
    return sql`w as (${none}), t as (${none}),
      u as materialized (${rowsOfP} where ${filters} ${byKey(o, o.key, o.id)} ${limit})`;
  }
  const { fullText, matches, exact } = textParts(q);
  const exactRows = sql`${rowsOfP} where ${filters} and ${exact}`;
  if (!fullText || !matches) {
    return sql`w as (${none}), t as (${none}), u as materialized (${exactRows} ${byKey(o, o.key, o.id)} ${limit})`;
  }
  if (how === "walk") {
    const walked = sql`select p.id, null as k from products p where ${filters} limit ${int(walkLimit)}`;
    // Inline, not from `w`: the planner then keeps the index order and stops at the limit.
    const text = sql`select w.id, w.k from (${rowsOfP} where ${filters} ${byKey(o, o.key, o.id)}
        limit ${int(walkLimit)}) w
      where ${fullText(sql`w.id`, true)} ${byKey(o, sql`w.k`, sql`w.id`)} ${limit}`;
    // A union, not an OR: the text part keeps its index walk, the exact part is a few rows.
    return sql`w as (${walked}), t as materialized (${text}),
      u as materialized (select u.id, u.k from ((select * from t) union (${exactRows})) u
        ${byKey(o, sql`u.k`, sql`u.id`)} ${limit})`;
  }
  // Every match with its sort key from product_admin_search alone (migration 0019), the first cap + 1 of them; the
  // exact SKU code or slug ones that are not text matches beside them (`union all`: no hashing of every match).
  const text = sql`select ${o.ginId} as id, ${o.key} as k from ${o.ginFrom} where ${filters} and ${matches(sql`p`)}
    ${byKey(o, o.key, o.ginId)} ${limit}`;
  return sql`w as (${none}), t as materialized (${text}),
    u as materialized (select u.id, u.k from ((select * from t)
      union all (${exactRows} and not ${fullText(sql`p.id`)})) u ${byKey(o, sql`u.k`, sql`u.id`)} ${limit})`;
}

interface RawRow extends Omit<AdminProductRow, "updatedAt"> {
  updatedAt: Date | string;
  image: { base: string; widths: number[]; width: number } | null;
  /** Rows in `u`, in `t` and in `w`. */
  n: number;
  matched: number;
  walked: number;
}

/** The page's rows and the number of matches found (at most cap + 1), in one statement. */
async function pageOf(db: Db, r: ListRequest, o: Order, how: How | "many", cap: number | null, walkLimit: number) {
  const query = pageQuery(r, o, how === "many" ? "gin" : how, cap, walkLimit);
  if (r.from >= PREPARED_PAGES || !PREPARED_LIMITS.has(r.limit) || r.categoryId) {
    // Later pages, and a category (whose size a generic plan would not know), planned as usual: each text stays
    // prepared per connection (runGeneric).
    if (how !== "many") return rowsOf<RawRow>(await db.execute(query));
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<RawRow>(await tx.execute(query));
    });
  }
  // Many matches read from the GIN index: the planner would rather scan all of product_admin_search (~100 MB at
  // 100k products) than read 13k-32k matches through the index.
  return runGeneric<RawRow>(db, query, how === "many" ? ["enable_seqscan = off"] : []);
}

function pageQuery(r: ListRequest, o: Order, how: How, cap: number | null, walkLimit: number): SQL {
  return sql`
      with ${matchesOf(r, o, how, cap, walkLimit)},
      pick as (select u.id, u.k from u ${byKey(o, sql`u.k`, sql`u.id`)} limit ${int(r.limit)} offset ${int(r.from * r.limit)})
      select total.*, p.id, p.slug, coalesce(te.name, p.slug) as name,
        coalesce(c.name ->> 'en', c.slug) as "categoryName", p.status,
        p.min_price as "minPrice", agg."maxPrice", p.max_discount as "maxDiscount",
        coalesce(ps.total_stock, 0) as "totalStock", agg."skuCount", p.low_stock as "lowStock", p.updated_at as "updatedAt",
        (select json_build_object('base', i.base, 'widths', i.widths, 'width', i.width)
          from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
      from (select (select count(*)::int from u) as n, (select count(*)::int from t) as matched,
        (select count(*)::int from w) as walked) total
      left join (pick
        join products p on p.id = pick.id
        join categories c on c.id = p.category_id
        left join product_translations te on te.product_id = p.id and te.locale = 'en'
        left join product_stock ps on ps.product_id = p.id
        cross join lateral (
          select max(round(k.price_fils * (100 - k.discount_pct) / 100.0)) filter (where k.is_active)::int
              as "maxPrice",
            count(*)::int as "skuCount"
          from skus k where k.product_id = p.id
        ) agg) on true
      ${byKey(o, sql`pick.k`, sql`pick.id`)}`;
}

export interface AdminProductList {
  rows: AdminProductRow[];
  totalCount: number;
  /** Present (true) when more products match than totalCount: the count stopped COUNT_PAGES pages ahead. */
  totalCountCapped?: true;
}

/**
 * One page of the list and the number of products matching its filters, counted up to COUNT_PAGES pages past
 * this one unless `exactCount` (the CSV page, which exports them all). A text query matching many products
 * walks the sort's index: when the walk finds the page's matches it answers, with the count it found (capped
 * unless the walk reached the end); when not (matches that sort late) the GIN indexes give them all, as they
 * do at once for a query matching few products.
 */
export async function listAdminProducts(
  db: Db,
  r: ListRequest,
  { fewMatches = FEW_MATCHES, walkLimit = WALK_LIMIT } = {},
): Promise<AdminProductList> {
  const o = orderOf(r);
  const cap = r.exactCount ? null : (r.from + COUNT_PAGES) * r.limit;
  const q = r.q?.trim();
  const matchIds = q ? textParts(q).matchIds : null;
  const many = cap !== null && q && matchIds ? (await matchCountOf(db, q, matchIds, fewMatches)) > fewMatches : false;
  const needed = (r.from + 1) * r.limit;
  const walked = many ? await walkMatches.peek(walkKey(r, walkLimit)) : undefined;
  if (walked !== undefined && walked < needed) return rowsOfPage(await pageOf(db, r, o, "many", cap, walkLimit), cap);
  let raw = await pageOf(db, r, o, many ? "walk" : "gin", cap, walkLimit);
  let capped = cap !== null && Number(raw[0]?.n) > cap;
  if (many && cap !== null && !capped && Number(raw[0]?.walked) === walkLimit) {
    // The walk stopped before the end of the products: its matches are the first ones, maybe not all.
    const matched = Number(raw[0]?.matched);
    walkMatches.get(walkKey(r, walkLimit), async () => matched);
    if (matched >= needed) capped = true;
    else {
      raw = await pageOf(db, r, o, "many", cap, walkLimit);
      capped = Number(raw[0]?.n) > cap;
    }
  }
  return rowsOfPage(raw, cap, capped);
}

/** The answer from a page's raw rows; `capped` when known, else from the number of rows found. */
function rowsOfPage(
  raw: RawRow[],
  cap: number | null,
  capped = cap !== null && Number(raw[0]?.n) > cap,
): AdminProductList {
  const rows = raw
    .filter((row) => row.id !== null)
    .map(({ image, n: _n, matched: _m, walked: _w, ...row }) => ({
      ...row,
      id: Number(row.id),
      minPrice: row.minPrice === null ? null : Number(row.minPrice),
      maxPrice: row.maxPrice === null ? null : Number(row.maxPrice),
      imageUrl: image ? `/media/${image.base}-${Math.min(...image.widths, image.width)}.webp` : null,
      updatedAt: new Date(row.updatedAt).toISOString(),
    }));
  const n = Math.min(Number(raw[0]?.n ?? 0), cap ?? Number.POSITIVE_INFINITY);
  return capped ? { rows, totalCount: n, totalCountCapped: true } : { rows, totalCount: n };
}
