import type { OrderStatus } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";
import type { AddressSnapshot } from "../checkout/checkout.mappers";

/** SQL of changing an order's delivery: the slot booking (conditional, as at checkout) and the order's row. */

/** Books one place in a slot under its capacity; false when the slot is full (nothing written then). */
export async function bookSlot(tx: Db, date: string, slot: string, capacity: number): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into slot_bookings (delivery_date, slot, booked)
    select ${date}::date, ${slot}::text, 1 where ${capacity}::int > 0
    on conflict (delivery_date, slot) do update set booked = slot_bookings.booked + 1
      where slot_bookings.booked < ${capacity}::int
    returning booked`);
  return rowsOf(result).length > 0;
}

export async function setDelivery(
  tx: Db,
  orderId: number,
  change: { address: AddressSnapshot | Record<string, unknown>; deliveryDate: string; deliverySlot: string },
): Promise<void> {
  await tx.execute(sql`
    update orders set address = ${JSON.stringify(change.address)}::jsonb, delivery_date = ${change.deliveryDate}::date,
      delivery_slot = ${change.deliverySlot}, updated_at = now()
     where id = ${orderId}`);
}

/** A timeline entry of kind 'delivery' (the order keeps its status). */
export async function insertDeliveryEvent(
  tx: Db,
  event: { orderId: number; status: OrderStatus; actor: string; note: string },
): Promise<void> {
  await tx.execute(sql`
    insert into order_events (order_id, status, kind, actor, note, created_at)
    values (${event.orderId}, ${event.status}, 'delivery', ${event.actor}, ${event.note}, clock_timestamp())`);
}
