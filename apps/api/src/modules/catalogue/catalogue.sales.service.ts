import {
  type Sale,
  type SaleCancelRequest,
  type SaleListRequest,
  type SaleListResponse,
  type SaleWindow,
  saleWindowProblem,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { endLockedSales } from "./catalogue.sales.moves";
import { insertSales, listSales, lockSale, markSales, overlappingSaleCodes } from "./catalogue.sales.repo";

const windowMessages = {
  endBeforeStart: ["The sale must end after it starts.", "Choose a later end."],
  endPast: ["The sale's end has passed already.", "Choose an end in the future."],
  startPast: ["The sale's start is too far in the past.", "Choose a start from now on."],
  tooFar: ["The sale ends more than a year from now.", "Choose an end within a year."],
} as const;

/** The window as instants, or VALIDATION_FAILED naming window.startsAt or window.endsAt. */
export function checkedWindow(window: SaleWindow, now = Date.now()): { start: Date; end: Date } {
  const problem = saleWindowProblem(window, now);
  if (problem) {
    const [message, suggestion] = windowMessages[problem.problem];
    throw new AppError("VALIDATION_FAILED", message, suggestion, problem.field);
  }
  return { start: new Date(window.startsAt), end: new Date(window.endsAt) };
}

/** CONFLICT naming the SKU codes that already have a scheduled or running sale in the window. */
export async function refuseOverlaps(db: Db, skuIds: number[], window: { start: Date; end: Date }) {
  const codes = await overlappingSaleCodes(db, skuIds, window.start, window.end);
  if (codes.length) {
    const shown = codes.slice(0, 20).join(", ") + (codes.length > 20 ? ` (+${codes.length - 20})` : "");
    throw new AppError(
      "CONFLICT",
      `These SKUs already have a sale at that time: ${shown}.`,
      "Cancel their sale first, or choose another window.",
      "window",
    );
  }
}

interface ScheduledSku {
  productId: number;
  skuId: number;
  code: string;
  /** The discount it has now. */
  discount: number;
}

/**
 * Schedules a sale of `discount` on the locked SKUs (overlaps refused by the caller). A window that has begun
 * starts at once: the sales are written running, each remembering the SKU's discount, which the caller sets.
 * One audit entry per product.
 */
export async function scheduleSales(
  tx: Db,
  actor: AuditActor,
  recordAudit: RecordAudit,
  skus: ScheduledSku[],
  discount: number,
  window: { start: Date; end: Date },
): Promise<{ startsNow: boolean }> {
  const now = new Date();
  const startsNow = window.start <= now;
  const start = startsNow ? now : window.start;
  const ids = await insertSales(
    tx,
    skus.map((s) => ({ skuId: s.skuId, previous: startsNow ? s.discount : null })),
    { discount, start, end: window.end, state: startsNow ? "running" : "scheduled", actorId: actor.id },
  );
  const productIds = [...new Set(skus.map((s) => s.productId))];
  for (const productId of productIds) {
    const mine = skus.map((s, i) => ({ ...s, saleId: ids[i]! })).filter((s) => s.productId === productId);
    await recordAudit(tx, actor, {
      action: "product.sale.schedule",
      entity: "product",
      entityId: String(productId),
      before: { skus: mine.map((s) => ({ skuId: s.skuId, code: s.code, discount: s.discount })) },
      after: {
        discount,
        startsAt: start.toISOString(),
        endsAt: window.end.toISOString(),
        state: startsNow ? "running" : "scheduled",
        sales: mine.map((s) => ({ saleId: s.saleId, skuId: s.skuId, code: s.code })),
      },
    });
  }
  return { startsNow };
}

/** The back office's list and cancel of scheduled sales. */
export function createSaleService(db: Db, catalogue: { invalidate(): void }, recordAudit: RecordAudit) {
  return {
    list: async (request: SaleListRequest): Promise<SaleListResponse> => ({ sales: await listSales(db, request) }),

    /** A scheduled sale is cancelled; a running one ends now with the discount before it put back. */
    async cancel(actor: AuditActor, { saleId }: SaleCancelRequest): Promise<{ sale: Sale }> {
      const result = await db.transaction(async (tx) => {
        const sale = await lockSale(tx, saleId);
        if (!sale) throw new AppError("NOT_FOUND", "There is no such sale.", "Reload the product.", "saleId");
        if (sale.state === "ended" || sale.state === "cancelled") {
          throw new AppError("CONFLICT", "This sale is over already.", "Reload the product.", "saleId");
        }
        if (sale.state === "running") {
          await endLockedSales(tx, [sale], "cancelled", actor, recordAudit);
        } else {
          await markSales(tx, [sale], "cancelled");
          await recordAudit(tx, actor, {
            action: "product.sale.cancel",
            entity: "product",
            entityId: String(sale.productId),
            before: { saleId, code: sale.code, discount: sale.discount, state: "scheduled" },
            after: { saleId, code: sale.code, discount: sale.discount, state: "cancelled" },
          });
        }
        return (await lockSale(tx, saleId))!;
      });
      catalogue.invalidate();
      return { sale: result };
    },
  };
}
export type SaleService = ReturnType<typeof createSaleService>;
