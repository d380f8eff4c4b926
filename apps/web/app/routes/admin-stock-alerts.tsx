import { AdminStockAlertsPage } from "../features/admin-stock-alerts";
import { loadStockAlertsPage } from "../features/admin-stock-alerts/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-stock-alerts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.stockAlerts.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Issue 16: the back-in-stock demand, guarded on the server (catalogue area, view). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadStockAlertsPage(request, languageFromRequest(request));
}

export default function AdminStockAlertsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminStockAlertsPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
