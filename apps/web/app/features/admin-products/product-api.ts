// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { AdminProduct, AdminProductResponse, AdminProductValues } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const PRODUCTS = "/api/v1/admin/products";

async function productCall(action: string, body: unknown): Promise<AdminProduct> {
  const { product } = await memberCall(() => apiPost<AdminProductResponse>(`${PRODUCTS}/${action}`, body));
  return product;
}

/** A new product (its slug from the English name) or a save of `id` read at `version` (CONFLICT when stale). */
export function saveProduct(
  values: AdminProductValues,
  saved: { id: number; version: number } | null,
): Promise<AdminProduct> {
  return saved ? productCall("update", { ...values, ...saved }) : productCall("create", values);
}

/** duplicate (a draft copy), archive (out of the shop), restore (back on sale). */
export function productLifecycle(
  action: "duplicate" | "archive" | "restore",
  saved: { id: number; version: number },
): Promise<AdminProduct> {
  return productCall(action, saved);
}
