import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { orderLines, orders } from "../../../db/schema";
import { runPrepared } from "../../../lib/prepared";
import { rowsOf } from "../../../lib/rows";
import { clearCartLinesSql } from "../../cart/cart.sql";
import { lockWantedSkusSql, type OrderSkuRow, orderSkusSql, takeWantedStockSql } from "../../catalogue/catalogue.sql";
import { enqueueMailSql } from "../../mail/mail.sql";
import type { OrderConfirmationMail } from "./checkout.mail";

/**
 * All SQL of placing an order: orders, lines, events, slot bookings and idempotency keys. The SKUs' prices and
 * stock, the outbox row and the deletion of the member's cart lines are the catalogue, mail and cart modules'
 * statements (their *.sql.ts), embedded here.
 * The statements of placing an order have a fixed text (only their parameters vary) and run as named prepared
 * statements on PostgreSQL (runPrepared): planned once per connection, not on every order.
 */

/** A list of whole numbers as one int[] parameter. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

/** A SKU as an order is priced from it (the catalogue's orderSkusSql). */
export type SkuRow = OrderSkuRow;

/** SKUs by id with their current price, stock and product name in the locale (English when missing). */
export async function loadSkus(db: Db, ids: number[], locale: string): Promise<Map<number, SkuRow>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    ${orderSkusSql(locale, sql`= any(${intArray(ids)})`)}`);
  return new Map(rowsOf<SkuRow>(result).map((r) => [r.skuId, r]));
}

/**
 * What an order is priced from, read without locks in one statement: the SKUs as loadSkus answers them, and a
 * new order id (a sequence value; one that ends up unused leaves a gap, as a rolled-back insert would). writeOrder
 * then takes the stock only if price, discount and activity are still these.
 * A named prepared statement per list length rounded up to a power of two (the list padded with its last id):
 * with `id = any($1)` PostgreSQL guesses 10 rows for the generic plan, never chose it, and planned the join over
 * products and its partial indexes on every order (0.5 ms, ten times the execution); with one parameter per id the
 * generic plan is as good as a custom one and is kept after five runs.
 */
export async function orderSnapshot(
  db: Db,
  ids: number[],
  locale: string,
): Promise<{ orderId: number; skus: Map<number, SkuRow> }> {
  const size = 2 ** Math.ceil(Math.log2(Math.max(1, ids.length)));
  const padded = Array.from({ length: size }, (_, i) => Math.trunc(ids[Math.min(i, ids.length - 1)] ?? 0));
  const list = sql.join(
    padded.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await runPrepared<SkuRow & { orderId: number }>(
    db,
    `checkout_snapshot_${size}`,
    sql`
    with n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as "orderId")
    select n."orderId", x.* from n left join (
      ${orderSkusSql(locale, sql`in (${list})`)}) x on true`,
  );
  const orderId = Number(rows[0]?.orderId);
  const skus = new Map<number, SkuRow>();
  for (const { orderId: _id, ...row } of rows) if (row.skuId !== null) skus.set(row.skuId, row);
  return { orderId, skus };
}

// --- Idempotency ---

/**
 * Whether the key is free, in a transaction the caller rolls back: the claim waits for a concurrent request with
 * the same key until it commits (false: answer its order) or rolls back (true). For answers that take nothing
 * (PRICE_CHANGED, OUT_OF_STOCK, an empty cart), which a retry of an order already placed must not get.
 */
export async function keyIsFree(tx: Db, key: string, requestHash: string): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into idempotency_keys (key, request_hash) values (${key}, ${requestHash})
    on conflict (key) do nothing returning 1`);
  return rowsOf(result).length > 0;
}

export async function readKey(
  tx: Db,
  key: string,
): Promise<{ requestHash: string; orderId: number | null; response: unknown } | null> {
  const result = await tx.execute(sql`
    select request_hash as "requestHash", order_id as "orderId", response from idempotency_keys where key = ${key}`);
  return rowsOf<{ requestHash: string; orderId: number | null; response: unknown }>(result)[0] ?? null;
}

/**
 * Deletes up to `limit` keys older than `hours`, oldest first; answers how many. Keys other instances are deleting
 * are skipped. A retry after that long is a new order (the shop's answer to it is long gone from the client).
 */
