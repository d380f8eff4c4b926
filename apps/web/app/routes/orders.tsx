import { AccountLoading } from "../features/account";
import { loadMyOrders, OrdersPage } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/orders";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "orders.title", "orders.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN: the order history is guarded (SPEC 2 guard in the browser, where the session is). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadMyOrders(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading />;
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
