import { loadStaffPage, StaffPage } from "../features/admin-staff";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import staffStyles from "../styles/admin-staff.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-staff";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: staffStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.staff.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN "Back office": staff accounts, for SUPER_ADMIN, ADMIN and HR (the staff area). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaffPage(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminStaffRoute({ loaderData }: Route.ComponentProps) {
  return <StaffPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
