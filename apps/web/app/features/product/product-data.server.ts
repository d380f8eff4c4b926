import type { Language } from "@shop/shared";
import { data, redirect } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { languageFromQuery } from "../../shell/i18n/request-language";
import { publicOrigin } from "../../shell/seo/public-origin.server";
import { pageLinks } from "../../shell/seo/seo-links";
import { productPath, toCardProduct } from "../catalogue";
import { fetchProductPage, loadPopularCategories } from "../catalogue/index.server";
import { loadFirstReviews } from "../reviews/index.server";
import { defaultSku } from "./sku-select";

/** Thrown for an unknown slug: the route answers 404 with its not-found page (search and popular categories). */
async function notFound(request: Request, lang: Language, slug: string): Promise<never> {
  throw data({ slug, categories: await loadPopularCategories(request, lang) }, { status: 404 });
}

/**
 * A product page (a former slug answers 301 to the current one): the product (by slug, in the shopper's language), related products, category breadcrumbs,
 * the SKU in ?sku= (or the first in stock), and the canonical and hreflang links.
 */
export async function loadProduct(request: Request, slug: string, lang: Language) {
  const clean = slug.trim();
  if (!clean || clean.length > 200) await notFound(request, lang, slug);
  let page: Awaited<ReturnType<typeof fetchProductPage>>;
  try {
    page = await fetchProductPage(request, clean, lang);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await notFound(request, lang, clean);
    throw error;
  }
  const url = new URL(request.url);
  // A former slug (staff renamed the product): 301 to its page, keeping ?sku= and ?lang=.
  if (page.redirectTo) throw redirect(`${productPath(page.redirectTo)}${url.search}`, 301);
  const origin = publicOrigin(request);
  const requested = Number(url.searchParams.get("sku"));
  // Approved reviews only (issue 14): asked for only when the product has some.
  const reviews = await loadFirstReviews(request, page.product);
  return {
    product: page.product,
    reviews,
    related: page.related.map(toCardProduct),
    breadcrumbs: page.breadcrumbs,
    origin,
    links: pageLinks(origin, productPath(page.product.slug), languageFromQuery(request.url)),
    initialSkuId: defaultSku(page.product.skus, Number.isSafeInteger(requested) ? requested : null)?.skuId ?? null,
  };
}

export type ProductData = Awaited<ReturnType<typeof loadProduct>>;
