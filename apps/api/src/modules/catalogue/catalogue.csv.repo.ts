import type { AdminProductListRequest } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { whereOf } from "./catalogue.admin.list";
import { pgArray } from "./catalogue.filters";

/** The SQL of the product CSV: one page of export rows, and the look-ups an import checks its rows against. */

export interface ExportRow {
  id: number;
  version: number;
  slug: string;
  status: string;
  category: string;
  nameEn: string | null;
  nameFr: string | null;
  nameAr: string | null;
  descriptionEn: string | null;
  tags: string[] | null;
  code: string | null;
  potSize: string | null;
  potColour: string | null;
  price: number | null;
  discount: number | null;
  active: boolean | null;
  stock: number | null;
  lowStockThreshold: number | null;
}

/**
 * The SKU rows of the next `limit` products after product id `afterId` matching the list's filters (a product
 * without SKUs gives one row with empty SKU columns). Keyed on the id so each page is an index range, never an offset.
 */
export async function exportPage(db: Db, filters: AdminProductListRequest, afterId: number, limit: number) {
  const rows = rowsOf<ExportRow>(
    await db.execute(sql`
      select p.id, p.version, p.slug, p.status, c.slug as category, te.name as "nameEn",
        case when tf.name is distinct from te.name then tf.name end as "nameFr",
        case when ta.name is distinct from te.name then ta.name end as "nameAr",
        te.description as "descriptionEn", p.tags, k.code, k.pot_size as "potSize", k.pot_colour as "potColour",
        k.price_fils as price, k.discount_pct as discount, k.is_active as active, k.stock,
        k.low_stock_threshold as "lowStockThreshold"
      from (select p.id from products p where ${whereOf(filters)} and p.id > ${afterId}
            order by p.id limit ${limit}) pick
      join products p on p.id = pick.id
      join categories c on c.id = p.category_id
      left join product_translations te on te.product_id = p.id and te.locale = 'en'
      left join product_translations tf on tf.product_id = p.id and tf.locale = 'fr'
      left join product_translations ta on ta.product_id = p.id and ta.locale = 'ar'
      left join skus k on k.product_id = p.id
      order by p.id, k.position, k.id`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Category ids by slug. */
export async function categoryIdsBySlug(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ id: number; slug: string }>(await db.execute(sql`select id, slug from categories`));
  return new Map(rows.map((r) => [r.slug, Number(r.id)]));
}

/** The ids of the products named by id or by current slug in a file. */
export async function productIdsOf(db: Db, ids: number[], slugs: string[]) {
  const rows = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql`select id, slug from products
      where id = any(${pgArray(ids, "int")}) or slug = any(${pgArray(slugs, "text")})`),
  );
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug }));
}

/** The product holding each of `codes` (SKU codes are unique over the shop). */
export async function productsOfCodes(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = rowsOf<{ code: string; productId: number }>(
    await db.execute(sql`select code, product_id as "productId" from skus where code = any(${pgArray(codes, "text")})`),
  );
  return new Map(rows.map((r) => [r.code, Number(r.productId)]));
}
