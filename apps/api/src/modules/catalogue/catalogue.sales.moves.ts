import type { Sale } from "@shop/shared";
import type { Db } from "../../db/client";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { bumpProductVersions } from "./catalogue.prices.repo";
import { lockSkuDiscounts, markSales, setSkuDiscounts } from "./catalogue.sales.repo";

/** The actor of the sale job's audit entries: the system (no staff id; the role says so). */
export const SYSTEM_ACTOR: AuditActor = { id: 0, role: "SYSTEM" };

const saleFacts = (sale: Sale) => ({
  saleId: sale.saleId,
  skuId: sale.skuId,
  code: sale.code,
  startsAt: sale.startsAt,
  endsAt: sale.endsAt,
});

/**
 * Starts locked sales: each SKU's discount now is remembered in the sale and the sale's discount set; each
 * product's version moves on (open edit pages and every instance's caches see it); one audit entry per sale.
 */
export async function startLockedSales(tx: Db, sales: Sale[], actor: AuditActor, recordAudit: RecordAudit) {
  if (!sales.length) return;
  const current = await lockSkuDiscounts(
    tx,
    sales.map((s) => s.skuId),
  );
  const started = sales.map((s) => ({ ...s, previous: current.get(s.skuId) ?? 0 }));
  await setSkuDiscounts(
    tx,
    started.map((s) => ({ skuId: s.skuId, discount: s.discount })),
  );
  await markSales(tx, started, "running");
  await bumpProductVersions(tx, [...new Set(sales.map((s) => s.productId))]);
  for (const sale of started) {
    await recordAudit(tx, actor, {
      action: "product.sale.start",
      entity: "product",
      entityId: String(sale.productId),
      before: { ...saleFacts(sale), discount: sale.previous },
      after: { ...saleFacts(sale), discount: sale.discount, state: "running" },
    });
  }
}

/**
 * Ends locked running sales (`ended` when due, `cancelled` by staff): the discount before each one is put back,
 * unless staff changed the SKU's discount during the sale (theirs is kept). Versions and audit as at the start.
 */
export async function endLockedSales(
  tx: Db,
  sales: Sale[],
  state: "ended" | "cancelled",
  actor: AuditActor,
  recordAudit: RecordAudit,
) {
  if (!sales.length) return;
  const current = await lockSkuDiscounts(
    tx,
    sales.map((s) => s.skuId),
  );
  const ended = sales.map((s) => {
    const now = current.get(s.skuId) ?? s.discount;
    return { ...s, now, after: now === s.discount ? (s.previousDiscount ?? 0) : now };
  });
  await setSkuDiscounts(
    tx,
    ended.map((s) => ({ skuId: s.skuId, discount: s.after })),
  );
  await markSales(tx, ended, state);
  await bumpProductVersions(tx, [...new Set(sales.map((s) => s.productId))]);
  for (const sale of ended) {
    await recordAudit(tx, actor, {
      action: state === "ended" ? "product.sale.end" : "product.sale.cancel",
      entity: "product",
      entityId: String(sale.productId),
      before: { ...saleFacts(sale), discount: sale.now, state: "running" },
      after: { ...saleFacts(sale), discount: sale.after, state },
    });
  }
}
