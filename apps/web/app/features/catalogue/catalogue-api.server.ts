import {
  type Category,
  catListResponseSchema,
  type Language,
  type ProductFacetedSearchResponse,
  type ProductPageResponse,
  type ProductSearchRequest,
  type ProductSearchResponse,
  productFacetedSearchResponseSchema,
  productPageResponseSchema,
  productSearchResponseSchema,
} from "@shop/shared";
import { apiGet, apiPost } from "../../lib/api/api-client";

/** POST /api/v1/displayproducts/search (SPEC 7). */
export function searchProducts(request: Request, body: ProductSearchRequest): Promise<ProductSearchResponse> {
  return apiPost("/api/v1/displayproducts/search", body, {
    request,
    schema: productSearchResponseSchema,
    signal: request.signal,
  });
}

/** The same call when the page needs the facet counts too. */
export function searchWithFacets(request: Request, body: ProductSearchRequest): Promise<ProductFacetedSearchResponse> {
  return apiPost("/api/v1/displayproducts/search", body, {
    request,
    schema: productFacetedSearchResponseSchema,
    signal: request.signal,
  });
}

/** POST /api/v1/displayproducts/product: one product page by slug (NOT_FOUND, 404, for an unknown slug). */
export function fetchProductPage(request: Request, slug: string, lang: Language): Promise<ProductPageResponse> {
  return apiPost(
    "/api/v1/displayproducts/product",
    { slug, lang },
    { request, schema: productPageResponseSchema, signal: request.signal },
  );
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
