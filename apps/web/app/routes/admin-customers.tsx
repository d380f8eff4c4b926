import { CustomersPage, loadCustomers } from "../features/admin-customers";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import customersStyles from "../styles/admin-customers.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-customers";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: customersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.customers.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN "Back office": the customers area (SUPER_ADMIN, ADMIN; MANAGER views); guarded by the API. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCustomers(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminCustomersRoute({ loaderData }: Route.ComponentProps) {
  return <CustomersPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
