import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "./rows";

/**
 * Staff changes reach every instance's caches at once (decision 0002, back-office addendum): a stamp of the
 * cached tables is read from PostgreSQL (the one place all instances share) at most once per `intervalMs` before
 * answering from the caches, which are cleared when it moved. `stamp` selects one text column named "stamp".
 * Concurrent callers share one read; a failed read leaves the caches as they are (their TTL still holds).
 */
export function freshness(db: Db, stamp: SQL, clear: () => void, intervalMs = 1_000): () => Promise<void> {
  let seen: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  async function check() {
    const [row] = rowsOf<{ stamp: string | null }>(await db.execute(stamp));
    const latest = row?.stamp ?? "";
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
