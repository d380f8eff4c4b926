import { AdminStockPage } from "../features/admin-stock";
import { loadStockPage } from "../features/admin-stock/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-stock";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.stock.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/**
 * DESIGN "Back office": rendered and guarded on the server with the page request's session cookie; a visitor
 * goes to the login page, a role without the catalogue area sees "not allowed".
 */
/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  return loadStockPage(request, languageFromRequest(request));
}

export default function AdminStockRoute({ loaderData }: Route.ComponentProps) {
  return <AdminStockPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
