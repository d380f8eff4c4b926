import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { skus } from "./catalogue";

/**
 * Every change of a SKU's stock made by staff, as a delta with its reason (never an overwrite, so a sale at the
 * same moment is never lost). Sales and cancellations are the order lines' and events' (ordering), not rows here.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    /** The stock right after the change. */
    stockAfter: integer("stock_after").notNull(),
    note: text("note"),
    actorId: integer("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_sku_idx").on(t.skuId, t.createdAt.desc()),
    check("stock_movements_reason_known", sql`${t.reason} in ('received', 'damaged', 'counted', 'returned')`),
  ],
);
