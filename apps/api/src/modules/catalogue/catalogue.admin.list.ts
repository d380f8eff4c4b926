import type { AdminProductListRequest, AdminProductRow } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { wordsOf } from "./catalogue.text";

/**
 * The back office's product list: every product (drafts and archived too), filtered, sorted and paged in
 * SQL. The text filter reads the search documents of every language (GIN indexes, kept by the catalogue
 * triggers for all products, listed or not) with prefix matching, or an exact SKU code or slug.
 */

type ListRequest = Required<Pick<AdminProductListRequest, "sort" | "from" | "limit">> & AdminProductListRequest;

/** `word:*` for each word (words hold only letters, digits and marks: nothing tsquery would interpret). */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(" & ");

function textFilter(q: string): SQL | undefined {
  const words = wordsOf(q);
  const code = sql`p.id in (select k.product_id from skus k where k.code = ${q} or k.code = upper(${q}))
    or p.slug = ${q.toLowerCase()}`;
  if (!words.length) return sql`(${code})`;
  const source = prefixQuery(words);
  return sql`(p.id in (select s.product_id from product_search s
      where s.search_en @@ to_tsquery('english', shop_fold(${source}))
         or s.search_fr @@ to_tsquery('french', shop_fold(${source}))
         or s.search_ar @@ to_tsquery('arabic', shop_fold(${source})))
    or ${code})`;
}

function whereOf(r: ListRequest): SQL {
  const parts: SQL[] = [];
  const q = r.q?.trim();
  if (q) parts.push(textFilter(q)!);
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

/** One page of the list and the number of products matching its filters. */
export async function listAdminProducts(
  db: Db,
  r: ListRequest,
): Promise<{ rows: AdminProductRow[]; totalCount: number }> {
  const where = whereOf(r);
  const [page, count] = await Promise.all([
    db.execute(sql`
      select p.id, p.slug, coalesce(te.name, p.slug) as name,
        coalesce(c.name ->> 'en', c.slug) as "categoryName", p.status,
        p.min_price as "minPrice", agg."maxPrice", p.max_discount as "maxDiscount",
        agg."totalStock", agg."skuCount", agg."lowStock", p.updated_at as "updatedAt",
        (select json_build_object('base', i.base, 'widths', i.widths, 'width', i.width)
          from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
      from (select p.id from products p where ${where} order by ${orderOf(r)}
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
    db.execute(sql`select count(*)::int as n from products p where ${where}`),
  ]);
  const rows = rowsOf<RawRow>(page).map(({ image, ...row }) => ({
    ...row,
    id: Number(row.id),
    minPrice: row.minPrice === null ? null : Number(row.minPrice),
    maxPrice: row.maxPrice === null ? null : Number(row.maxPrice),
    imageUrl: image ? `/media/${image.base}-${Math.min(...image.widths, image.width)}.webp` : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
  return { rows, totalCount: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}
