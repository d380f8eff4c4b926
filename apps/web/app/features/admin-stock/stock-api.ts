// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { StockAdjustRequest, StockAdjustResponse, StockSku } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const STOCK = "/api/v1/admin/stock";

/** Adds the delta to the SKU's stock as it is now (never an overwrite); the answer is the SKU after it. */
export function adjustStock(change: StockAdjustRequest): Promise<StockAdjustResponse> {
  return memberCall(() => apiPost<StockAdjustResponse>(`${STOCK}/adjust`, change));
}

export async function setLowStockThreshold(skuId: number, threshold: number): Promise<StockSku> {
  const { sku } = await memberCall(() => apiPost<{ sku: StockSku }>(`${STOCK}/threshold`, { skuId, threshold }));
  return sku;
}

/** The count sheet (CSV) with product names in `lang`; the browser downloads it with the session cookie. */
export function countSheetHref(lang: string): string {
  return `${STOCK}/count-sheet.csv?lang=${encodeURIComponent(lang)}`;
}
