import type { Sale, SaleState } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { pgArray } from "./catalogue.filters";

/** The SQL of scheduled sales (sku_sales): a discount with a window per SKU, started and ended by the sale job. */

const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

interface SaleRow {
  saleId: number;
  productId: number;
  skuId: number;
  code: string;
  discount: number;
  startsAt: Date | string;
  endsAt: Date | string;
  state: SaleState;
  previousDiscount: number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const toSale = (r: SaleRow): Sale => ({
  saleId: Number(r.saleId),
  productId: Number(r.productId),
  skuId: Number(r.skuId),
  code: r.code,
  discount: Number(r.discount),
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  state: r.state,
  previousDiscount: r.previousDiscount === null ? null : Number(r.previousDiscount),
});

const saleColumns = sql`s.id as "saleId", k.product_id as "productId", s.sku_id as "skuId", k.code,
  s.discount_pct as discount, s.starts_at as "startsAt", s.ends_at as "endsAt", s.state,
  s.previous_discount_pct as "previousDiscount"`;

/** The codes of the SKUs that already have a scheduled or running sale overlapping [start, end). */
export async function overlappingSaleCodes(db: Db, skuIds: number[], start: Date, end: Date): Promise<string[]> {
  if (!skuIds.length) return [];
  const rows = await query<{ code: string }>(
    db,
    sql`select distinct k.code from sku_sales s join skus k on k.id = s.sku_id
      where s.sku_id = any(${pgArray(skuIds, "int")}) and s.state in ('scheduled', 'running')
        and s.starts_at < ${end.toISOString()}::timestamptz and s.ends_at > ${start.toISOString()}::timestamptz
      order by k.code`,
  );
  return rows.map((r) => r.code);
}

/**
 * New sales of `discount` on the SKUs. Scheduled ones start later (the job); `running` ones start now: each
 * remembers the SKU's discount it replaces (`previous`).
 */
export async function insertSales(
  tx: Db,
  sales: Array<{ skuId: number; previous: number | null }>,
  sale: { discount: number; start: Date; end: Date; state: "scheduled" | "running"; actorId: number },
): Promise<number[]> {
  if (!sales.length) return [];
  const rows = await query<{ id: number }>(
    tx,
    sql`insert into sku_sales (sku_id, discount_pct, starts_at, ends_at, state, previous_discount_pct, actor_id)
      select v.sku_id, ${sale.discount}, ${sale.start.toISOString()}::timestamptz,
        ${sale.end.toISOString()}::timestamptz, ${sale.state}, nullif(v.prev, -1), ${sale.actorId}
      from unnest(${pgArray(
        sales.map((s) => s.skuId),
        "int",
      )}, ${pgArray(
        sales.map((s) => s.previous ?? -1),
        "int",
      )}) as v(sku_id, prev)
      returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** A product's or a SKU's sales: scheduled and running first (soonest first), then the 20 that ended last. */
export async function listSales(db: Db, by: { productId?: number; skuId?: number }): Promise<Sale[]> {
  const where = by.skuId !== undefined ? sql`s.sku_id = ${by.skuId}` : sql`k.product_id = ${by.productId ?? 0}`;
  const rows = await query<SaleRow>(
    db,
    sql`(select ${saleColumns} from sku_sales s join skus k on k.id = s.sku_id
        where ${where} and s.state in ('scheduled', 'running') order by s.starts_at, k.code limit 200)
      union all
      (select ${saleColumns} from sku_sales s join skus k on k.id = s.sku_id
        where ${where} and s.state in ('ended', 'cancelled') order by s.ends_at desc, s.id desc limit 20)`,
  );
  return rows.map(toSale);
}

/** One sale, its row locked until the transaction ends (a cancel waits for the job's pass, and the other way). */
export async function lockSale(tx: Db, saleId: number): Promise<Sale | undefined> {
  const [row] = await query<SaleRow>(
    tx,
    sql`select ${saleColumns} from sku_sales s join skus k on k.id = s.sku_id where s.id = ${saleId}
      for update of s`,
  );
  return row ? toSale(row) : undefined;
}

/** A due batch for the job, claimed with `for update skip locked` so no two instances take the same sale. */
export async function claimDueSales(tx: Db, due: "start" | "end", limit: number): Promise<Sale[]> {
  // Due ends: running sales past their end, and scheduled ones whose whole window passed (the job was down).
  // A due start waits while its SKU has a running sale (its due end being put back, maybe by another instance)
  // or an earlier scheduled one, so one SKU starts one sale at a time, in order.
  const condition =
    due === "end"
      ? sql`s.state in ('running', 'scheduled') and s.ends_at <= now()`
      : sql`s.state = 'scheduled' and s.starts_at <= now() and s.ends_at > now()
          and not exists (select 1 from sku_sales r where r.sku_id = s.sku_id
            and (r.state = 'running' or (r.state = 'scheduled' and r.starts_at < s.starts_at)))`;
  const order = due === "end" ? sql`s.ends_at, s.id` : sql`s.starts_at, s.id`;
  const rows = await query<SaleRow>(
    tx,
    sql`select ${saleColumns} from sku_sales s join skus k on k.id = s.sku_id
      where ${condition} order by ${order} limit ${limit} for update of s skip locked`,
  );
  return rows.map(toSale);
}

/**
 * Locks the SKUs' products in id order, then the SKUs in id order (as orders do), and answers each SKU's discount
 * now. Products first: a discount's triggers update the products rows (offers, the back office's search rows) and
 * the job then bumps their versions, so two jobs with SKUs of the same products deadlocked without it.
 */
export async function lockSkuDiscounts(tx: Db, skuIds: number[]): Promise<Map<number, number>> {
  const ids = pgArray(skuIds, "int");
  await tx.execute(sql`select from products where id in (select product_id from skus where id = any(${ids}))
    order by id for update`);
  const rows = await query<{ id: number; discount: number }>(
    tx,
    sql`select id, discount_pct as discount from skus where id = any(${ids})
      order by id for update`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.discount)]));
}

/** Sets each SKU's discount in one statement. */
export async function setSkuDiscounts(tx: Db, skus: Array<{ skuId: number; discount: number }>) {
  if (!skus.length) return;
  await tx.execute(sql`update skus s set discount_pct = v.discount
    from unnest(${pgArray(
      skus.map((s) => s.skuId),
      "int",
    )}, ${pgArray(
      skus.map((s) => s.discount),
      "int",
    )}) as v(id, discount)
    where s.id = v.id`);
}

/** Moves sales on: running (with the discount each replaced), ended, or cancelled (ended now when running). */
export async function markSales(
  tx: Db,
  sales: Array<{ saleId: number; previous?: number | null }>,
  state: "running" | "ended" | "cancelled",
) {
  if (!sales.length) return;
  const ids = pgArray(
    sales.map((s) => s.saleId),
    "int",
  );
  if (state === "running") {
    await tx.execute(sql`update sku_sales s set state = 'running', previous_discount_pct = v.previous
      from unnest(${ids}, ${pgArray(
        sales.map((s) => s.previous ?? 0),
        "int",
      )}) as v(id, previous)
      where s.id = v.id`);
    return;
  }
  await tx.execute(sql`update sku_sales set state = ${state},
      ends_at = case when ${state} = 'cancelled' and state = 'running'
        then greatest(now(), starts_at + interval '1 millisecond') else ends_at end
    where id = any(${ids})`);
}
