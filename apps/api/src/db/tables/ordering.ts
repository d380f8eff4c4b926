import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
    /** The discount code's reduction of the items (issue 16), VAT-inclusive fils; 0 when none. */
    discountFils: integer("discount_fils").notNull().default(0),
    /** The code as the shop stores it (upper-case), or null. */
    discountCode: text("discount_code"),
    /** "This is a gift" (issue 16): { message, recipientName, recipientMobile }; null when not a gift. */
    gift: jsonb("gift"),
    /** The sum of the order's refunds (order_refunds), VAT-inclusive; 0 when none. */
    refundedFils: integer("refunded_fils").notNull().default(0),
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
    // The back office's order list by delivery date and emirate; reports by the day an order was placed.
    index("orders_date_emirate_idx").on(t.deliveryDate, t.emirate),
    // Covering (INCLUDE status, emirate, payment_method, total_fils, vat_fils): migration 0023.
    index("orders_created_idx").on(t.createdAt),
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
    /** unitNet x qty: before the discount code. */
    lineTotalFils: integer("line_total_fils").notNull(),
    /** This line's share of the order's discount code (issue 16); the line is charged line_total - this. */
    codeDiscountFils: integer("code_discount_fils").notNull().default(0),
    /** VAT part of what the line is charged (line_total - code_discount). */
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
    /** status (a move to `status`), or what else changed: delivery (address, date, slot), refund, note. */
    kind: text("kind").notNull().default("status"),
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

/** Staff's internal notes on an order: never shown to the shopper. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.id)],
);

/**
 * A refund of an order, whole or some lines: through the payment provider for a card order (provider_refund_id),
 * recorded for cash on delivery. Money in fils, VAT-inclusive; vat_fils is the VAT part of amount_fils.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountFils: integer("amount_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    /** The delivery charge and cash-on-delivery fee refunded with it (part of amount_fils). */
    chargesFils: integer("charges_fils").notNull().default(0),
    /** card (through the provider) or recorded (cash on delivery, paid back by hand). */
    method: text("method").notNull(),
    /** pending (asked of the provider), succeeded, failed. */
    status: text("status").notNull(),
    providerRefundId: text("provider_refund_id"),
    reason: text("reason"),
    restock: boolean("restock").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    index("order_refunds_created_idx").on(t.createdAt),
    uniqueIndex("order_refunds_provider_uq").on(t.providerRefundId),
    check("order_refunds_amount_positive", sql`${t.amountFils} > 0`),
    check("order_refunds_method_known", sql`${t.method} in ('card', 'recorded')`),
    check("order_refunds_status_known", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** The lines (and how many of each) a refund covers. */
export const orderRefundLines = pgTable(
  "order_refund_lines",
  {
    refundId: integer("refund_id")
      .notNull()
      .references(() => orderRefunds.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    amountFils: integer("amount_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    index("order_refund_lines_line_idx").on(t.orderLineId),
    check("order_refund_lines_qty_positive", sql`${t.qty} > 0`),
  ],
);
