import type { Sale } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { createPeriodicJob, type PeriodicJob } from "../../lib/periodic-job";
import type { RecordAudit } from "../audit/audit.service";
import { endLockedSales, SYSTEM_ACTOR, startLockedSales } from "./catalogue.sales.moves";
import { claimDueSales, markSales } from "./catalogue.sales.repo";

declare module "fastify" {
  interface FastifyInstance {
    /** The sale job of this instance (tests run its passes themselves). */
    catalogueSales: SaleJob;
  }
}

export type SaleJob = PeriodicJob;

export interface SaleJobOptions {
  db: Db;
  /** The catalogue service's local cache clear; other instances follow the products' bumped versions. */
  catalogue: { invalidate(): void };
  recordAudit: RecordAudit;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** How often to look for due starts and ends (ms). */
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Starts and ends scheduled sales when due (issue 13 "Prices"): every price reader keeps reading
 * skus.discount_pct, which this job sets at a sale's start and puts back at its end. Each batch is one
 * transaction claiming its sales with FOR UPDATE SKIP LOCKED, so every instance may run the job and no sale is
 * applied twice. Ends go first, so a SKU's next sale starts from the discount its last one put back.
 */
export function createSaleJob(options: SaleJobOptions): SaleJob {
  const { db, catalogue, recordAudit, log } = options;
  const intervalMs = options.intervalMs ?? 20_000;
  const batchSize = options.batchSize ?? 50;

  async function batch(due: "start" | "end"): Promise<number> {
    return db.transaction(async (tx) => {
      const sales = await claimDueSales(tx, due, batchSize);
      if (due === "start") {
        await startLockedSales(tx, sales, SYSTEM_ACTOR, recordAudit);
        return sales.length;
      }
      const running = sales.filter((s) => s.state === "running");
      await endLockedSales(tx, running, "ended", SYSTEM_ACTOR, recordAudit);
      await endMissed(
        tx,
        sales.filter((s) => s.state === "scheduled"),
      );
      return sales.length;
    });
  }

  /** Scheduled sales whose window passed while no job ran: ended without touching the SKU. */
  async function endMissed(tx: Db, missed: Sale[]) {
    await markSales(tx, missed, "ended");
    for (const sale of missed) {
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: "product.sale.missed",
        entity: "product",
        entityId: String(sale.productId),
        before: { saleId: sale.saleId, code: sale.code, state: "scheduled" },
        after: { saleId: sale.saleId, code: sale.code, state: "ended", endsAt: sale.endsAt },
      });
    }
  }

  return createPeriodicJob({
    name: "sale job",
    intervalMs,
    log,
    async pass(stopped) {
      let total = 0;
      for (const due of ["end", "start"] as const) {
        // At least one batch each, even after stop() (a test's runOnce); then until a batch is short.
        for (let round = 0; round < 50; round++) {
          const moved = await batch(due);
          total += moved;
          if (moved) catalogue.invalidate();
          if (moved < batchSize || stopped()) break;
        }
      }
      if (total) log.info({ sales: total }, "sale job: started or ended sales");
      return total;
    },
  });
}
