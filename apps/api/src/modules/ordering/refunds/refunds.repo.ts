import type { RefundBasis } from "@shop/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orderRefundLines, orderRefunds, orders } from "../../../db/schema";
import { rowsOf } from "../../../lib/rows";
import { sendRestockAlerts } from "../../catalogue/catalogue.alerts.service";
import { addStockSql, lockSkusSql } from "../../catalogue/catalogue.sql";
import type { OrderRow } from "../orders/orders.repo";

/**
 * All SQL on order_refunds and order_refund_lines, and what a refund changes of its order (refunded_fils, a
 * timeline entry of kind 'refund', the units back on the shelf). A refund counts towards what is left to refund
 * while it is pending or succeeded; orders.refunded_fils holds the succeeded ones only (the money given back).
 */

export type RefundRow = typeof orderRefunds.$inferSelect;
export type RefundLineRow = typeof orderRefundLines.$inferSelect;

export interface BasisLine {
  orderLineId: number;
  name: string;
  skuCode: string;
  unitNet: number;
  qty: number;
  /** The line's share of the discount code (issue 16). */
  codeDiscount: number;
  vat: number;
  refundedQty: number;
  refundedVat: number;
}

/** The order's lines with what of each is refunded or being refunded, oldest line first. */
export async function basisLines(db: Db, orderId: number): Promise<BasisLine[]> {
  const result = await db.execute(sql`
    select l.id as "orderLineId", l.name, l.sku_code as "skuCode", l.unit_net_fils as "unitNet", l.qty,
           l.code_discount_fils as "codeDiscount", l.vat_fils as vat,
           coalesce(sum(rl.qty) filter (where r.status <> 'failed'), 0)::int as "refundedQty",
           coalesce(sum(rl.vat_fils) filter (where r.status <> 'failed'), 0)::int as "refundedVat"
      from order_lines l
      left join order_refund_lines rl on rl.order_line_id = l.id
      left join order_refunds r on r.id = rl.refund_id
     where l.order_id = ${orderId}
     group by l.id order by l.id`);
  return rowsOf<BasisLine>(result).map((r) => ({
    ...r,
    orderLineId: Number(r.orderLineId),
    unitNet: Number(r.unitNet),
    qty: Number(r.qty),
    codeDiscount: Number(r.codeDiscount ?? 0),
    vat: Number(r.vat),
    refundedQty: Number(r.refundedQty),
    refundedVat: Number(r.refundedVat),
  }));
}

/** The order's refunds, oldest first, each with its lines. */
export async function refundsOf(db: Db, orderId: number): Promise<Array<RefundRow & { lines: RefundLineRow[] }>> {
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  if (!refunds.length) return [];
  const lines = await db
    .select()
    .from(orderRefundLines)
    .where(
      inArray(
        orderRefundLines.refundId,
        refunds.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderRefundLines.orderLineId));
  return refunds.map((r) => ({ ...r, lines: lines.filter((l) => l.refundId === r.id) }));
}

/** What is refunded so far (pending and succeeded), for refund-figures' basis. */
export function basisOf(order: OrderRow, lines: BasisLine[], refunds: RefundRow[]): RefundBasis {
  const live = refunds.filter((r) => r.status !== "failed");
  return {
    lines,
    charges: order.deliveryFils + order.codFeeFils,
    chargesRefunded: live.reduce((sum, r) => sum + r.chargesFils, 0),
    total: order.totalFils,
    vat: order.vatFils,
    refunded: live.reduce((sum, r) => sum + r.amountFils, 0),
    refundedVat: live.reduce((sum, r) => sum + r.vatFils, 0),
  };
}

export interface NewRefund {
  orderId: number;
  amountFils: number;
  vatFils: number;
  chargesFils: number;
  method: "card" | "recorded";
  status: "pending" | "succeeded";
  reason: string | null;
  restock: boolean;
  createdBy: number | null;
  lines: Array<{ orderLineId: number; qty: number; amount: number; vat: number }>;
}

export async function insertRefund(tx: Db, refund: NewRefund): Promise<RefundRow> {
  const { lines, ...values } = refund;
  const [row] = await tx
    .insert(orderRefunds)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error("the refund was not written");
  if (lines.length) {
    await tx.insert(orderRefundLines).values(
      lines.map((l) => ({
        refundId: row.id,
        orderLineId: l.orderLineId,
        qty: l.qty,
        amountFils: l.amount,
        vatFils: l.vat,
      })),
    );
  }
  return row;
}

/** The order a refund belongs to (read without a lock: take the order's lock before the refund's). */
export async function refundOrderId(db: Db, refundId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  return row?.orderId;
}

/** The refund with a row lock (its outcome is written once, under its order's lock too). */
export async function lockRefund(tx: Db, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for("update");
  return row;
}

export async function setRefundOutcome(
  tx: Db,
  refundId: number,
  outcome: { status: "succeeded" | "failed"; providerRefundId?: string | null },
): Promise<RefundRow> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: outcome.status, providerRefundId: outcome.providerRefundId ?? null })
    .where(eq(orderRefunds.id, refundId))
    .returning();
  if (!row) throw new Error(`refund ${refundId} vanished`);
  return row;
}

/** Adds a succeeded refund to the order's refunded_fils. */
export async function addRefunded(tx: Db, orderId: number, amountFils: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedFils: sql`${orders.refundedFils} + ${amountFils}`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * Puts the refund's units back on their SKUs, locking the SKU rows in id order first (placeOrder's order), as a
 * cancellation does.
 */
export async function restockRefund(tx: Db, refundId: number): Promise<void> {
  const lines = sql`select l.sku_id, sum(rl.qty)::int as qty from order_refund_lines rl
    join order_lines l on l.id = rl.order_line_id where rl.refund_id = ${refundId} group by l.sku_id`;
  await tx.execute(lockSkusSql(sql`select sku_id from (${lines}) x`));
  await tx.execute(addStockSql(lines));
  await sendRestockAlerts(tx, sql`select sku_id from (${lines}) x`);
}

/** A timeline entry of kind 'refund' (the order keeps its status). */
export async function insertRefundEvent(
  tx: Db,
  event: { orderId: number; status: string; actor: string; note: string },
): Promise<void> {
  await tx.execute(sql`
    insert into order_events (order_id, status, kind, actor, note, created_at)
    values (${event.orderId}, ${event.status}, 'refund', ${event.actor}, ${event.note}, clock_timestamp())`);
}

/**
 * Card refunds still pending that were written before `before`, and within the last 23 hours: Stripe keeps an
 * idempotency key 24 hours, so only then does asking again with it surely not make a second refund. Older ones
 * stay pending for staff to check in Stripe's dashboard.
 */
export async function stalePendingRefunds(db: Db, before: Date, limit = 20): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(
      sql`${orderRefunds.status} = 'pending' and ${orderRefunds.createdAt} < ${before}
        and ${orderRefunds.createdAt} > now() - interval '23 hours'`,
    )
    .orderBy(asc(orderRefunds.id))
    .limit(limit);
}

/** Whether the shop made (or is making) refunds of this order itself: its provider events are its own. */
export async function hasShopRefunds(db: Db, orderId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from order_refunds where order_id = ${orderId} and status <> 'failed' limit 1`,
  );
  return rowsOf(result).length > 0;
}
