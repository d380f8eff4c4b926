import { CustomerPage, loadCustomer } from "../features/admin-customers";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import customersStyles from "../styles/admin-customers.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-customer";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: customersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.customers.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN "Back office": one customer (customers area); the actions only for the roles that may edit it. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { id: params.id, loaded: await loadCustomer(request, params.id) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminCustomerRoute({ loaderData }: Route.ComponentProps) {
  return <CustomerPage loaded={loaderData.loaded} id={loaderData.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
