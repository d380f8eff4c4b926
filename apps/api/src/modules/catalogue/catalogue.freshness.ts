import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { freshness } from "../../lib/freshness";

/**
 * The catalogue's caches follow staff changes on every instance (lib/freshness.ts): each back-office product save
 * bumps products.updated_at (one index read, products_updated_idx); a category save changes the categories
 * table, stamped by its row count and the sum of its rows' xmin (the transaction that last wrote each row: any
 * insert, update or delete moves it; a table of tens of rows, so the scan is cheap). An order or a restock that changes
 * what a page shows of a product's stock marks it in catalogue_stock_marks (migration 0033, decision 0025): a mark
 * is its transaction's start, and one that commits after a later-started one leaves the latest mark as it was, so
 * the stamp also sums the last minute's marks (catalogue_stock_marks_at_idx, the latest 1,000 at most).
 */
export function catalogueFreshness(db: Db, clear: () => void, intervalMs = 1_000): () => Promise<void> {
  const stamp = sql`select coalesce((select max(updated_at)::text from products), '') || '|' ||
    (select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from categories) || '|' ||
    coalesce((select max(marked_at)::text from catalogue_stock_marks), '') || ':' ||
    (select coalesce(sum(extract(epoch from m.marked_at)), 0)::text from (select marked_at from catalogue_stock_marks
      where marked_at > now() - interval '1 minute' order by marked_at desc limit 1000) m) as stamp`;
  return freshness(db, stamp, clear, intervalMs);
}
