import { AdminPageEditorPage } from "../features/admin-pages";
import { loadPageAdmin } from "../features/admin-pages/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import type { Route } from "./+types/admin-info-page";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.pages.editor", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** DESIGN "Back office": rendered and guarded on the server (catalogue area); an unknown page is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPageAdmin(request, params.slug);
}

export default function AdminInfoPageRoute({ loaderData }: Route.ComponentProps) {
  return <AdminPageEditorPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
