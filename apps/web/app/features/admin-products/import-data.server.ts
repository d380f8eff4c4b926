import { adminProductListResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { type ProductListQuery, productListQuery, productListRequest } from "./product-list-query";

export interface ProductImportData {
  /** The list's filters the page was opened with: the export downloads what they show. */
  query: ProductListQuery;
  loaded: StaffLoaded<{ matching: number }>;
}

/** /admin/products/import on the server: how many products the filters show, guarded by the API's role table. */
export async function loadProductImport(request: Request): Promise<ProductImportData> {
  const query = productListQuery(new URL(request.url).searchParams);
  const loaded = await staffCallOnServer(request, async () => {
    const list = await apiPost(
      "/api/v1/admin/products/search",
      { ...productListRequest({ ...query, page: 1 }), limit: 1, exactCount: true },
      { request, signal: request.signal, schema: adminProductListResponseSchema },
    );
    return { matching: list.totalCount };
  });
  return { query, loaded };
}
