import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { createPeriodicJob, type PeriodicJob } from "../../../lib/periodic-job";
import { deleteOldKeys } from "./checkout.repo";

export interface KeyCleanupOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** Keys older than this are deleted (hours); default 24. */
  maxAgeHours?: number;
  /** How often to look for old keys (ms); default 10 minutes. */
  intervalMs?: number;
  /** Keys deleted per statement; default 1000. */
  batchSize?: number;
  /** Statements per pass at most (the rest waits for the next pass); default 50. */
  maxBatches?: number;
}

export type KeyCleanup = PeriodicJob;

/**
 * Deletes place-order idempotency keys (and the answers stored with them) once they are 24 hours old, in bounded
 * batches (each its own short statement, oldest first, skipping keys another instance is deleting), so the table
 * holds about a day of orders. A retry with a key that old places a new order.
 */
export function createKeyCleanup(options: KeyCleanupOptions): KeyCleanup {
  const { db, log } = options;
  const maxAgeHours = options.maxAgeHours ?? 24;
  const intervalMs = options.intervalMs ?? 10 * 60_000;
  const batchSize = options.batchSize ?? 1000;
  const maxBatches = options.maxBatches ?? 50;

  return createPeriodicJob({
    name: "idempotency keys: cleanup",
    intervalMs,
    log,
    async pass(stopped) {
      let total = 0;
      for (let batch = 0; batch < maxBatches && !stopped(); batch++) {
        const deleted = await deleteOldKeys(db, maxAgeHours, batchSize);
        total += deleted;
        if (deleted < batchSize) break;
      }
      if (total) log.info({ deleted: total, maxAgeHours }, "idempotency keys: deleted old keys");
      return total;
    },
  });
}
