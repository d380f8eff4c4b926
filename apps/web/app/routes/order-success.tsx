import { placedOrder } from "../features/checkout";
import { loadSuccessData, OrderSuccessPage, PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/order-success";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "orders.success.crumb", "orders.success.meta"), { name: "robots", content: "noindex" }];
}

/** The order is in this browser (a guest's, kept at checkout) or in the account: loaded here, not on the server. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadSuccessData(new URL(request.url), placedOrder);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="orders.loading" />;
}

export default function OrderSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
