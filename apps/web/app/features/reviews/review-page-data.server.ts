import { type Language, type ReviewSearchResponse, reviewSearchResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { productPath } from "../catalogue";
import { fetchProductPage, searchProducts } from "../catalogue/index.server";
import { reviewSearchBody } from "./reviews-api";

/** The first page of a product's approved reviews for its page and JSON-LD; null when none or not loaded. */
export async function loadFirstReviews(
  request: Request,
  product: { productId: number; reviewCount: number },
): Promise<ReviewSearchResponse | null> {
  if (product.reviewCount === 0) return null;
  const body = reviewSearchBody(product.productId, { from: 0, sort: "newest" });
  return apiPost("/api/v1/reviews/search", body, {
    request,
    signal: request.signal,
    schema: reviewSearchResponseSchema,
  }).catch(() => null);
}

export interface ReviewPageData {
  product: { productId: number; name: string; href: string; image: string | null } | null;
}

type Shown = { productId: number; name: string; slug: string; images: Array<{ src: string }> };
const toShown = (product: Shown): ReviewPageData["product"] => ({
  productId: product.productId,
  name: product.name,
  href: productPath(product.slug),
  image: product.images[0]?.src ?? null,
});

/** An order line's product by id (?productId=, the order page's links: order lines carry no slug). */
async function productById(request: Request, id: number, lang: Language): Promise<ReviewPageData> {
  const { products } = await searchProducts(request, {
    filtercriteria: [{ filterBy: "productIds", filterValues: [String(id)], filtercond: "equal" }],
    lang,
  });
  const [product] = products;
  return { product: product ? toShown(product) : null };
}

/**
 * /pages/review?product=<slug> (or ?productId=<id>): the product to review (null: none named, or unknown).
 */
export async function loadReviewPage(request: Request, lang: Language): Promise<ReviewPageData> {
  const params = new URL(request.url).searchParams;
  const id = Number(params.get("productId"));
  if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) return productById(request, id, lang);
  const slug = (params.get("product") ?? "").trim();
  if (!slug || slug.length > 200) return { product: null };
  try {
    const { product } = await fetchProductPage(request, slug, lang);
    return { product: toShown(product) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { product: null };
    throw error;
  }
}
