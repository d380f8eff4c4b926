import { AdminAuditPage } from "../features/admin-audit";
import { loadAuditPage } from "../features/admin-audit/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-audit";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.audit.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/**
 * DESIGN "Back office": rendered and guarded on the server with the page request's session cookie; a visitor
 * goes to the login page, a role without the audit area (a manager) sees "not allowed".
 */
/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  return loadAuditPage(request);
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AdminAuditPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
