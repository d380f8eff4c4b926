import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { categories, skus } from "./catalogue";
import { orders } from "./ordering";

/** Conversion (issue 16): discount codes and their redemptions (ordering), back-in-stock alerts (catalogue). */

/**
 * A staff-made discount code (DESIGN "discount codes"). `code` is stored upper-cased and trimmed, so codes are
 * case-insensitive. `used` is incremented by a conditional UPDATE in the order's transaction (never above
 * usage_limit, also under concurrency); an order that gives its use back (cancelled before payment, hold expired)
 * decrements it and deletes its redemption.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    /** percent (value 1-100) or fixed (value in fils, VAT-inclusive). */
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    /** The eligible items' subtotal (before the code) must reach this, in fils; 0 for none. */
    minSubtotalFils: integer("min_subtotal_fils").notNull().default(0),
    /** Only lines of this category (and its sub-categories) are discounted; null for the whole order's items. */
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Total uses allowed; null for no limit. */
    usageLimit: integer("usage_limit"),
    /** Uses per shopper (account, or e-mail for guests); null for no limit. */
    perCustomerLimit: integer("per_customer_limit"),
    used: integer("used").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_uq").on(t.code),
    check("discount_codes_kind_known", sql`${t.kind} in ('percent', 'fixed')`),
    check("discount_codes_value_range", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      "discount_codes_used_within",
      sql`${t.used} >= 0 and (${t.usageLimit} is null or ${t.used} <= ${t.usageLimit})`,
    ),
  ],
);

/** One use of a code by one order; per-shopper limits count these (by account, else by lower-cased e-mail). */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial("id").primaryKey(),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    discountFils: integer("discount_fils").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_order_uq").on(t.orderId),
    index("discount_redemptions_code_email_idx").on(t.codeId, t.email),
    index("discount_redemptions_code_user_idx").on(t.codeId, t.userId),
  ],
);

/**
 * "E-mail me when available" on a sold-out SKU. When the SKU's stock goes from 0 to more, every waiting alert of
 * it gets one e-mail through the outbox (in `locale`) and `notified_at` is set in the same transaction.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: serial("id").primaryKey(),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    locale: text("locale").notNull().default("en"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    // One waiting alert per SKU and address; a notified one may be followed by a new subscription.
    uniqueIndex("stock_alerts_waiting_uq").on(t.skuId, t.email).where(sql`notified_at is null`),
    index("stock_alerts_email_idx").on(t.email),
  ],
);
