import { AdminOrderPage, loadAdminOrder } from "../features/admin";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import adminOrdersStyles from "../styles/admin-orders.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-order";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: adminOrdersStyles },
];

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "admin.order.metaTitle", "admin.meta", { number: params.number ?? "" }),
    { name: "robots", content: "noindex" },
  ];
}

/** DESIGN: staff only; one order with its next statuses. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { number: params.number, loaded: await loadAdminOrder(request, params.number) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminOrderRoute({ loaderData }: Route.ComponentProps) {
  return <AdminOrderPage loaded={loaderData.loaded} number={loaderData.number} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
