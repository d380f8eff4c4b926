import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { paymentEvents } from "../../../db/schema";

/**
 * Records a webhook event by its Stripe id; false when it was recorded before. Called in the transaction that
 * applies the event, so an event is applied exactly once even when Stripe delivers it again, or twice at once.
 */
export async function recordPaymentEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id, type, createdAt: sql`now()` })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
