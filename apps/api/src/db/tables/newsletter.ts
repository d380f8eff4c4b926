import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The newsletter (issue 14, DESIGN "newsletter"): double opt-in subscribers, single-use expiring tokens (stored
 * as hashes), and campaigns sent through the outbox.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** pending (waiting for the confirmation link), subscribed, unsubscribed. */
    status: text("status").notNull().default("pending"),
    /** footer, comingsoon, checkout. */
    source: text("source").notNull(),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_uq").on(t.email),
    index("newsletter_subscribers_status_idx").on(t.status, t.createdAt),
    check("newsletter_subscribers_status_known", sql`${t.status} in ('pending', 'subscribed', 'unsubscribed')`),
  ],
);

/** Links in newsletter e-mails: confirm (valid 7 days, single use) and unsubscribe (per e-mail sent). */
export const newsletterTokens = pgTable(
  "newsletter_tokens",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    /** sha256 of the token sent; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_tokens_hash_uq").on(t.tokenHash),
    check("newsletter_tokens_purpose_known", sql`${t.purpose} in ('confirm', 'unsubscribe')`),
  ],
);

/** A campaign: subject and Markdown body per language, sent to the subscribed at a bounded rate. */
export const newsletterCampaigns = pgTable("newsletter_campaigns", {
  id: serial("id").primaryKey(),
  subject: jsonb("subject").$type<{ en: string; fr?: string; ar?: string }>().notNull(),
  body: jsonb("body").$type<{ en: string; fr?: string; ar?: string }>().notNull(),
  /** draft, sending, sent. */
  status: text("status").notNull().default("draft"),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  recipients: integer("recipients").notNull().default(0),
});
