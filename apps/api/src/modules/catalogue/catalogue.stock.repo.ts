import { MAX_STOCK, type StockHistoryEntry, type StockReason, type StockSku } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { skuOrderMovementsSql } from "../ordering/ordering.sql";
import { userNameSql } from "../users/users.sql";

/** The SQL of the back office's stock pages: skus and stock_movements (the catalogue's tables). */

/** A StockSku's columns for the SKU `s`, its product named in `lang` (else English, else its slug). */
const skuColumns = (lang: string) => sql`s.id as "skuId", s.code, s.product_id as "productId",
  coalesce((select t.name from product_translations t where t.product_id = s.product_id and t.locale = ${lang}),
    (select t.name from product_translations t where t.product_id = s.product_id and t.locale = 'en'),
    (select p.slug from products p where p.id = s.product_id)) as "productName",
  s.pot_size as "potSize", s.pot_colour as "potColour", s.stock, s.low_stock_threshold as "lowStockThreshold"`;

export async function findStockSku(db: Db, skuId: number, lang = "en"): Promise<StockSku | undefined> {
  const [row] = rowsOf<StockSku>(await db.execute(sql`select ${skuColumns(lang)} from skus s where s.id = ${skuId}`));
  return row;
}

/**
 * Adds `delta` to the SKU's stock in one conditional update (a sale at the same moment is never lost, and the
 * stock never leaves 0..MAX_STOCK). The update locks this one SKU row only, so it cannot join a lock cycle with
 * an order locking its SKUs in id order. Answers the stock after, or undefined when the SKU is unknown or the
 * result would be out of range (the caller reads why).
 */
export async function addToStock(tx: Db, skuId: number, delta: number): Promise<number | undefined> {
  const [row] = rowsOf<{ stock: number }>(
    await tx.execute(sql`update skus set stock = stock + ${delta}
      where id = ${skuId} and stock + ${delta} between 0 and ${MAX_STOCK} returning stock`),
  );
  return row?.stock;
}

/**
 * Marks the SKU's product as changed (products.updated_at), so every instance clears its catalogue caches within a
 * second (catalogue.freshness.ts): restocked SKUs show as in stock at once. Taken after the SKU row, in the order
 * an order's stock update and its trigger take them (SKU, then product).
 */
/** Marks the SKU's product as changed now; its id (for the audit log). */
export async function touchProductOf(tx: Db, skuId: number): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(
      sql`update products set updated_at = now() where id = (select product_id from skus where id = ${skuId}) returning id`,
    ),
  );
  return row ? Number(row.id) : undefined;
}

export async function insertStockMovement(
  tx: Db,
  movement: { skuId: number; delta: number; reason: StockReason; note: string | null; stockAfter: number },
  actorId: number,
): Promise<{ at: Date; actorName: string | null }> {
  const [row] = rowsOf<{ createdAt: Date | string; actorName: string | null }>(
    await tx.execute(sql`insert into stock_movements (sku_id, delta, reason, note, stock_after, actor_id)
      values (${movement.skuId}, ${movement.delta}, ${movement.reason}, ${movement.note}, ${movement.stockAfter},
        ${actorId}) returning created_at as "createdAt", ${userNameSql(sql`actor_id`)} as "actorName"`),
  );
  return { at: new Date(row!.createdAt), actorName: row!.actorName };
}

/** The threshold it replaced and the SKU's product; undefined when there is no such SKU. */
export async function setLowStockThreshold(
  tx: Db,
  skuId: number,
  threshold: number,
): Promise<{ before: number; productId: number } | undefined> {
  const [row] = rowsOf<{ before: number; productId: number }>(
    await tx.execute(sql`update skus s set low_stock_threshold = ${threshold}
      from (select id, low_stock_threshold as before from skus where id = ${skuId} for update) old
      where s.id = old.id returning old.before, s.product_id as "productId"`),
  );
  return row && { before: Number(row.before), productId: Number(row.productId) };
}

type HistoryRow = Omit<StockHistoryEntry, "at"> & { at: Date | string; totalCount: number };

/** One SKU's staff adjustments, sales and cancellations, newest first, with the count of all of them. */
export async function stockHistory(
  db: Db,
  skuId: number,
  page: { offset: number; limit: number },
): Promise<{ entries: StockHistoryEntry[]; totalCount: number }> {
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`select h.*, count(*) over ()::int as "totalCount" from (
        select 'adjustment' as kind, m.created_at as at, m.delta, m.reason, m.note, m.stock_after as "stockAfter",
          ${userNameSql(sql`m.actor_id`)} as "actorName", null as "orderNumber", m.id as seq
          from stock_movements m where m.sku_id = ${skuId}
        union all
        select o.kind, o.at, o.delta, null, null, null, null, o."orderNumber", 0
          from (${skuOrderMovementsSql(skuId)}) o
      ) h order by h.at desc, h.seq desc limit ${page.limit} offset ${page.offset}`),
  );
  return {
    entries: rows.map(({ totalCount: _count, seq: _seq, ...entry }: HistoryRow & { seq?: number }) => ({
      ...entry,
      at: new Date(entry.at).toISOString(),
    })),
    totalCount: rows[0]?.totalCount ?? (await countHistory(db, skuId)),
  };
}

/** The count alone, for a page past the last entry (count(*) over () has no row to ride on). */
async function countHistory(db: Db, skuId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select ((select count(*) from stock_movements where sku_id = ${skuId})
      + (select count(*) from (${skuOrderMovementsSql(skuId)}) o))::int as n`),
  );
  return Number(row?.n ?? 0);
}

/** SKUs at or under their threshold, or (with `code`) whose code contains it; lowest stock first. */
export async function listStockSkus(
  db: Db,
  filter: { code?: string; lang: string; offset: number; limit: number },
): Promise<{ skus: StockSku[]; totalCount: number }> {
  const where: SQL = filter.code
    ? sql`s.code ilike ${`%${escapeLike(filter.code)}%`}`
    : sql`s.stock <= s.low_stock_threshold`;
  const rows = rowsOf<StockSku & { totalCount: number }>(
    await db.execute(sql`select ${skuColumns(filter.lang)}, count(*) over ()::int as "totalCount" from skus s where ${where}
      order by s.stock, s.code limit ${filter.limit} offset ${filter.offset}`),
  );
  return { skus: rows.map(({ totalCount: _count, ...sku }) => sku), totalCount: rows[0]?.totalCount ?? 0 };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every SKU for a stock take, by product name then code, the name in `lang` (else English). */
export async function countSheetRows(db: Db, lang: string) {
  return rowsOf<{ code: string; product: string; potSize: string | null; potColour: string | null; stock: number }>(
    await db.execute(sql`select s.code, coalesce(t.name, en.name, p.slug) as product, s.pot_size as "potSize",
        s.pot_colour as "potColour", s.stock
      from skus s join products p on p.id = s.product_id
        left join product_translations t on t.product_id = p.id and t.locale = ${lang}
        left join product_translations en on en.product_id = p.id and en.locale = 'en'
      order by product, s.code`),
  );
}
