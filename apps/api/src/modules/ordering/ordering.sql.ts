import { and, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { slotBookings } from "../../db/schema";

/**
 * The ordering module's declared read model (docs/architecture.md "Read models and embedded statements"): the
 * delivery module shows each slot's remaining capacity from the bookings placed orders made; the catalogue's stock
 * history shows the units each order took from a SKU and each cancellation put back.
 */

/** Orders booked per date and slot between two dates (inclusive), keyed "date/slot". */
export async function slotBookingsBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(slotBookings)
    .where(and(gte(slotBookings.deliveryDate, from), lte(slotBookings.deliveryDate, to)));
  return new Map(rows.map((r) => [`${r.deliveryDate}/${r.slot}`, r.booked]));
}

/** Units of each order line that succeeded refunds put back on the shelf (issue 15). */
const restockedSql = sql`select rl.order_line_id, sum(rl.qty)::int as qty from order_refund_lines rl
    join order_refunds r on r.id = rl.refund_id and r.status = 'succeeded' and r.restock group by rl.order_line_id`;

/**
 * The orders that moved one SKU's stock, columns kind ('sale' | 'cancellation' | 'refund'), at, delta (signed
 * units), "orderNumber": a sale when the order was placed (its units taken), a refund that put units back, and a
 * cancellation (what no refund had put back already).
 */
export function skuOrderMovementsSql(skuId: number): SQL {
  return sql`select 'sale' as kind, o.created_at as at, -sum(l.qty)::int as delta, o.number as "orderNumber"
      from order_lines l join orders o on o.id = l.order_id where l.sku_id = ${skuId} group by o.id
    union all
    select 'cancellation', e.created_at, (sum(l.qty) - coalesce(sum(back.qty), 0))::int, o.number
      from order_lines l join orders o on o.id = l.order_id
        join order_events e on e.order_id = o.id and e.status = 'cancelled' and e.kind = 'status'
        left join (${restockedSql}) back on back.order_line_id = l.id
      where l.sku_id = ${skuId} group by e.id, o.number
    union all
    select 'refund', r.created_at, sum(rl.qty)::int, o.number
      from order_refund_lines rl join order_refunds r on r.id = rl.refund_id and r.status = 'succeeded' and r.restock
        join order_lines l on l.id = rl.order_line_id join orders o on o.id = l.order_id
      where l.sku_id = ${skuId} group by r.id, o.number`;
}
