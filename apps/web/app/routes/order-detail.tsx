import { AccountLoading } from "../features/account";
import { loadMyOrder, OrderDetailPage } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/order-detail";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "orders.detailMeta", "orders.meta", { number: params.number ?? "" }),
    { name: "robots", content: "noindex" },
  ];
}

/** DESIGN: guarded; one of the member's own orders (NOT_FOUND for any other number). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadMyOrder(request, params.number);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading />;
}

export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  return <OrderDetailPage loaded={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
