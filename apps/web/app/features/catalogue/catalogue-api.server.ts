import {
  type Category,
  catListResponseSchema,
  type Language,
  type ProductSearchRequest,
  type ProductSearchResponse,
  productSearchResponseSchema,
} from "@shop/shared";
import { apiGet, apiPost } from "../api/api-client";

/** POST /api/v1/displayproducts/search (SPEC 7). */
export function searchProducts(request: Request, body: ProductSearchRequest): Promise<ProductSearchResponse> {
  return apiPost("/api/v1/displayproducts/search", body, {
    request,
    schema: productSearchResponseSchema,
    signal: request.signal,
  });
}

/** GET /api/v1/home/cat-list, names translated for `lang`. */
export async function fetchCategories(request: Request, lang: Language): Promise<Category[]> {
  const data = await apiGet(`/api/v1/home/cat-list?lang=${lang}`, {
    request,
    schema: catListResponseSchema,
    signal: request.signal,
  });
  return data.categories;
}
