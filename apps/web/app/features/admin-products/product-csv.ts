// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { AdminProductImportResponse } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";
import type { ProductListQuery } from "./product-list-query";

const PRODUCTS = "/api/v1/admin/products";

/** The CSV of what the list's filters show (sort and page do not apply); the browser downloads it with the session cookie. */
export function productExportHref(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== null) params.set("categoryId", String(query.category));
  if (query.status) params.set("status", query.status);
  if (query.stock) params.set("stock", query.stock);
  if (query.onSale) params.set("onSale", "true");
  const search = params.toString();
  return `${PRODUCTS}/export.csv${search ? `?${search}` : ""}`;
}

/** A dry run (nothing written) or the real import (all rows or none). */
export const importProducts = (csv: string, dryRun: boolean) =>
  memberCall(() => apiPost<AdminProductImportResponse>(`${PRODUCTS}/import`, { csv, dryRun }));
