import { and, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { slotBookings } from "../../db/schema";

/**
 * The ordering module's declared read model (docs/architecture.md "Read models and embedded statements"): the
 * delivery module shows each slot's remaining capacity from the bookings placed orders made.
 */

/** Orders booked per date and slot between two dates (inclusive), keyed "date/slot". */
export async function slotBookingsBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(slotBookings)
    .where(and(gte(slotBookings.deliveryDate, from), lte(slotBookings.deliveryDate, to)));
  return new Map(rows.map((r) => [`${r.deliveryDate}/${r.slot}`, r.booked]));
}
