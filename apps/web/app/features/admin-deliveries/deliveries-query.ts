import { type DeliverySlot, deliverySlots, type Emirate, emirates } from "@shop/shared";

/** A day's deliveries per page (a day is bounded by the slots' capacity; the API allows up to 500). */
export const DELIVERIES_PAGE_SIZE = 200;

/** What /admin/deliveries shows: ?date= (default today in Asia/Dubai), ?emirate=, ?slot=, ?page=. */
export interface DeliveriesQuery {
  date: string;
  emirate: Emirate | "";
  slot: DeliverySlot | "";
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

/** The page's filter from its address; `today` is Dubai's date, the default day. */
export function deliveriesQuery(url: URL, today: string): DeliveriesQuery {
  const p = url.searchParams;
  const date = p.get("date") ?? "";
  const page = Number(p.get("page"));
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today,
    emirate: oneOf(emirates, p.get("emirate")),
    slot: oneOf(deliverySlots, p.get("slot")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

function params(query: Omit<DeliveriesQuery, "page">): URLSearchParams {
  const out = new URLSearchParams({ date: query.date });
  if (query.emirate) out.set("emirate", query.emirate);
  if (query.slot) out.set("slot", query.slot);
  return out;
}

export function deliveriesHref(query: DeliveriesQuery): string {
  const search = params(query);
  if (query.page > 1) search.set("page", String(query.page));
  return `/admin/deliveries?${search}`;
}

/** One PDF with the packing slip of every order of the day and filter (engineer C's call, opened in a new tab). */
export function packingSlipsHref(query: DeliveriesQuery): string {
  return `/api/v1/admin/deliveries/packing-slips.pdf?${params(query)}`;
}

export function packingSlipHref(number: string): string {
  return `/api/v1/admin/orders/${encodeURIComponent(number)}/packing-slip.pdf`;
}

/** Groups the day's orders by emirate, then slot, keeping the API's order (emirates and slots in the shop's order). */
export function groupDeliveries<T extends { emirate: Emirate; deliverySlot: DeliverySlot }>(
  rows: readonly T[],
): Array<{ emirate: Emirate; slots: Array<{ slot: DeliverySlot; rows: T[] }> }> {
  const groups: Array<{ emirate: Emirate; slots: Array<{ slot: DeliverySlot; rows: T[] }> }> = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.emirate !== row.emirate) {
      group = { emirate: row.emirate, slots: [] };
      groups.push(group);
    }
    let slot = group.slots.at(-1);
    if (slot?.slot !== row.deliverySlot) {
      slot = { slot: row.deliverySlot, rows: [] };
      group.slots.push(slot);
    }
    slot.rows.push(row);
  }
  return groups;
}
