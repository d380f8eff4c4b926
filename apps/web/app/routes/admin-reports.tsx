import { AdminReportsPage } from "../features/admin-reports";
import { loadReportsPage } from "../features/admin-reports/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-reports";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.reports.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/**
 * DESIGN "Back office": rendered and guarded on the server with the page request's session cookie; a visitor
 * goes to the login page, a role outside the "commerce" area (HR) sees "not allowed".
 */
/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  return loadReportsPage(request);
}

export default function AdminReportsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminReportsPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
