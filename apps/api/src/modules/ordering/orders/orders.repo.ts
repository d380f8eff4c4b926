import type { AdminOrderFilter, OrderStatus } from "@shop/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orderEvents, orderLines, orders } from "../../../db/schema";
import { rowsOf } from "../../../lib/rows";
import { sendRestockAlerts } from "../../catalogue/catalogue.alerts.service";
import { addStockSql, lockSkusSql } from "../../catalogue/catalogue.sql";
import { verifiedMemberSql } from "../../users/users.sql";
import { adminOrderOrder, adminOrderWhere } from "./orders.admin.filters";

/** All SQL on orders, order_lines, order_events and the stock and slots an order holds. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export type OrderKey = { number: string } | { id: number } | { paymentIntentId: string };

function whereKey(key: OrderKey): SQL {
  if ("number" in key) return eq(orders.number, key.number);
  if ("id" in key) return eq(orders.id, key.id);
  return eq(orders.paymentIntentId, key.paymentIntentId);
}

export async function findOrder(db: Db, key: OrderKey): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(whereKey(key)).limit(1);
  return row;
}

/** The order with a row lock until the transaction ends: every change of an order goes through this. */
export async function lockOrder(tx: Db, key: OrderKey): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(whereKey(key)).limit(1).for("update");
  return row;
}

export async function linesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function eventsOf(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export async function updateOrderState(
  tx: Db,
  orderId: number,
  change: { status: OrderStatus; paymentStatus: string; keepHold: boolean },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      status: change.status,
      paymentStatus: change.paymentStatus,
      updatedAt: sql`now()`,
      ...(change.keepHold ? {} : { holdExpiresAt: null }),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished under its lock`);
  return row;
}

export async function setPaymentStatus(tx: Db, orderId: number, paymentStatus: string): Promise<void> {
  await tx.update(orders).set({ paymentStatus, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

export async function insertOrderEvent(
  tx: Db,
  event: { orderId: number; status: OrderStatus; actor: string; note: string | null },
): Promise<void> {
  // clock_timestamp(): several changes in one transaction keep their real order in time.
  await tx.insert(orderEvents).values({ ...event, createdAt: sql`clock_timestamp()` });
}

/**
 * Puts every line's quantity back on its SKU's stock. The SKU rows are locked in id order first, the order
 * placeOrder takes them in, so a cancellation and an order being placed never wait on each other in a cycle.
 */
export async function restockOrder(tx: Db, orderId: number): Promise<void> {
  await tx.execute(lockSkusSql(sql`select sku_id from order_lines where order_id = ${orderId}`));
  // Units a refund already put back (issue 15) are not put back twice.
  await tx.execute(
    addStockSql(sql`select l.sku_id, (sum(l.qty) - coalesce(sum(back.qty), 0))::int as qty
      from order_lines l
      left join (select rl.order_line_id, sum(rl.qty)::int as qty from order_refund_lines rl
                   join order_refunds r on r.id = rl.refund_id and r.status = 'succeeded' and r.restock
                  group by rl.order_line_id) back on back.order_line_id = l.id
     where l.order_id = ${orderId} group by l.sku_id`),
  );
  await sendRestockAlerts(tx, sql`select sku_id from order_lines where order_id = ${orderId}`);
}

/** Frees the order's place in its delivery slot. */
export async function releaseSlot(tx: Db, deliveryDate: string, slot: string): Promise<void> {
  await tx.execute(sql`
    update slot_bookings set booked = greatest(booked - 1, 0)
     where delivery_date = ${deliveryDate} and slot = ${slot}`);
}

export interface SummaryRow {
  orderId: number;
  number: string;
  status: OrderStatus;
  paymentMethod: "cod" | "card";
  paymentStatus: string;
  total: number;
  itemCount: number;
  emirate: string;
  deliveryDate: string;
  deliverySlot: string;
  createdAt: Date | string;
  userId: number | null;
  name: string;
  email: string;
  mobile: string;
}

const summaryColumns = sql`o.id as "orderId", o.number, o.status, o.payment_method as "paymentMethod",
  o.payment_status as "paymentStatus", o.total_fils as total,
  (select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = o.id) as "itemCount",
  o.emirate, o.delivery_date::text as "deliveryDate", o.delivery_slot as "deliverySlot", o.created_at as "createdAt",
  o.user_id as "userId", o.name, o.email, o.mobile`;

const newestFirst = sql`o.created_at desc, o.id desc`;

/** A page of orders matching `where`, newest first unless told, and how many match in all. */
async function pageOf(db: Db, where: SQL, from: number, limit: number, orderBy: SQL = newestFirst) {
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${summaryColumns} from orders o where ${where}
      order by ${orderBy} limit ${limit} offset ${from * limit}`),
    db.execute(sql`select count(*)::int as n from orders o where ${where}`),
  ]);
  return { rows: rowsOf<SummaryRow>(rows), totalCount: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

export function listUserOrders(db: Db, userId: number, from: number, limit: number) {
  return pageOf(db, sql`o.user_id = ${userId}`, from, limit);
}

/** Staff search: the list's filters and order (orders.admin.filters.ts). */
export function searchOrders(db: Db, filter: AdminOrderFilter & { from: number; limit: number }) {
  return pageOf(db, adminOrderWhere(filter), filter.from, filter.limit, adminOrderOrder(filter));
}

/**
 * Card orders whose stock hold has run out, locked for this transaction; rows another instance is working on
 * are skipped (FOR UPDATE SKIP LOCKED), so every instance can run the expiry job.
 */
export async function lockExpiredHolds(tx: Db, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), sql`${orders.holdExpiresAt} < now()`))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Notes the order's PaymentIntent when placeOrder had not stored it yet (a webhook can come first). */
export async function attachPaymentIntent(tx: Db, orderId: number, paymentIntentId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentIntentId })
    .where(and(eq(orders.id, orderId), sql`${orders.paymentIntentId} is null`));
}

