import { randomBytes } from "node:crypto";
import type { OrderStatus } from "@shop/shared";
import { sql } from "drizzle-orm";
import { dbReads } from "../support/db-reads";
import type { Member } from "../support/members";
import { type everyRole, staffHeaders } from "../support/staff";
import { envelope, type TestContext } from "../support/test-app";

/**
 * Helpers of the orders and payments tests (not a test file itself). Orders are made by a fixture that writes
 * the rows placeOrder would write (stock taken, slot booked, first event), in SQL: the orders module's input.
 */

export type Headers = Record<string, string>;

export function ordersClient(ctx: () => TestContext) {
  const reads = dbReads(ctx);
  const { rows } = reads;
  const used = new Set<number>();
  let counter = 0;

  const client = {
    ...reads,
    post(url: string, headers: Headers | null, requestPayload?: unknown, remoteAddress?: string) {
      return ctx().app.inject({
        method: "POST",
        url,
        headers: headers ?? {},
        payload: envelope(requestPayload),
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    },

    /** `n` active SKUs of listed products with at least `minStock` left, none used before in this file. */
    async freshSkus(n: number, minStock = 30): Promise<number[]> {
      const found = await rows<{ id: number }>(sql`
        select distinct on (s.product_id) s.id from skus s join products p on p.id = s.product_id
         where s.is_active and p.listed and s.stock >= ${minStock}
           and s.id <> all(${`{${[...used].join(",")}}`}::int[])
           and s.product_id not in (select product_id from skus where id = any(${`{${[...used].join(",")}}`}::int[]))
         order by s.product_id, s.id limit ${n}`);
      if (found.length < n) throw new Error(`only ${found.length} fresh SKUs`);
      for (const r of found) used.add(Number(r.id));
      return found.map((r) => Number(r.id));
    },

    async order(number: string) {
      const [row] = await rows<{ id: number; status: string; paymentStatus: string; holdExpiresAt: Date | null }>(sql`
        select id, status, payment_status as "paymentStatus", hold_expires_at as "holdExpiresAt"
          from orders where number = ${number}`);
      return row!;
    },

    async events(number: string) {
      return rows<{ status: string; actor: string; note: string | null; createdAt: Date }>(sql`
        select e.status, e.actor, e.note, e.created_at as "createdAt" from order_events e
          join orders o on o.id = e.order_id where o.number = ${number} order by e.id`);
    },

    /** Order-status e-mails written to the outbox for an order number, oldest first. */
    async mails(number: string) {
      return rows<{ to: string; locale: string; status: string; note: string | null; template: string }>(sql`
        select payload->>'to' as "to", payload->>'locale' as locale, payload->'order'->>'status' as status,
               payload->'order'->>'note' as note, payload->>'template' as template
          from outbox where payload->'order'->>'number' = ${number} order by id`);
    },

    /**
     * An order as placeOrder leaves it: stock taken (unless cancelled or refunded), the slot booked, one event
     * per state on the way to `status`. Figures are simple: lines at their SKU price, delivery 15 AED.
     */
    async placeOrder(
      options: {
        userId?: number | null;
        email?: string;
        mobile?: string;
        name?: string;
        locale?: string;
        status?: OrderStatus;
        paymentMethod?: "cod" | "card";
        paymentStatus?: string;
        lines?: Array<{ skuId: number; qty: number }>;
        holdExpiresAt?: Date | null;
        paymentIntentId?: string | null;
        deliveryDate?: string;
        deliverySlot?: string;
        createdAt?: Date;
      } = {},
    ) {
      counter++;
      const number = `BST-T${counter}-${randomBytes(3).toString("hex").toUpperCase()}`;
      const status = options.status ?? "confirmed";
      const method = options.paymentMethod ?? "cod";
      const lines = options.lines ?? [{ skuId: (await client.freshSkus(1))[0]!, qty: 2 }];
      const date = options.deliveryDate ?? "2030-01-15";
      const slot = options.deliverySlot ?? "morning";
      const holds = status !== "cancelled" && status !== "refunded";
      const priced = [];
      for (const line of lines) {
        const [sku] = await rows<{ price: number; productId: number; code: string }>(sql`
          select price_fils as price, product_id as "productId", code from skus where id = ${line.skuId}`);
        if (holds) await rows(sql`update skus set stock = stock - ${line.qty} where id = ${line.skuId}`);
        priced.push({ ...line, ...sku! });
      }
      if (holds) {
        await rows(sql`insert into slot_bookings (delivery_date, slot, booked) values (${date}, ${slot}, 1)
          on conflict (delivery_date, slot) do update set booked = slot_bookings.booked + 1`);
      }
      const items = priced.reduce((sum, l) => sum + l.price * l.qty, 0);
      const total = items + 1500;
      const address = { recipient: options.name ?? "Test Shopper", emirate: "dubai", area: "Marina", street: "1st" };
      const [order] = await rows<{ id: number }>(sql`
        insert into orders (number, user_id, email, mobile, name, locale, address, emirate, delivery_date,
          delivery_slot, payment_method, payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils,
          vat_fils, hold_expires_at, payment_intent_id, created_at)
        values (${number}, ${options.userId ?? null}, ${options.email ?? "shopper@example.com"},
          ${options.mobile ?? "+971501234567"}, ${options.name ?? "Test Shopper"}, ${options.locale ?? "en"},
          ${JSON.stringify(address)}::jsonb, 'dubai', ${date}, ${slot}, ${method},
          ${options.paymentStatus ?? (method === "card" ? "pending" : "unpaid")}, ${status}, ${items}, 1500, 0,
          ${total}, ${Math.round((total * 5) / 105)}, ${options.holdExpiresAt ?? null}, ${options.paymentIntentId ?? null},
          ${options.createdAt ?? new Date()})
        returning id`);
      const orderId = order!.id;
      for (const l of priced) {
        const lineOptions = JSON.stringify({ potSize: "M", potColour: null });
        await rows(sql`insert into order_lines (order_id, sku_id, product_id, name, sku_code, options, unit_price_fils,
          discount_pct, unit_net_fils, qty, line_total_fils, vat_fils)
          values (${orderId}, ${l.skuId}, ${l.productId}, 'Plant', ${l.code}, ${lineOptions}::jsonb, ${l.price}, 0,
            ${l.price}, ${l.qty}, ${l.price * l.qty}, ${Math.round((l.price * l.qty * 5) / 105)})`);
      }
      await rows(sql`insert into order_events (order_id, status, actor, note)
        values (${orderId}, ${status}, 'shopper', null)`);
      return { number, orderId, total, lines };
    },

    /** A logged-in account with this role (test/support/staff.ts). */
    staff: (role: (typeof everyRole)[number]): Promise<Headers> => staffHeaders(ctx(), role),
  };
  return client;
}

export type OrdersClient = ReturnType<typeof ordersClient>;
export type { Member };
