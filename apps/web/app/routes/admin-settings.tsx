import { AdminSettingsPage, loadAdminSettings, staffCall } from "../features/admin";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import settingsStyles from "../styles/admin-settings.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-settings";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: settingsStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.settings.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN: staff only (ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_MANAGER); shop details, payments, currencies, delivery. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { loaded: await staffCall(request, loadAdminSettings) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminSettingsPage loaded={loaderData.loaded} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
