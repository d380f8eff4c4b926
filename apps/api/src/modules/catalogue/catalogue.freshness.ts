import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { freshness } from "../../lib/freshness";

/**
 * The catalogue's caches follow staff changes on every instance (lib/freshness.ts): each back-office product save
 * bumps products.updated_at (one index read, products_updated_idx); a category save changes the categories
 * table, stamped by its row count and the sum of its rows' xmin (the transaction that last wrote each row: any
 * insert, update or delete moves it; a table of tens of rows, so the scan is cheap).
 */
export function catalogueFreshness(db: Db, clear: () => void, intervalMs = 1_000): () => Promise<void> {
  const stamp = sql`select coalesce((select max(updated_at)::text from products), '') || '|' ||
    (select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from categories) as stamp`;
  return freshness(db, stamp, clear, intervalMs);
}
