import { DiscountsPage, loadDiscountsPage } from "../features/admin-discounts";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import discountStyles from "../styles/admin-discounts.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-discounts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: discountStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.discounts.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN "Back office": discount codes, area commerce (ADMIN and SUPER_ADMIN edit, MANAGER views). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadDiscountsPage(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminDiscountsRoute({ loaderData }: Route.ComponentProps) {
  return <DiscountsPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
