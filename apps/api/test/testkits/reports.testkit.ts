import { emirates } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { OrdersClient } from "./orders.testkit";

/**
 * A generated month of orders for the reports' tests (issue 15), written in SQL: every emirate, both payment
 * methods, every state (pending payment and cancelled are not sales), times around Dubai's midnight, lines of
 * real SKUs, and refunds (succeeded, pending, failed; some after the month, one of a cancelled order). What the
 * generator made is returned, so the tests can work out the expected figures by hand, without the report's SQL.
 */

export interface GeneratedOrder {
  id: number;
  createdAt: Date;
  /** The Asia/Dubai day of createdAt (UTC + 4 hours, no daylight saving). */
  dubaiDay: string;
  emirate: string;
  method: "cod" | "card";
  status: string;
  total: number;
  vat: number;
  lines: Array<{ productId: number; qty: number; lineTotal: number; vat: number }>;
}

export interface GeneratedRefund {
  orderId: number;
  createdAt: Date;
  dubaiDay: string;
  status: string;
  amount: number;
  vat: number;
}

const statuses = ["confirmed", "delivered", "preparing", "pending_payment", "delivered", "cancelled", "refunded"];
const vatOf = (fils: number) => Math.round((fils * 5) / 105);
export const dubaiDayOf = (instant: Date) => new Date(instant.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

/** `count` orders spread over the Dubai month starting `monthStart` ("YYYY-MM-01"), plus the edge cases. */
export async function generateMonth(kit: OrdersClient, monthStart: string, count: number) {
  const skus = await kit.rows<{ id: number; productId: number; price: number; code: string }>(sql`
    select s.id, s.product_id as "productId", s.price_fils as price, s.code from skus s
      join products p on p.id = s.product_id where s.is_active order by s.id limit 7`);
  const start = new Date(`${monthStart}T00:00:00+04:00`).getTime();
  const end = new Date(`${monthStart}T00:00:00+04:00`);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const span = end.getTime() - start;
  const instants = Array.from({ length: count }, (_, i) => new Date(start + Math.floor(((i + 0.37) * span) / count)));
  // 23:30 in Dubai is 19:30 UTC the same day; 00:30 in Dubai is 20:30 UTC the day before.
  const tenth = `${monthStart.slice(0, 8)}10`;
  instants.push(new Date(`${tenth}T19:30:00Z`), new Date(`${tenth}T20:30:00Z`));
  // Just outside the month on both sides.
  instants.push(new Date(start - 60_000), new Date(end.getTime()));

  const orders: GeneratedOrder[] = [];
  for (const [i, createdAt] of instants.entries()) {
    const emirate = emirates[i % emirates.length]!;
    const method = i % 3 === 0 ? "card" : "cod";
    const status = i >= count ? "delivered" : statuses[i % statuses.length]!;
    const picked = [skus[i % skus.length]!, ...(i % 2 ? [skus[(i + 3) % skus.length]!] : [])];
    const lines = picked.map((s, j) => {
      const qty = 1 + ((i + j) % 3);
      return { sku: s, productId: Number(s.productId), qty, lineTotal: s.price * qty, vat: vatOf(s.price * qty) };
    });
    const items = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    const delivery = items >= 20000 ? 0 : 1500 + (i % 4) * 500;
    const codFee = method === "cod" ? 500 : 0;
    const total = items + delivery + codFee;
    const vat = vatOf(total);
    const address = JSON.stringify({ recipient: "Report Shopper", emirate, area: "Area", street: "Street" });
    const [row] = await kit.rows<{ id: number }>(sql`
      insert into orders (number, email, mobile, name, address, emirate, delivery_date, delivery_slot,
        payment_method, payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils, vat_fils, created_at)
      values (${`BST-R${i}-${monthStart}`}, 'report@example.com', '+971501234567', 'Report Shopper',
        ${address}::jsonb, ${emirate}, ${monthStart}, 'morning', ${method}, 'paid', ${status}, ${items}, ${delivery},
        ${codFee}, ${total}, ${vat}, ${createdAt}) returning id`);
    const id = Number(row!.id);
    for (const l of lines) {
      await kit.rows(sql`insert into order_lines (order_id, sku_id, product_id, name, sku_code, options,
          unit_price_fils, unit_net_fils, qty, line_total_fils, vat_fils)
        values (${id}, ${l.sku.id}, ${l.productId}, 'Plant', ${l.sku.code}, '{}'::jsonb, ${l.sku.price},
          ${l.sku.price}, ${l.qty}, ${l.lineTotal}, ${l.vat})`);
    }
    orders.push({ id, createdAt, dubaiDay: dubaiDayOf(createdAt), emirate, method, status, total, vat, lines });
  }

  // A refund of every fifth order, some days later (so some fall in the next month), in every state.
  const refunds: GeneratedRefund[] = [];
  for (const [i, order] of orders.entries()) {
    if (i % 5 !== 2) continue;
    const createdAt = new Date(order.createdAt.getTime() + ((i % 4) + 1) * 86_400_000 + 3_600_000);
    const status = i % 15 === 7 ? "pending" : i % 15 === 12 ? "failed" : "succeeded";
    const amount = Math.min(order.total, 1000 + i * 37);
    const vat = vatOf(amount);
    await kit.rows(sql`insert into order_refunds (order_id, amount_fils, vat_fils, method, status, created_at)
      values (${order.id}, ${amount}, ${vat}, 'recorded', ${status}, ${createdAt})`);
    refunds.push({ orderId: order.id, createdAt, dubaiDay: dubaiDayOf(createdAt), status, amount, vat });
  }
  return { orders, refunds };
}

/** Orders that are sales (decision 0015): not pending payment, not cancelled. */
export const isSale = (o: GeneratedOrder) => o.status !== "pending_payment" && o.status !== "cancelled";
