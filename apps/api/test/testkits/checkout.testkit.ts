import { randomUUID } from "node:crypto";
import { addDays, type DeliverySettings, defaultDeliverySettings, dubaiClock } from "@shop/shared";
import { sql } from "drizzle-orm";
import { dbReads } from "../support/db-reads";
import { type Member, registerMember } from "../support/members";
import { staffHeaders } from "../support/staff";
import { envelope, type TestContext } from "../support/test-app";

/** Helpers of the delivery, address and checkout tests (not a test file itself). */

export type Headers = Record<string, string>;

export const GUEST_CONTACT = { name: "Guest Shopper", email: "guest@example.com", mobile: "+971 50 123 4567" };
export const DUBAI_ADDRESS = {
  recipient: "Guest Shopper",
  emirate: "dubai" as const,
  area: "Dubai Marina",
  street: "Al Marsa Street",
  building: "Marina Heights, tower 2",
  apartment: "1204",
  mobile: "050 123 4567",
};

/** The guest contact with another e-mail address (one per test, to count that test's orders and e-mails). */
export const guest = (email: string) => ({ ...GUEST_CONTACT, email });

/** Dubai's calendar date today, and n days later. */
export const dubaiDate = (days = 0, now = new Date()) => addDays(dubaiClock(now).date, days);

export function checkoutKit(ctx: () => TestContext) {
  const reads = dbReads(ctx);
  const { rows } = reads;
  const usedProducts = new Set<number>();
  let deliveryEditor: Headers | undefined;

  const kit = {
    ...reads,
    post(url: string, requestPayload: unknown, headers: Headers = {}) {
      return ctx().app.inject({ method: "POST", url, headers, payload: envelope(requestPayload) });
    },

    member: (options: Parameters<typeof registerMember>[1] = {}): Promise<Member> => registerMember(ctx(), options),

    /** A logged-in member with a staff role (a registered member whose role is changed). */
    staff: (role = "ROLE_ADMIN"): Promise<Headers> => staffHeaders(ctx(), role),

    /** Replaces the delivery settings through the admin endpoint (defaults plus the patch). */
    async setDelivery(patch: Partial<DeliverySettings>): Promise<void> {
      deliveryEditor ??= await kit.staff("ROLE_ADMIN");
      const res = await kit.post(
        "/api/v1/admin/delivery/update",
        { settings: { ...defaultDeliverySettings, ...patch } },
        deliveryEditor,
      );
      if (res.statusCode !== 200) throw new Error(`delivery/update answered ${res.statusCode}: ${res.body}`);
    },

    /**
     * An active SKU of a product not used before in this file, set to the given price, discount and stock (the
     * product active too); answers its id.
     */
    async sku(values: { price: number; discount?: number; stock: number }): Promise<number> {
      const used = `{${[...usedProducts].join(",")}}`;
      const [row] = await rows<{ id: number; productId: number }>(sql`
        select s.id, s.product_id as "productId" from skus s join products p on p.id = s.product_id
         where s.is_active and p.is_active and p.id <> all(${used}::int[])
         order by s.id limit 1`);
      if (!row) throw new Error("no unused SKU left");
      usedProducts.add(row.productId);
      await rows(sql`update skus set price_fils = ${values.price}, discount_pct = ${values.discount ?? 0},
        stock = ${values.stock} where id = ${row.id}`);
      return row.id;
    },

    async setStock(skuId: number, stock: number) {
      await rows(sql`update skus set stock = ${stock} where id = ${skuId}`);
    },

    async ordersTo(email: string): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where email = ${email}`);
      return Number(row?.n);
    },

    /** Order confirmations in the outbox for an e-mail address, oldest first. */
    async confirmations(email: string) {
      return rows<{ payload: Record<string, unknown> }>(sql`
        select payload from outbox where payload->>'template' = 'orderConfirmation' and payload->>'to' = ${email}
         order by id`);
    },

    /** A guest's cash-on-delivery order for tomorrow morning; the caller sets lines and expectedTotal. */
    guestOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
      return {
        idempotencyKey: randomUUID(),
        contact: GUEST_CONTACT,
        address: DUBAI_ADDRESS,
        deliveryDate: dubaiDate(1),
        deliverySlot: "morning",
        paymentMethod: "cod",
        ...overrides,
      };
    },

    /** guestOrder in short: `qty` units of one SKU for the guest `email`, on `date` in `slot` (default: morning). */
    guestOrderOf(order: {
      email: string;
      skuId: number;
      qty: number;
      date: string;
      slot?: string;
      expectedTotal: number;
    }) {
      const { email, skuId, qty, date, slot = "morning", expectedTotal } = order;
      return kit.guestOrder({
        contact: guest(email),
        lines: [{ skuId, qty }],
        deliveryDate: date,
        deliverySlot: slot,
        expectedTotal,
      });
    },

    placeOrder(body: unknown, headers: Headers = {}) {
      return kit.post("/api/v1/checkout/placeOrder", body, headers);
    },

    quote(body: unknown, headers: Headers = {}) {
      return kit.post("/api/v1/checkout/quote", body, headers);
    },
  };
  return kit;
}
export type CheckoutKit = ReturnType<typeof checkoutKit>;
