import {
  type AdminProductListResponse,
  type AdminProductResponse,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  type Category,
  catListResponseSchema,
  type Language,
} from "@shop/shared";
import { apiGet, apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { type ProductListQuery, productListQuery, productListRequest } from "./product-list-query";

const PRODUCTS = "/api/v1/admin/products";

export interface ProductListData {
  query: ProductListQuery;
  loaded: StaffLoaded<{ list: AdminProductListResponse; categories: Category[] }>;
}

/** The categories of the filter and the form, in the page's language; none when the call fails (the list still works). */
async function categoriesFor(request: Request, lang: Language): Promise<Category[]> {
  try {
    const answer = await apiGet(`/api/v1/home/cat-list?lang=${lang}`, {
      request,
      signal: request.signal,
      schema: catListResponseSchema,
    });
    return answer.categories;
  } catch {
    return [];
  }
}

/** /admin/products on the server: the API's role table decides (a visitor logs in, a shopper is not allowed). */
export async function loadProductList(request: Request, lang: Language): Promise<ProductListData> {
  const query = productListQuery(new URL(request.url).searchParams);
  const loaded = await staffCallOnServer(request, async () => {
    const [list, categories] = await Promise.all([
      apiPost(`${PRODUCTS}/search`, productListRequest(query), {
        request,
        signal: request.signal,
        schema: adminProductListResponseSchema,
      }),
      categoriesFor(request, lang),
    ]);
    return { list, categories };
  });
  return { query, loaded };
}

export interface ProductEditData {
  loaded: StaffLoaded<{ product: AdminProductResponse["product"] | null; categories: Category[] }>;
}

/**
 * /admin/products/new and /admin/products/:id on the server. A new product still asks the API (the first page
 * of the list) so that the role is checked on the server before the form is shown.
 */
export async function loadProductEdit(request: Request, lang: Language, id: number | null): Promise<ProductEditData> {
  const opts = { request, signal: request.signal };
  const loaded = await staffCallOnServer(request, async () => {
    const [product, categories] = await Promise.all([
      id === null
        ? apiPost(`${PRODUCTS}/search`, { limit: 1 }, { ...opts, schema: adminProductListResponseSchema }).then(
            () => null,
          )
        : apiPost(`${PRODUCTS}/detail`, { id }, { ...opts, schema: adminProductResponseSchema }).then(
            (answer) => answer.product,
          ),
      categoriesFor(request, lang),
    ]);
    return { product, categories };
  });
  return { loaded };
}
