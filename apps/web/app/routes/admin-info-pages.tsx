import { AdminPagesPage } from "../features/admin-pages";
import { loadPagesAdmin } from "../features/admin-pages/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/admin-info-pages";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.pages.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** DESIGN "Back office": rendered and guarded on the server (catalogue area). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadPagesAdmin(request);
}

export default function AdminInfoPagesRoute({ loaderData }: Route.ComponentProps) {
  return <AdminPagesPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