export async function deleteOldKeys(db: Db, hours: number, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from idempotency_keys where key in (
      select key from idempotency_keys where created_at < now() - make_interval(hours => ${hours}::int)
       order by created_at limit ${limit}::int for update skip locked)
    returning 1`);
  return rowsOf(result).length;
}

// --- Orders ---

export type NewOrder = typeof orders.$inferInsert;

export interface NewOrderRows {
  /** The id from orderSnapshot, the number, and the time of the order. */
  order: Omit<NewOrder, "updatedAt"> & { id: number; createdAt: Date };
  /** The stock to take, one line per SKU in ascending id, at the price and discount the order was priced at. */
  take: Array<{ skuId: number; qty: number; price: number; discount: number }>;
  lines: Array<Omit<typeof orderLines.$inferInsert, "id" | "orderId">>;
  event: { status: string; actor: string; note: string | null };
  /** The confirmation e-mail, written to the outbox by the mail module's statement. */
  mail: OrderConfirmationMail;
  /** The member's cart lines ordered (with the quantities read), deleted with the order. */
  cart: Array<{ cartId: number; qty: number }>;
  userId: number | null;
  /** The delivery slot booked for the order, under its capacity. */
  slot: { date: string; slot: string; capacity: number };
  /** The idempotency key, claimed with the answer stored under it. */
  key: { key: string; requestHash: string; response: unknown };
}

/** What writeOrder did (see there). */
export type WriteOutcome = "placed" | "stock" | "slot" | "taken";

/** writeOrder wrote nothing because the order number was taken or the cart changed since it was read. */
export class OrderAborted extends Error {
  constructor(readonly reason: "number" | "cart") {
    super(`placing the order was aborted: ${reason}`);
  }
}

/** The reason of checkout_abort (migration 0008) in a driver error or its causes. */
function abortReasonOf(error: unknown): "number" | "cart" | "key" | undefined {
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const match = /checkout_abort: (number|cart|key)\b/.exec(String(e.message));
    if (match) return match[1] as "number" | "cart" | "key";
  }
  return undefined;
}

/**
 * Places an order in one statement, which is its own transaction: no BEGIN and COMMIT round trips (on a busy
 * machine a transaction's round trips are what queue behind each other) and every lock is held only while the
 * statement runs. Step by step, each only when the one before succeeded:
 * 1. the SKUs are locked in ascending id (FOR UPDATE in an ordered subquery, so concurrent orders never deadlock
 *    on them), each only if it has the quantity in stock, is on sale and still has the price and discount the
 *    order was priced at (a sold-out SKU is skipped without waiting for its lock);
 * 2. the delivery slot is booked (a conditional increment under its capacity; bookings of one slot queue on its
 *    row);
 * 3. the idempotency key is claimed with the answer stored under it (a concurrent claim of the same key waits
 *    until this one commits, then finds it taken, or rolls back, then claims it);
 * 4. the stock is taken (it never goes below zero), then the order, its lines, its first event, its confirmation
 *    e-mail (mail module's statement) and the deletion of the ordered cart lines (cart module's statement).
 * Outcomes: "placed"; "stock" (nothing written) a line is short, withdrawn or repriced since it was read; "slot"
 * (nothing written) the slot is full; "taken" (nothing kept) the key holds an order already. Throws OrderAborted
 * (nothing kept) when the order number was taken or the member's cart changed since it was read: try again.
 * Only the rare outcomes after the claim ("taken", OrderAborted) undo the statement with checkout_abort (an error,
 * migration 0008); a short line or a full slot writes nothing in the first place.
 */
export async function writeOrder(db: Db, rows: NewOrderRows): Promise<WriteOutcome> {
  const o = rows.order;
  const at = o.createdAt.toISOString();
  const wrote = sql`exists (select 1 from o)`;
  const query = sql`
    with w as (
      select x."skuId", x.qty, x.price, x.discount
        from jsonb_to_recordset(${JSON.stringify(rows.take)}::jsonb) as x("skuId" int, qty int, price int, discount int)),
    locked as materialized (${lockWantedSkusSql(sql`w`)}),
    b as (
      insert into slot_bookings (delivery_date, slot, booked)
      select ${rows.slot.date}::date, ${rows.slot.slot}::text, 1
       where ${rows.slot.capacity}::int > 0 and (select count(*) from locked) = ${rows.take.length}::int
      on conflict (delivery_date, slot) do update set booked = slot_bookings.booked + 1
        where slot_bookings.booked < ${rows.slot.capacity}::int
      returning 1),
    k as (
      insert into idempotency_keys (key, request_hash, order_id, response)
      select ${rows.key.key}::text, ${rows.key.requestHash}::text, ${o.id}::int,
             ${JSON.stringify(rows.key.response)}::jsonb
       where exists (select 1 from b)
      on conflict (key) do nothing
      returning 1),
    d as (${takeWantedStockSql(sql`w`, sql`locked`, sql`exists (select 1 from k)`)}),
    o as (
      insert into orders (id, number, user_id, email, mobile, name, locale, address, emirate, delivery_date,
        delivery_slot, payment_method, payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils,
        vat_fils, hold_expires_at, created_at, updated_at, gift, discount_fils, discount_code)
      select ${o.id}::int, ${o.number}, ${o.userId ?? null}::int, ${o.email}, ${o.mobile}, ${o.name}, ${o.locale ?? "en"},
        ${JSON.stringify(o.address)}::jsonb, ${o.emirate}, ${o.deliveryDate}::date, ${o.deliverySlot},
        ${o.paymentMethod}, ${o.paymentStatus ?? "unpaid"}, ${o.status}, ${o.itemsFils}::int, ${o.deliveryFils}::int,
        ${o.codFeeFils ?? 0}::int, ${o.totalFils}::int, ${o.vatFils}::int,
        ${o.holdExpiresAt?.toISOString() ?? null}::timestamptz, ${at}::timestamptz, ${at}::timestamptz,
        ${o.gift ? JSON.stringify(o.gift) : null}::jsonb, ${o.discountFils ?? 0}::int, ${o.discountCode ?? null}::text
       where (select count(*) from d) = ${rows.take.length}::int
      on conflict (number) do nothing
      returning id),
    l as (
      insert into order_lines (order_id, sku_id, product_id, name, sku_code, options, unit_price_fils, discount_pct,
        unit_net_fils, qty, line_total_fils, code_discount_fils, vat_fils)
      select o.id, x."skuId", x."productId", x.name, x."skuCode", x.options, x."unitPriceFils", x."discountPct",
             x."unitNetFils", x.qty, x."lineTotalFils", coalesce(x."codeDiscountFils", 0), x."vatFils"
        from o cross join jsonb_to_recordset(${JSON.stringify(rows.lines)}::jsonb) as x("skuId" int,
          "productId" int, name text, "skuCode" text, options jsonb, "unitPriceFils" int, "discountPct" int,
          "unitNetFils" int, qty int, "lineTotalFils" int, "codeDiscountFils" int, "vatFils" int)
      returning 1),
    e as (
      insert into order_events (order_id, status, actor, note, created_at)
      select o.id, ${rows.event.status}::text, ${rows.event.actor}::text, ${rows.event.note}::text, ${at}::timestamptz
        from o),
    m as (${enqueueMailSql(rows.mail, wrote)}),
    c as (${clearCartLinesSql(rows.userId, rows.cart, wrote)}),
    r as (
      select (select count(*) from locked) as locked, (select count(*) from b) as booked,
             (select count(*) from k) as claimed, (select count(*) from d) as taken, (select count(*) from o) as written,
             (select count(*) from l) as lines, (select count(*) from c) as cleared)
    select r.locked::int as locked, r.booked::int as booked,
           case when r.booked = 0 then 0
                when r.claimed = 0 then checkout_abort('key')
                when r.taken < ${rows.take.length}::int then checkout_abort('stock')
                when r.written = 0 then checkout_abort('number')
                when r.lines <> ${rows.lines.length}::int then checkout_abort('lines')
                when r.cleared <> ${rows.cart.length}::int then checkout_abort('cart')
                else 0 end as aborted
      from r`;
  try {
    const [row] = await runPrepared<{ locked: number; booked: number }>(db, "checkout_write_order", query);
    if (Number(row?.locked) < rows.take.length) return "stock";
    if (!row?.booked) return "slot";
    return "placed";
  } catch (error) {
    const reason = abortReasonOf(error);
    if (reason === "key") return "taken";
    if (reason) throw new OrderAborted(reason);
    throw error;
  }
}

/** Records the card payment's PaymentIntent on the order (once). */
export async function setPaymentIntent(db: Db, orderId: number, paymentIntentId: string): Promise<void> {
  await db.execute(sql`
    update orders set payment_intent_id = ${paymentIntentId}, updated_at = now()
     where id = ${orderId} and payment_intent_id is distinct from ${paymentIntentId}`);
}

export async function orderPayment(
  db: Db,
  orderId: number,
): Promise<{ status: string; paymentIntentId: string | null; holdExpiresAt: Date | null } | null> {
  const result = await db.execute(sql`
    select status, payment_intent_id as "paymentIntentId", hold_expires_at as "holdExpiresAt" from orders
     where id = ${orderId}`);
  return rowsOf<{ status: string; paymentIntentId: string | null; holdExpiresAt: Date | null }>(result)[0] ?? null;
}
