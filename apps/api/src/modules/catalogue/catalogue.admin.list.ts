import type { AdminProductListRequest, AdminProductRow } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { wordsOf } from "./catalogue.text";

/**
 * The back office's product list: every product (drafts and archived too), filtered, sorted and paged in
 * SQL. The text filter reads the search documents (GIN indexes, kept by the catalogue triggers for all products,
 * listed or not) with prefix matching, or an exact SKU code or slug.
 */

type ListRequest = Required<Pick<AdminProductListRequest, "sort" | "from" | "limit">> & AdminProductListRequest;

/** `word:*` for each word (words hold only letters, digits and marks: nothing tsquery would interpret). */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(" & ");

/**
 * One id set (a semi-join the planner drives from the indexes): the SKU code, the slug, and the full-text matches
 * of one document: Arabic for a query in Arabic letters, else English (the back office's working language, always
 * filled). One GIN index per query: OR-ing the three documents made PostgreSQL scan them all at 100k products.
 */
function textFilter(q: string): SQL {
  const words = wordsOf(q);
  const source = prefixQuery(words);
  const arabic = /\p{Script=Arabic}/u.test(q);
  const document = arabic
    ? sql`s.search_ar @@ to_tsquery('arabic', shop_fold(${source}))`
    : sql`s.search_en @@ to_tsquery('english', shop_fold(${source}))`;
  const fullText = words.length ? sql`select s.product_id from product_search s where ${document} union ` : sql``;
  // An array, not IN: the matches are then read by primary key, never by a hash join over every product.
  return sql`p.id = any(array(${fullText}select k.product_id from skus k where k.code in (${q}, upper(${q}))
    union select x.id from products x where x.slug = ${q.toLowerCase()}))`;
}

/** The list's filters as one condition on `products p` (the CSV export reads the same rows). */
export function whereOf(r: AdminProductListRequest): SQL {
  const parts: SQL[] = [];
  const q = r.q?.trim();
  if (q) parts.push(textFilter(q));
  if (r.categoryId) parts.push(sql`p.category_id = ${r.categoryId}`);
  if (r.status) parts.push(sql`p.status = ${r.status}`);
  if (r.onSale !== undefined) parts.push(r.onSale ? sql`p.on_sale` : sql`not p.on_sale`);
  const low = sql`exists (select 1 from skus k where k.product_id = p.id and k.is_active
    and k.stock <= k.low_stock_threshold)`;
  if (r.stock === "out") parts.push(sql`not p.in_stock`);
  if (r.stock === "in") parts.push(sql`p.in_stock and not ${low}`);
  if (r.stock === "low") parts.push(sql`p.in_stock and ${low}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function orderOf(r: ListRequest): SQL {
  const desc = (r.dir ?? (r.sort === "name" || r.sort === "price" ? "asc" : "desc")) === "desc";
  const dir = sql.raw(desc ? "desc nulls last" : "asc nulls last");
  const id = sql.raw(desc ? "p.id desc" : "p.id asc");
  switch (r.sort) {
    case "name":
      return sql`p.sort_name_en ${dir}, ${id}`;
    case "price":
      return sql`p.min_price ${dir}, ${id}`;
    case "stock":
      return sql`(select coalesce(sum(k.stock), 0) from skus k where k.product_id = p.id and k.is_active) ${dir}, ${id}`;
    default:
      return sql`p.updated_at ${dir}, ${id}`;
  }
}

interface RawRow extends Omit<AdminProductRow, "updatedAt"> {
  updatedAt: Date | string;
  image: { base: string; widths: number[]; width: number } | null;
}

const countOf = async (db: Db, where: SQL) =>
  Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products p where ${where}`))[0]?.n);

/**
 * One page of the list and the number of products matching its filters. With a text filter the count is a window
 * over the matches in the page's own statement (the matches are found once); without one it is a second statement
 * run alongside (an index-only count, while a window would sort every product).
 */
export async function listAdminProducts(
  db: Db,
  r: ListRequest,
): Promise<{ rows: AdminProductRow[]; totalCount: number }> {
  const where = whereOf(r);
  const windowed = Boolean(r.q?.trim());
  const [page, count] = await Promise.all([
    db.execute(sql`
      select p.id, p.slug, coalesce(te.name, p.slug) as name,
        coalesce(c.name ->> 'en', c.slug) as "categoryName", p.status,
        p.min_price as "minPrice", agg."maxPrice", p.max_discount as "maxDiscount",
        agg."totalStock", agg."skuCount", agg."lowStock", p.updated_at as "updatedAt", pick.total,
        (select json_build_object('base', i.base, 'widths', i.widths, 'width', i.width)
          from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
      from (select p.id, ${windowed ? sql`count(*) over ()` : sql`null`}::int as total
            from products p where ${where} order by ${orderOf(r)}
            limit ${r.limit} offset ${r.from * r.limit}) pick
      join products p on p.id = pick.id
      join categories c on c.id = p.category_id
      left join product_translations te on te.product_id = p.id and te.locale = 'en'
      cross join lateral (
        select max(round(k.price_fils * (100 - k.discount_pct) / 100.0))
                 filter (where k.is_active)::int as "maxPrice",
          coalesce(sum(k.stock) filter (where k.is_active), 0)::int as "totalStock",
          count(*)::int as "skuCount",
          coalesce(bool_or(k.is_active and k.stock <= k.low_stock_threshold), false) as "lowStock"
        from skus k where k.product_id = p.id
      ) agg
      order by ${orderOf(r)}`),
    windowed ? undefined : countOf(db, where),
  ]);
  const raw = rowsOf<RawRow & { total: number | null }>(page);
  const rows = raw.map(({ image, total: _t, ...row }) => ({
    ...row,
    id: Number(row.id),
    minPrice: row.minPrice === null ? null : Number(row.minPrice),
    maxPrice: row.maxPrice === null ? null : Number(row.maxPrice),
    imageUrl: image ? `/media/${image.base}-${Math.min(...image.widths, image.width)}.webp` : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
  // A page past the end has no row to carry the window count.
  const totalCount = count ?? (raw.length ? Number(raw[0]!.total) : r.from ? await countOf(db, where) : 0);
  return { rows, totalCount };
}
