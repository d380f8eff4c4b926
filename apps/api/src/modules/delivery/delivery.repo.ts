import { and, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { slotBookings } from "../../db/schema";
import { readSettings, writeSetting } from "../settings/settings.repo";

export const DELIVERY_SETTING_KEY = "delivery";

/** The stored delivery settings as they are (validated by the service), or undefined. */
export async function readDeliverySetting(db: Db): Promise<unknown> {
  return (await readSettings(db, [DELIVERY_SETTING_KEY])).get(DELIVERY_SETTING_KEY);
}

export async function writeDeliverySetting(db: Db, value: unknown): Promise<void> {
  await writeSetting(db, DELIVERY_SETTING_KEY, value);
}

/** Orders booked per date and slot between two dates (inclusive). */
export async function bookingsBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(slotBookings)
    .where(and(gte(slotBookings.deliveryDate, from), lte(slotBookings.deliveryDate, to)));
  return new Map(rows.map((r) => [`${r.deliveryDate}/${r.slot}`, r.booked]));
}
