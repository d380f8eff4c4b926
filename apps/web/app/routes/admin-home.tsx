import { AdminHomePage } from "../features/admin";
import { loadAdminHome } from "../features/admin/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-home";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** DESIGN "Back office": rendered and guarded on the server (a visitor goes to log in, a shopper is not allowed). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminHome(request, languageFromRequest(request));
}

export default function AdminHomeRoute({ loaderData }: Route.ComponentProps) {
  return <AdminHomePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
