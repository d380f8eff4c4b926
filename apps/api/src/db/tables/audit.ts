import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The back office's audit log: every staff write, who, when, what, before and after (audit module). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member (users.id; their name and e-mail come from the users service when shown). */
    actorId: integer("actor_id").notNull(),
    actorRole: text("actor_role").notNull(),
    /** What was done: "product.update", "order.transition", "settings.delivery"... */
    action: text("action").notNull(),
    /** The kind and id of what it was done to: "product" / "42". */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** The product the write concerns (its SKUs, pictures, prices and stock too): a product's whole history. */
    productId: integer("product_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at.desc()),
    index("audit_log_product_idx").on(t.productId, t.at.desc(), t.id.desc()).where(sql`${t.productId} is not null`),
  ],
);
