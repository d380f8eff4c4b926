// Guest orders as the benchmarks and the fault scripts place them: one body shape, delivery over the coming days.
import { randomUUID } from "node:crypto";
import { envelope } from "./load.mjs";

/** Dubai's calendar date n days from now (the shop's zone, whatever this machine's is). */
export function dubaiDate(days) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Every { date, slot } of the `days` days after today: orders under load rotate over them. */
export const deliveryChoices = (days) =>
  Array.from({ length: days }, (_, i) => dubaiDate(i + 1)).flatMap((date) =>
    ["morning", "afternoon", "evening"].map((slot) => ({ date, slot })),
  );

/** A guest's cash-on-delivery placeOrder body (in the envelope) of `qty` units of one SKU, to a Dubai address. */
export function guestCodOrder({ name, email, skuId, qty, delivery, expectedTotal, idempotencyKey = randomUUID() }) {
  return envelope({
    idempotencyKey,
    contact: { name, email, mobile: "+971501234567" },
    address: {
      recipient: name,
      emirate: "dubai",
      area: "Dubai Marina",
      street: "Al Marsa Street",
      building: "Tower 2",
      mobile: "+971501234567",
    },
    deliveryDate: delivery.date,
    deliverySlot: delivery.slot,
    paymentMethod: "cod",
    lines: [{ skuId, qty }],
    expectedTotal,
  });
}

/** Up to `count` active SKUs of the seeded catalogue, one per product (so no two share a product row). */
export async function activeSkuIds(client, count) {
  const { rows } = await client.query(
    `select distinct on (s.product_id) s.id from skus s join products p on p.id = s.product_id
      where s.is_active and p.is_active order by s.product_id, s.id limit $1`,
    [count],
  );
  return rows.map((r) => r.id);
}

/** Sets every delivery slot's capacity to `perSlot`, so a load run is never refused for a full slot. */
export async function liftSlotCapacity(client, perSlot) {
  const capacity = { morning: perSlot, afternoon: perSlot, evening: perSlot };
  await client.query(
    `insert into settings (key, value) values ('delivery', $1::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ slotCapacity: capacity })],
  );
}
