import type { DeliverySlot, ShipmentDetails } from "@shop/shared";
import { addDays, dubaiClock, minutesOf } from "@shop/shared/core";

/** What the delivery slots call offers (loadShipmentDetails): the dates and slots with their capacity left. */
export type DeliveryOffer = Pick<ShipmentDetails, "dates" | "sameDayCutoff">;

/** The earliest delivery a shopper ordering now can have (issue 16, product page). */
export type DeliveryEstimate =
  /** Same day: order within `minutesLeft` (before the cut-off and before the slot starts). */
  | { kind: "today"; slot: DeliverySlot; minutesLeft: number }
  | { kind: "tomorrow"; slot: DeliverySlot }
  | { kind: "later"; date: string; slot: DeliverySlot };

/**
 * The earliest slot of the server's offer still open at `now` (Asia/Dubai), or null when none is. The server made
 * the offer (its delivery window: closed dates, days ahead, cut-off, slots started, capacity); as minutes pass on
 * the page, today's slots close at the cut-off or when they start, which is all this re-checks.
 */
export function deliveryEstimate(offer: DeliveryOffer, now: Date): DeliveryEstimate | null {
  const { date: today, minutes } = dubaiClock(now);
  const cutoff = minutesOf(offer.sameDayCutoff);
  const dates = [...offer.dates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const { date, slots } of dates) {
    if (date < today) continue;
    const open = slots
      .filter((s) => s.available && (date > today || (minutes < cutoff && minutesOf(s.starts) > minutes)))
      .sort((a, b) => minutesOf(a.starts) - minutesOf(b.starts));
    const first = open[0];
    if (!first) continue;
    if (date === today) {
      return { kind: "today", slot: first.slot, minutesLeft: Math.min(cutoff, minutesOf(first.starts)) - minutes };
    }
    if (date === addDays(today, 1)) return { kind: "tomorrow", slot: first.slot };
    return { kind: "later", date, slot: first.slot };
  }
  return null;
}

/** Minutes as hours and minutes ("2 h 15 min" once translated). */
export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  const clamped = Math.max(0, Math.floor(total));
  return { hours: Math.floor(clamped / 60), minutes: clamped % 60 };
}
