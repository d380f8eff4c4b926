import type { Language, StockAlertAddRequest, StockAlertDemandRequest, StockAlertDemandResponse } from "@shop/shared";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { enqueueMailsAt } from "../mail/mail.service";
import { productPathOf, type StockAlertMailJob } from "./catalogue.alerts.mail";
import { alertDemand, deleteAlertsOf, insertAlert, lockSkuForAlert, takeDueAlerts } from "./catalogue.alerts.repo";

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Every waiting alert of the SKUs `skuIds` selects (one column of SKU ids) whose SKU is back on sale becomes one
 * e-mail in the outbox and is marked notified, in the caller's transaction. Every stock increase calls it right
 * after the update: the back office's adjustment, a cancelled order's and a refund's restock.
 */
export async function sendRestockAlerts(tx: Db, skuIds: SQL): Promise<number> {
  const due = await takeDueAlerts(tx, skuIds);
  const notBefore = new Date();
  await enqueueMailsAt(
    tx,
    due.map((alert) => {
      const job: StockAlertMailJob = {
        template: "stockAlertBack",
        to: alert.email,
        locale: alert.locale,
        productName: alert.productName,
        potSize: alert.potSize,
        potColour: alert.potColour,
        path: productPathOf(alert.slug, alert.skuId),
      };
      return { job, notBefore };
    }),
  );
  return due.length;
}

/**
 * Back-in-stock alerts (issue 16): a visitor or member leaves an address on a sold-out SKU and is e-mailed once
 * when it is back. The answer is the same whether the address belongs to a member, already waits, or is new.
 */
export function createStockAlertService(db: Db) {
  return {
    async add(
      input: StockAlertAddRequest,
      who: { userId: number | null; locale: Language },
    ): Promise<Record<string, never>> {
      const email = normalise(input.email);
      await db.transaction(async (tx) => {
        const sku = await lockSkuForAlert(tx, input.skuId);
        if (!sku?.onSale) {
          throw new AppError("NOT_FOUND", "This product option is not on sale.", "Choose another option.", "skuId");
        }
        if (sku.stock > 0) {
          throw new AppError(
            "CONFLICT",
            "This product option is in stock now.",
            "Add it to the cart instead of asking for an alert.",
            "skuId",
          );
        }
        await insertAlert(tx, { skuId: input.skuId, email, locale: who.locale, userId: who.userId });
      });
      return {};
    },

    /** Back office: the demand per SKU (counts only, never the addresses). */
    async demand(request: StockAlertDemandRequest): Promise<StockAlertDemandResponse> {
      const { from, limit } = request;
      return alertDemand(db, { q: request.q || undefined, lang: request.lang ?? "en", offset: from * limit, limit });
    },

    /** Inside a customer's erasure (issue 15): the address's waiting and past alerts are forgotten. */
    forget: (tx: Db, email: string) => deleteAlertsOf(tx, normalise(email)),
  };
}
export type StockAlertService = ReturnType<typeof createStockAlertService>;
