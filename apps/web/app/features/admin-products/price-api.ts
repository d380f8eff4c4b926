// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { BulkPriceApply, BulkPriceRequest, BulkPriceResponse, Sale, SaleListResponse } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const PRICES = "/api/v1/admin/products/prices";

/** Each SKU's price and discount before and after the change; nothing is saved. */
export function previewPrices(request: BulkPriceRequest): Promise<BulkPriceResponse> {
  return memberCall(() => apiPost<BulkPriceResponse>(`${PRICES}/preview`, request));
}

/**
 * The change itself: every SKU or none (the server refuses it whole when a price would leave its range, and with
 * CONFLICT when a SKU changed since the preview whose fingerprint goes with it).
 */
export function applyPrices(request: BulkPriceApply): Promise<BulkPriceResponse> {
  return memberCall(() => apiPost<BulkPriceResponse>(`${PRICES}/apply`, request));
}

/** A product's sales: scheduled and running soonest first, then the last ones that ended. */
export async function listSales(productId: number): Promise<Sale[]> {
  return (await memberCall(() => apiPost<SaleListResponse>(`${PRICES}/sales`, { productId }))).sales;
}

/** Cancels a scheduled sale, or ends a running one now (the SKU's discount before it comes back). */
export async function cancelSale(saleId: number): Promise<Sale> {
  return (await memberCall(() => apiPost<{ sale: Sale }>(`${PRICES}/sales/cancel`, { saleId }))).sale;
}