/**
 * DESIGN "checkout for guests": guest orders placed with a member's e-mail become theirs once that e-mail is
 * verified (the member from the users module's verifiedMemberSql). Answers how many were claimed.
 */
export async function claimGuestOrders(db: Db, userId: number): Promise<number> {
  const result = await db.execute(sql`
    update orders o set user_id = u.id, updated_at = now()
      from (${verifiedMemberSql(userId)}) u
     where o.user_id is null and lower(o.email) = lower(u.email)
    returning o.id`);
  return rowsOf(result).length;
}

/** The member's latest delivered order with a line of the product (any of its SKUs), or undefined (reviews). */
export async function latestDeliveredOrderWith(db: Db, userId: number, productId: number): Promise<number | undefined> {
  const result = await db.execute(sql`
    select o.id from orders o
     where o.user_id = ${userId} and o.status = 'delivered'
       and exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${productId})
     order by o.id desc limit 1`);
  const row = rowsOf<{ id: number }>(result)[0];
  return row ? Number(row.id) : undefined;
}

export interface DeliveredOrderRow {
  number: string;
  email: string;
  name: string;
  locale: string;
  products: Array<{ productId: number; name: string }>;
}

/** Orders still delivered whose delivery was recorded in [from, to), oldest first, with their products (reviews). */
export async function deliveredOrdersBetween(db: Db, from: Date, to: Date, limit = 500): Promise<DeliveredOrderRow[]> {
  const result = await db.execute(sql`
    select o.number, o.email, o.name, o.locale,
      (select json_agg(distinct jsonb_build_object('productId', l.product_id, 'name', l.name))
         from order_lines l where l.order_id = o.id) as products
      from orders o join order_events e on e.order_id = o.id and e.status = 'delivered'
     where o.status = 'delivered' and e.created_at >= ${from} and e.created_at < ${to}
     order by e.created_at, o.id limit ${limit}`);
  return rowsOf<DeliveredOrderRow>(result).map((row) => ({ ...row, products: row.products ?? [] }));
}
