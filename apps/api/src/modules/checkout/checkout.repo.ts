import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { orderEvents, orderLines, orders } from "../../db/schema";
import { rowsOf } from "../../lib/rows";
import { MAIL_KIND } from "../mail/mail.repo";
import { readSettings } from "../settings/settings.repo";

/** All SQL of placing an order: SKUs and stock, the member's cart lines, orders and idempotency keys. */

/** A list of whole numbers as one int[] parameter. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

export interface SkuRow {
  skuId: number;
  productId: number;
  code: string;
  potSize: string | null;
  potColour: string | null;
  price: number;
  discount: number;
  stock: number;
  /** The SKU and its product are on sale. */
  active: boolean;
  name: string;
}

/** SKUs by id with their current price, stock and product name in the locale (English when missing). */
export async function loadSkus(db: Db, ids: number[], locale: string): Promise<Map<number, SkuRow>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    select s.id as "skuId", s.product_id as "productId", s.code, s.pot_size as "potSize", s.pot_colour as "potColour",
           s.price_fils as price, s.discount_pct as discount, s.stock, (s.is_active and p.is_active) as active,
           coalesce(t.name, en.name, p.slug) as name
      from skus s
      join products p on p.id = s.product_id
      left join product_translations t on t.product_id = p.id and t.locale = ${locale}
      left join product_translations en on en.product_id = p.id and en.locale = 'en'
     where s.id = any(${intArray(ids)})`);
  return new Map(rowsOf<SkuRow>(result).map((r) => [r.skuId, r]));
}

export type TakenSku = Omit<SkuRow, "active">;

/**
 * One conditional decrement of a SKU's stock: stock never goes below zero and concurrent orders queue on the
 * row. Answers the SKU as it is after the decrement (its current price, the product's name in the locale).
 */
const decrement = (skuId: number, qty: number, locale: string, onlyIf = sql`true`) => sql`
  update skus set stock = stock - ${qty}
   where id = ${skuId} and stock >= ${qty} and is_active
     and exists (select 1 from products p where p.id = skus.product_id and p.is_active) and ${onlyIf}
  returning id as "skuId", product_id as "productId", code, pot_size as "potSize", pot_colour as "potColour",
            price_fils as price, discount_pct as discount, stock,
            coalesce((select t.name from product_translations t
                       where t.product_id = skus.product_id and t.locale in (${locale}, 'en')
                       order by t.locale = ${locale} desc limit 1), code) as name`;

/** Takes qty units of a SKU, or null when it is withdrawn or has fewer than qty in stock (nothing taken). */
export async function takeStock(tx: Db, skuId: number, qty: number, locale: string): Promise<TakenSku | null> {
  return rowsOf<TakenSku>(await tx.execute(decrement(skuId, qty, locale)))[0] ?? null;
}

/** The member's cart lines, locked against a concurrent edit until the order's transaction ends. */
export async function lockCartLines(
  tx: Db,
  userId: number,
): Promise<Array<{ cartId: number; skuId: number; qty: number }>> {
  const result = await tx.execute(sql`
    select id as "cartId", sku_id as "skuId", qty from cart_items where user_id = ${userId} order by id for update`);
  return rowsOf(result);
}

/** Unlocked read of the member's cart (quotes). */
export async function readCartLines(db: Db, userId: number): Promise<Array<{ skuId: number; qty: number }>> {
  const result = await db.execute(
    sql`select sku_id as "skuId", qty from cart_items where user_id = ${userId} order by id`,
  );
  return rowsOf(result);
}

// --- Idempotency ---

export type Claim = { claimed: false } | { claimed: true; orderId: number; first: TakenSku | null };

/**
 * Claims an idempotency key for this transaction, draws the order's id and takes the stock of the first line
 * (the lowest SKU id), in one statement. A concurrent claim of the same key waits here until the first commits
 * (then `claimed: false`: read the stored answer) or rolls back (then this one claims it). `first` is null when
 * that line cannot be taken.
 */
export async function claimKey(
  tx: Db,
  key: string,
  requestHash: string,
  firstLine: { skuId: number; qty: number } | undefined,
  locale: string,
): Promise<Claim> {
  const take = firstLine
    ? decrement(firstLine.skuId, firstLine.qty, locale, sql`exists (select 1 from k)`)
    : sql`select * from skus where false`;
  const result = await tx.execute(sql`
    with k as (
      insert into idempotency_keys (key, request_hash) values (${key}, ${requestHash})
      on conflict (key) do nothing
      returning nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id),
    s as (${take})
    select k.order_id as "orderId", to_jsonb(s) as first from k left join s on true`);
  const row = rowsOf<{ orderId: number; first: TakenSku | null }>(result)[0];
  return row ? { claimed: true, orderId: row.orderId, first: firstLine ? row.first : null } : { claimed: false };
}

export async function readKey(
  tx: Db,
  key: string,
): Promise<{ requestHash: string; orderId: number | null; response: unknown } | null> {
  const result = await tx.execute(sql`
    select request_hash as "requestHash", order_id as "orderId", response from idempotency_keys where key = ${key}`);
  return rowsOf<{ requestHash: string; orderId: number | null; response: unknown }>(result)[0] ?? null;
}

// --- Orders ---

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface NewOrderRows {
  /** The id drawn by claimKey, the number, and the time of the order. */
  order: Omit<NewOrder, "updatedAt"> & { id: number; createdAt: Date };
  lines: Array<Omit<typeof orderLines.$inferInsert, "id" | "orderId">>;
  event: { status: string; actor: string; note: string | null };
  /** The confirmation e-mail: the outbox row enqueueMail (mail module) writes, with the same kind and payload. */
  mail: unknown;
  /** The member's cart lines ordered, deleted with the order. */
  cartIds: number[];
  userId: number | null;
  /** The delivery slot booked for the order, under its capacity. */
  slot: { date: string; slot: string; capacity: number };
  /** The answer stored under the idempotency key. */
  answer: { key: string; response: unknown };
}

/**
 * Writes a placed order in one statement (a transaction's round trips are what queue behind each other on a busy
 * machine, while its stock rows stay locked): the order, its lines, its first event, its confirmation e-mail in
 * the outbox, the deletion of the ordered cart lines, the booking of the delivery slot (a conditional increment
 * under the capacity; concurrent bookings of one slot queue on its row) and the answer under the idempotency key.
 * `written` false: the order number is taken (nothing written; draw another). `booked` false: the slot is full
 * (the caller rolls back).
 */
export async function writeOrder(tx: Db, rows: NewOrderRows): Promise<{ written: boolean; booked: boolean }> {
  const o = rows.order;
  const at = o.createdAt.toISOString();
  const result = await tx.execute(sql`
    with o as (
      insert into orders (id, number, user_id, email, mobile, name, locale, address, emirate, delivery_date,
        delivery_slot, payment_method, payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils,
        vat_fils, hold_expires_at, created_at, updated_at)
      values (${o.id}, ${o.number}, ${o.userId ?? null}, ${o.email}, ${o.mobile}, ${o.name}, ${o.locale ?? "en"},
        ${JSON.stringify(o.address)}::jsonb, ${o.emirate}, ${o.deliveryDate}, ${o.deliverySlot}, ${o.paymentMethod},
        ${o.paymentStatus ?? "unpaid"}, ${o.status}, ${o.itemsFils}, ${o.deliveryFils}, ${o.codFeeFils ?? 0},
        ${o.totalFils}, ${o.vatFils}, ${o.holdExpiresAt?.toISOString() ?? null}::timestamptz, ${at}::timestamptz,
        ${at}::timestamptz)
      on conflict (number) do nothing
      returning id),
    l as (
      insert into order_lines (order_id, sku_id, product_id, name, sku_code, options, unit_price_fils, discount_pct,
        unit_net_fils, qty, line_total_fils, vat_fils)
      select o.id, x."skuId", x."productId", x.name, x."skuCode", x.options, x."unitPriceFils", x."discountPct",
             x."unitNetFils", x.qty, x."lineTotalFils", x."vatFils"
        from o cross join jsonb_to_recordset(${JSON.stringify(rows.lines)}::jsonb) as x("skuId" int,
          "productId" int, name text, "skuCode" text, options jsonb, "unitPriceFils" int, "discountPct" int,
          "unitNetFils" int, qty int, "lineTotalFils" int, "vatFils" int)
      returning 1),
    e as (
      insert into order_events (order_id, status, actor, note, created_at)
      select o.id, ${rows.event.status}, ${rows.event.actor}, ${rows.event.note}, ${at}::timestamptz from o),
    m as (
      insert into outbox (kind, payload) select ${MAIL_KIND}, ${JSON.stringify(rows.mail)}::jsonb from o),
    c as (
      delete from cart_items
       where user_id = ${rows.userId} and id = any(${intArray(rows.cartIds)}) and exists (select 1 from o)),
    b as (
      insert into slot_bookings (delivery_date, slot, booked)
      select ${rows.slot.date}::date, ${rows.slot.slot}, 1 where ${rows.slot.capacity}::int > 0 and exists (select 1 from o)
      on conflict (delivery_date, slot) do update set booked = slot_bookings.booked + 1
        where slot_bookings.booked < ${rows.slot.capacity}::int
      returning 1),
    a as (
      update idempotency_keys set order_id = ${o.id}, response = ${JSON.stringify(rows.answer.response)}::jsonb
       where key = ${rows.answer.key} and exists (select 1 from o) and exists (select 1 from b))
    select (select count(*) from o)::int as written, (select count(*) from b)::int as booked,
           (select count(*) from l)::int as lines`);
  const row = rowsOf<{ written: number; booked: number; lines: number }>(result)[0];
  if (row?.written && row.lines !== rows.lines.length) {
    throw new Error(`order ${o.number}: ${row.lines} of ${rows.lines.length} lines written`);
  }
  return { written: Boolean(row?.written), booked: Boolean(row?.booked) };
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

/** The "shop" setting's invoice details (TRN, address, contacts) as stored, or undefined. */
export async function readShopSetting(db: Db): Promise<unknown> {
  return (await readSettings(db, ["shop"])).get("shop");
}
