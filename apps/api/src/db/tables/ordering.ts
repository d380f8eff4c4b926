import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { skus } from "./catalogue";

/** Orders and everything of their life: lines, events, idempotency keys, payment events, slot bookings. */

/**
 * An order. Money in fils, VAT-inclusive; every figure is computed by the server and frozen here. The
 * address and contact are copied, so later edits of the address book never change a placed order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Readable order number, e.g. BST-4K7P-2Q9D. */
    number: text("number").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    name: text("name").notNull(),
    locale: text("locale").notNull().default("en"),
    address: jsonb("address").notNull(),
    emirate: text("emirate").notNull(),
    deliveryDate: date("delivery_date").notNull(),
    deliverySlot: text("delivery_slot").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    status: text("status").notNull(),
    itemsFils: integer("items_fils").notNull(),
    deliveryFils: integer("delivery_fils").notNull(),
    codFeeFils: integer("cod_fee_fils").notNull().default(0),
    totalFils: integer("total_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    /** A card order holds its stock until this time; then the hold is released and the order cancelled. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paymentIntentId: text("payment_intent_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_uq").on(t.number),
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_idx").on(t.status, t.createdAt.desc()),
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
    index("orders_slot_idx").on(t.deliveryDate, t.deliverySlot),
    index("orders_hold_idx").on(t.holdExpiresAt).where(sql`hold_expires_at is not null`),
    uniqueIndex("orders_payment_intent_uq").on(t.paymentIntentId),
  ],
);

/** One line of an order: what was bought at which price, copied at the time of the order. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id),
    productId: integer("product_id").notNull(),
    name: text("name").notNull(),
    skuCode: text("sku_code").notNull(),
    options: jsonb("options").notNull(),
    unitPriceFils: integer("unit_price_fils").notNull(),
    discountPct: integer("discount_pct").notNull().default(0),
    /** Price of one after the discount, VAT-inclusive. */
    unitNetFils: integer("unit_net_fils").notNull(),
    qty: integer("qty").notNull(),
    lineTotalFils: integer("line_total_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    // A SKU's sales in the back office's stock history (catalogue, through ordering.sql.ts).
    index("order_lines_sku_idx").on(t.skuId),
  ],
);

/** Every change of an order's state: when, who, and a note; shown as the timeline. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** Place-order idempotency: the first answer for a key is kept and returned for every retry. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Keys are kept 24 hours; the checkout module's cleanup deletes the oldest first.
  (t) => [index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** Webhook events already handled (Stripe event id): each is processed once. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Orders booked per delivery date and slot; a conditional increment enforces the slot's capacity. */
export const slotBookings = pgTable(
  "slot_bookings",
  {
    deliveryDate: date("delivery_date").notNull(),
    slot: text("slot").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deliveryDate, t.slot] })],
);
