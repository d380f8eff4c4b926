import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Rate limits shared by every instance. */

/**
 * Rate-limit hits per key (route and client address) and fixed window, shared by every instance
 * (apps/api/src/lib/rate-limit-store.ts); windows older than an hour are pruned.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);
