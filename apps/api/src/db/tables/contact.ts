import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Contact messages (issue 14, DESIGN "contact"): the back office's inbox and the staff's e-mailed replies. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    mobile: text("mobile"),
    orderNumber: text("order_number"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** new, answered, closed. */
    status: text("status").notNull().default("new"),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_status_idx").on(t.status, t.createdAt.desc()),
    check("contact_messages_status_known", sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
);

/** A staff reply, sent by e-mail and kept with the message. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);
