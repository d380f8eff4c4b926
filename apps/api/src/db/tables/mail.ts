import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** E-mail: the outbox drained by every instance, and the mail kept for the development viewer. */

/**
 * Work to do after a commit (e-mails), written in the same transaction as the change and drained by any
 * instance with FOR UPDATE SKIP LOCKED, with retries and backoff.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Random part of the row's Message-ID, fixed at enqueue, so a resend carries the same Message-ID. */
    messageKey: uuid("message_key").notNull().defaultRandom(),
    /** A send may have gone out without being marked sent (crash, lost database): never guess a second time. */
    sendInDoubt: boolean("send_in_doubt").notNull().default(false),
  },
  // Due rows and expired leases of rows being sent (status 'sending') are what the drainer looks for.
  (t) => [index("outbox_due_idx").on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`)],
);

/** Mail "sent" by the embedded setup (no SMTP configured), shown by the development mail viewer. */
export const mailMessages = pgTable("mail_messages", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
