import type { OrderStatus } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { TestContext } from "../support/test-app";
import { type Headers, ordersClient } from "./orders.testkit";

/**
 * Helpers of the refunds tests (not a test file itself): orders with lines at chosen prices (the orders testkit's
 * fixture, after setting its fresh SKUs' prices), the refund calls, and reads of the refund rows.
 */
export function refundsKit(ctx: () => TestContext) {
  const c = ordersClient(ctx);

  const kit = {
    ...c,

    /** An order with one line per price (unit price in fils, quantity), in the given state; lines in order. */
    async orderAt(
      prices: Array<{ price: number; qty: number }>,
      options: Parameters<typeof c.placeOrder>[0] & { status?: OrderStatus } = {},
    ) {
      const skus = await c.freshSkus(prices.length, 10);
      for (const [i, p] of prices.entries()) {
        await c.rows(
          sql`update skus set price_fils = ${p.price}, discount_pct = 0, stock = 500 where id = ${skus[i]!}`,
        );
      }
      const placed = await c.placeOrder({ ...options, lines: prices.map((p, i) => ({ skuId: skus[i]!, qty: p.qty })) });
      const lines = await c.rows<{ id: number; skuId: number }>(
        sql`select id, sku_id as "skuId" from order_lines where order_id = ${placed.orderId} order by id`,
      );
      return { ...placed, skus, lineIds: lines.map((l) => Number(l.id)) };
    },

    /** A delivered, paid cash-on-delivery order. */
    deliveredCod(prices: Array<{ price: number; qty: number }>, options: Parameters<typeof c.placeOrder>[0] = {}) {
      return kit.orderAt(prices, { status: "delivered", paymentMethod: "cod", paymentStatus: "paid", ...options });
    },

    refund(headers: Headers | null, payload: Record<string, unknown>) {
      return c.post("/api/v1/admin/orders/refund", headers, payload);
    },

    refunds(headers: Headers | null, number: string) {
      return c.post("/api/v1/admin/orders/refunds", headers, { number });
    },

    async refundRows(number: string) {
      return c.rows<{
        id: number;
        amount: number;
        vat: number;
        charges: number;
        method: string;
        status: string;
        providerRefundId: string | null;
        restock: boolean;
      }>(sql`select r.id, r.amount_fils as amount, r.vat_fils as vat, r.charges_fils as charges, r.method, r.status,
          r.provider_refund_id as "providerRefundId", r.restock
        from order_refunds r join orders o on o.id = r.order_id where o.number = ${number} order by r.id`);
    },

    async refundedFils(number: string): Promise<number> {
      const [row] = await c.rows<{ n: number }>(sql`select refunded_fils as n from orders where number = ${number}`);
      return Number(row?.n);
    },

    /** The order's timeline entries of kind 'refund'. */
    async refundEvents(number: string) {
      return c.rows<{ status: string; actor: string; note: string }>(sql`
        select e.status, e.actor, e.note from order_events e join orders o on o.id = e.order_id
         where o.number = ${number} and e.kind = 'refund' order by e.id`);
    },

    /** Refund e-mails in the outbox for an order. */
    async refundMails(number: string) {
      return c.rows<{ to: string; locale: string; amount: number; method: string }>(sql`
        select payload->>'to' as "to", payload->>'locale' as locale, (payload->'refund'->>'amount')::int as amount,
               payload->'refund'->>'method' as method
          from outbox where payload->>'template' = 'orderRefund' and payload->'refund'->>'number' = ${number}
         order by id`);
    },

    async audits(number: string) {
      return c.rows<{ action: string; actorId: number; after: Record<string, unknown> }>(sql`
        select action, actor_id as "actorId", after from audit_log
         where entity = 'order' and entity_id = ${number} and action like 'order.refund%' order by id`);
    },
  };
  return kit;
}
