import { AdminOrdersPage, loadAdminOrders } from "../features/admin";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import adminOrdersStyles from "../styles/admin-orders.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-orders";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: adminOrdersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.orders.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN: the back office is guarded and for staff only (ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_MANAGER). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdminOrders(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <AdminOrdersPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
