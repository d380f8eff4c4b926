import type { Product, ProductListResponse, Sku } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { type ProductSnapshot, toProductSnapshot } from "../catalogue";

export interface FreshSku {
  product: ProductSnapshot;
  sku: Sku;
}

/** The most products one searchonlyproducts call returns. */
const MAX_IDS = 100;

/**
 * Current price and stock for lines kept in this browser (a visitor's snapshot may be days old). A SKU
 * whose product is no longer listed, or that the product no longer has, counts as sold out.
 */
export function freshSkus(
  lines: ReadonlyArray<{ skuId: number; product: ProductSnapshot; sku: Sku }>,
  products: readonly Product[],
  asked: ReadonlySet<number>,
): Map<number, FreshSku> {
  const bySku = new Map<number, FreshSku>();
  for (const product of products) {
    const snapshot = toProductSnapshot(product);
    for (const sku of product.skus) bySku.set(sku.skuId, { product: snapshot, sku });
  }
  const out = new Map<number, FreshSku>();
  for (const line of lines) {
    if (!asked.has(line.product.productId)) continue;
    out.set(line.skuId, bySku.get(line.skuId) ?? { product: line.product, sku: { ...line.sku, stock: 0 } });
  }
  return out;
}

/** The distinct product ids to ask for (at most one call's worth). */
export function productIdsOf(lines: ReadonlyArray<{ product: { productId: number } }>): number[] {
  return [...new Set(lines.map((line) => line.product.productId))].slice(0, MAX_IDS);
}

/** displayproducts/searchonlyproducts by id (SPEC 5: filterBy productIds, condition equal). */
export async function fetchProducts(ids: readonly number[], lang: string, signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return [];
  const answer = await apiPost<ProductListResponse>(
    "/api/v1/displayproducts/searchonlyproducts",
    {
      filtercriteria: [{ filterBy: "productIds", filterValues: ids, filtercond: "equal" }],
      paginationpayload: { from: 0, limit: MAX_IDS },
      lang,
    },
    { signal, headers: { "x-ignore-loading-bar": "1" } },
  );
  return answer.products;
}
