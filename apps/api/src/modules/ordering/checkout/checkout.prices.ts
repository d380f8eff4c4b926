import type { Db } from "../../../db/client";
import type { Line } from "./checkout.draft";
import { outOfStock } from "./checkout.errors";
import { loadSkus, orderSnapshot, type SkuRow } from "./checkout.repo";

/**
 * Reading prices: the SKUs an order or a quote is priced from, read without locks. writeOrder later takes the
 * stock only at these prices, so a change in between is caught there (docs/decisions/0007-checkout.md).
 */

/** The SKUs of a quote; an unknown SKU is OUT_OF_STOCK with nothing available. */
export async function readQuotePrices(db: Db, merged: readonly Line[], locale: string): Promise<Map<number, SkuRow>> {
  const rows = await loadSkus(
    db,
    merged.map((l) => l.skuId),
    locale,
  );
  const unknown = merged.filter((l) => !rows.has(l.skuId));
  if (unknown.length) {
    throw outOfStock(unknown.map((l) => ({ skuId: l.skuId, name: null, requested: l.qty, available: 0 })));
  }
  return rows;
}

/** The SKUs of an order and a new order id, in one statement (orderSnapshot). */
export function readOrderPrices(db: Db, lines: readonly Line[], locale: string) {
  return orderSnapshot(
    db,
    lines.map((l) => l.skuId),
    locale,
  );
}

/** The SKUs as they are now, for the last answer when every attempt found its stock taken. */
export function readSkusNow(db: Db, lines: readonly Line[], locale: string) {
  return loadSkus(
    db,
    lines.map((l) => l.skuId),
    locale,
  );
}
