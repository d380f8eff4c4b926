import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { createPeriodicJob, type PeriodicJob } from "../../../lib/periodic-job";
import { lockExpiredHolds, type OrderRow } from "./orders.repo";
import { afterMoveCommitted, moveLockedOrder, type TransitionContext } from "./orders.transitions";

export interface HoldExpiryOptions {
  db: Db;
  transitions: TransitionContext;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** How often to look for expired holds (ms). */
  intervalMs?: number;
  batchSize?: number;
}

export type HoldExpiry = PeriodicJob;

export const HOLD_EXPIRY_NOTE = "The card payment was not completed in time, so the order was cancelled.";

/**
 * Cancels card orders still pending payment after their hold ran out, putting their stock and delivery slot
 * back. Batches are claimed with FOR UPDATE SKIP LOCKED, so every instance can run the job at once, and an order
 * being paid right now (its row locked by the webhook) is left for the next pass.
 */
export function createHoldExpiry(options: HoldExpiryOptions): HoldExpiry {
  const { db, transitions, log } = options;
  const intervalMs = options.intervalMs ?? 30_000;
  const batchSize = options.batchSize ?? 20;

  async function batch(): Promise<OrderRow[]> {
    return db.transaction(async (tx) => {
      const expired = await lockExpiredHolds(tx, batchSize);
      const cancelled: OrderRow[] = [];
      for (const order of expired) {
        const move = { to: "cancelled" as const, actor: "system" as const, note: HOLD_EXPIRY_NOTE };
        cancelled.push(await moveLockedOrder(tx, order, move, transitions));
      }
      return cancelled;
    });
  }

  return createPeriodicJob({
    name: "hold expiry",
    intervalMs,
    log,
    async pass(stopped) {
      let total = 0;
      for (let round = 0; round < 50 && !stopped(); round++) {
        const cancelled = await batch();
        total += cancelled.length;
        for (const order of cancelled) await afterMoveCommitted(order, transitions);
        if (cancelled.length < batchSize) break;
      }
      if (total) log.info({ cancelled: total }, "hold expiry: cancelled unpaid card orders");
      return total;
    },
  });
}
