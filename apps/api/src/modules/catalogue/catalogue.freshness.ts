import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";

/**
 * Staff changes reach every instance's catalogue caches at once: each back-office save bumps products.updated_at
 * in PostgreSQL (the one place all instances share), and every instance reads its latest value (one index read,
 * products_updated_idx) at most once per `intervalMs` before answering from its caches, clearing them when it
 * moved. Concurrent callers share one read; a failed read leaves the caches as they are (their TTL still holds).
 */
export function catalogueFreshness(db: Db, clear: () => void, intervalMs = 1_000): () => Promise<void> {
  let seen: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  async function check() {
    const [row] = rowsOf<{ latest: string | null }>(
      await db.execute(sql`select max(updated_at)::text as latest from products`),
    );
    const latest = row?.latest ?? "";
    if (seen !== undefined && latest !== seen) clear();
    seen = latest;
  }

  return () => {
    const now = Date.now();
    if (pending) return pending;
    if (now - checkedAt < intervalMs) return Promise.resolve();
    checkedAt = now;
    pending = check()
      .catch(() => {})
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
