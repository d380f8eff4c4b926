import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { freshnessCounts } from "./metrics/cache-stats";
import { rowsOf } from "./rows";

/**
 * Staff changes reach every instance's caches at once (decision 0002, back-office addendum): a stamp of the
 * cached tables is read from PostgreSQL (the one place all instances share) at most once per `intervalMs` before
 * answering from the caches, which are cleared when it moved. `stamp` selects one text column named "stamp".
 * Concurrent callers share one read; a failed read leaves the caches as they are (their TTL still holds). A caller
 * waits for the read at most `waitMs`: when PostgreSQL does not answer (an outage: connecting alone may take its 3 s
 * timeout), the request goes on with the caches instead of paying that timeout twice (here and in its own query).
 */
export function freshness(
  db: Db,
  stamp: SQL,
  clear: () => void,
  intervalMs = 1_000,
  waitMs = 250,
): () => Promise<void> {
  let seen: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  async function check() {
    const [row] = rowsOf<{ stamp: string | null }>(await db.execute(stamp));
    const latest = row?.stamp ?? "";
    freshnessCounts.checks++;
    if (seen !== undefined && latest !== seen) {
      freshnessCounts.clears++;
      clear();
    }
    seen = latest;
  }

  /** The shared read, or no longer than waitMs of it. */
  function atMostWaitMs(read: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
      timer.unref();
    });
    return Promise.race([read, waited]).finally(() => clearTimeout(timer));
  }

  return () => {
    const now = Date.now();
    if (pending) return atMostWaitMs(pending);
    if (now - checkedAt < intervalMs) return Promise.resolve();
    checkedAt = now;
    pending = check()
      .catch(() => {})
      .finally(() => {
        pending = undefined;
      });
    return atMostWaitMs(pending);
  };
}
