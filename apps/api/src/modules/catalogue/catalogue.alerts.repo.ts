import type { StockAlertDemand } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";

/** The SQL of back-in-stock alerts (stock_alerts, the catalogue's table). */

/** A SKU as an alert needs it: on sale (SKU and product active) and its stock, its row share-locked. */
export async function lockSkuForAlert(tx: Db, skuId: number): Promise<{ stock: number; onSale: boolean } | undefined> {
  // FOR SHARE waits for a restock in progress, so a new alert never lands after its SKU's alerts were sent.
  const [row] = rowsOf<{ stock: number; onSale: boolean }>(
    await tx.execute(sql`select s.stock, (s.is_active and p.is_active) as "onSale"
      from skus s join products p on p.id = s.product_id where s.id = ${skuId} for share of s`),
  );
  return row && { stock: Number(row.stock), onSale: Boolean(row.onSale) };
}

/** A waiting alert, unless the address already waits for this SKU (then nothing is written). */
export async function insertAlert(
  tx: Db,
  alert: { skuId: number; email: string; locale: string; userId: number | null },
): Promise<void> {
  await tx.execute(sql`insert into stock_alerts (sku_id, email, locale, user_id)
    values (${alert.skuId}, ${alert.email}, ${alert.locale}, ${alert.userId})
    on conflict (sku_id, email) where notified_at is null do nothing`);
}

/** One alert that is due, with what its e-mail names, in the subscriber's language (else English). */
export interface DueAlert {
  email: string;
  locale: string;
  skuId: number;
  slug: string;
  productName: string;
  potSize: string | null;
  potColour: string | null;
}

/**
 * Marks the waiting alerts of the SKUs `skuIds` selects that are back on sale (stock above 0, SKU and product
 * active) as notified, and answers them. One statement: an alert marked by a concurrent restock is skipped
 * (its row lock is waited for, then notified_at is no longer null), so each alert is answered once.
 */
export async function takeDueAlerts(tx: Db, skuIds: SQL): Promise<DueAlert[]> {
  return rowsOf<DueAlert>(
    await tx.execute(sql`with due as (
        update stock_alerts a set notified_at = now()
          from skus s join products p on p.id = s.product_id
         where a.sku_id = s.id and s.id in (${skuIds}) and a.notified_at is null
           and s.stock > 0 and s.is_active and p.is_active
        returning a.email, a.locale, s.id as "skuId", p.id as "productId", p.slug,
          s.pot_size as "potSize", s.pot_colour as "potColour"
      )
      select d.email, d.locale, d."skuId", d.slug, d."potSize", d."potColour",
        coalesce(t.name, en.name, d.slug) as "productName"
        from due d
        left join product_translations t on t.product_id = d."productId" and t.locale = d.locale
        left join product_translations en on en.product_id = d."productId" and en.locale = 'en'
       order by d."skuId", d.email`),
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SKUs with waiting alerts, most subscribers first, then the oldest request; product names in `lang`. */
export async function alertDemand(
  db: Db,
  filter: { q?: string; lang: string; offset: number; limit: number },
): Promise<{ skus: StockAlertDemand[]; totalCount: number; totalWaiting: number }> {
  const like = filter.q ? `%${escapeLike(filter.q)}%` : null;
  const rows = rowsOf<Omit<StockAlertDemand, "oldestAt"> & { oldestAt: Date | string; totalCount: number }>(
    await db.execute(sql`with demand as (
        select a.sku_id, count(*)::int as waiting, min(a.created_at) as oldest
          from stock_alerts a where a.notified_at is null group by a.sku_id
      )
      select s.id as "skuId", s.code, s.product_id as "productId",
        coalesce(t.name, en.name, p.slug) as "productName", s.pot_size as "potSize", s.pot_colour as "potColour",
        s.stock, d.waiting, d.oldest as "oldestAt", count(*) over ()::int as "totalCount"
        from demand d join skus s on s.id = d.sku_id join products p on p.id = s.product_id
        left join product_translations t on t.product_id = p.id and t.locale = ${filter.lang}
        left join product_translations en on en.product_id = p.id and en.locale = 'en'
       where ${like === null ? sql`true` : sql`(s.code ilike ${like} or coalesce(t.name, en.name, p.slug) ilike ${like})`}
       order by d.waiting desc, d.oldest, s.id limit ${filter.limit} offset ${filter.offset}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from stock_alerts where notified_at is null`),
  );
  return {
    skus: rows.map(({ totalCount: _count, oldestAt, ...sku }) => ({
      ...sku,
      stock: Number(sku.stock),
      waiting: Number(sku.waiting),
      oldestAt: new Date(oldestAt).toISOString(),
    })),
    totalCount: rows[0]?.totalCount ?? 0,
    totalWaiting: Number(total?.n ?? 0),
  };
}

/** Inside a customer's erasure: the address's alerts (a member's go with the account by the foreign key too). */
export async function deleteAlertsOf(tx: Db, email: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`with gone as (delete from stock_alerts where email = ${email} returning 1)
      select count(*)::int as n from gone`),
  );
  return Number(row?.n ?? 0);
}
