import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { onlySkuChanged, ProductPage, productMeta } from "../features/product";
import type { ProductData } from "../features/product/index.server";
import { loadProduct } from "../features/product/index.server";
import { NotFoundPage, notFoundCategories } from "../features/search";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import type { Route } from "./+types/product";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return productMeta(matches, loaderData as ProductData | undefined);
}

/** /shop/product/{slug} and the SPEC 2 layout variants: one page, canonical at /shop/product/{slug}. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProduct(request, params.slug, languageFromRequest(request));
}

/** Choosing a size or colour only changes ?sku=: the page has all it needs already. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return onlySkuChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage
        titleKey="product.notFoundTitle"
        textKey="product.notFoundText"
        categories={notFoundCategories(error.data)}
      />
    );
  }
  return <ErrorPage error={error} />;
}
