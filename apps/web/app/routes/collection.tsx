import { isRouteErrorResponse } from "react-router";
import { QuickAddButton } from "../features/cart";
import { type CardProduct, CollectionView, collectionMeta } from "../features/catalogue";
import type { CollectionData } from "../features/catalogue/index.server";
import { loadCollection } from "../features/catalogue/index.server";
import { CompareBar, cardCompareToggle } from "../features/compare";
import { NotFoundPage, notFoundCategories } from "../features/search";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import collectionStyles from "../styles/collection.css?url";
import filterStyles from "../styles/filters.css?url";
import type { Route } from "./+types/collection";

/** Under each card: quick add (issue 16) and add to compare. */
const cardActions = (product: CardProduct) => (
  <>
    <QuickAddButton product={product} />
    {cardCompareToggle(product)}
  </>
);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: collectionStyles },
  { rel: "stylesheet", href: filterStyles },
];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return collectionMeta(matches, loaderData as CollectionData | undefined);
}

/** /shop/collection/{left|right|no}/sidebar and /infinitescroll: filters, sort and page all in the query. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadCollection(request, languageFromRequest(request));
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  return <CollectionView data={loaderData} compareBar={<CompareBar />} cardActions={cardActions} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage categories={notFoundCategories(error.data)} />;
  }
  return <ErrorPage error={error} />;
}
