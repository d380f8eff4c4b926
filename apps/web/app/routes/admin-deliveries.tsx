import { AdminDeliveriesPage } from "../features/admin-deliveries";
import { loadDeliveriesPage } from "../features/admin-deliveries/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import adminOrdersStyles from "../styles/admin-orders.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-deliveries";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: adminOrdersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.deliveries.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** DESIGN "Back office" (orders area): rendered and guarded on the server with the page request's session cookie. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadDeliveriesPage(request);
}

export default function AdminDeliveriesRoute({ loaderData }: Route.ComponentProps) {
  return <AdminDeliveriesPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
