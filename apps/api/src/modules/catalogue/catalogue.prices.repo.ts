import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { pgArray } from "./catalogue.filters";

/** The SQL of the back office's bulk price change: skus, products (version), categories (the tree). */

const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

export interface PricedSku {
  productId: number;
  productName: string;
  skuId: number;
  code: string;
  price: number;
  discount: number;
}

/** The ids of the products filed under the category or any of its sub-categories (any status). */
export async function productIdsUnderCategory(db: Db, categoryId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`with recursive tree(id) as (
        select id from categories where id = ${categoryId}
        union select c.id from categories c join tree t on c.parent_id = t.id)
      select p.id from products p where p.category_id in (select id from tree) order by p.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Which of the ids are products. */
export async function existingProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await query<{ id: number }>(db, sql`select id from products where id = any(${pgArray(ids, "int")})`);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * The active SKUs of the products, product by product; `lock` holds their rows and the products' until the
 * transaction ends, so a product save or a sale's price read waits for the change rather than mixing with it.
 */
export async function activeSkusOf(db: Db, productIds: number[], lock = false): Promise<PricedSku[]> {
  const rows = await query<PricedSku>(
    db,
    sql`select p.id as "productId",
        coalesce((select t.name from product_translations t where t.product_id = p.id and t.locale = 'en'), p.slug)
          as "productName",
        s.id as "skuId", s.code, s.price_fils as price, s.discount_pct as discount
      from skus s join products p on p.id = s.product_id
      where s.is_active and p.id = any(${pgArray(productIds, "int")})
      order by p.id, s.position, s.id
      ${lock ? sql`for update of s, p` : sql``}`,
  );
  return rows.map((r) => ({ ...r, productId: Number(r.productId), skuId: Number(r.skuId) }));
}

/** Sets each SKU's price and discount in one statement. */
export async function setSkuPrices(tx: Db, skus: Array<{ skuId: number; price: number; discount: number }>) {
  if (!skus.length) return;
  await tx.execute(sql`update skus s set price_fils = v.price, discount_pct = v.discount
    from unnest(${pgArray(
      skus.map((s) => s.skuId),
      "int",
    )}, ${pgArray(
      skus.map((s) => s.price),
      "int",
    )}, ${pgArray(
      skus.map((s) => s.discount),
      "int",
    )}) as v(id, price, discount)
    where s.id = v.id`);
}

/** A new version and updated_at for each product: open edit pages see the change, every instance's caches refresh. */
export async function bumpProductVersions(tx: Db, productIds: number[]): Promise<void> {
  await tx.execute(sql`update products set version = version + 1, updated_at = now()
    where id = any(${pgArray(productIds, "int")})`);
}
