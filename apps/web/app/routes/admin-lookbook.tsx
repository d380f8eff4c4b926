import { AdminLookbookPage } from "../features/admin-lookbook";
import { loadLookbookAdmin } from "../features/admin-lookbook/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import type { Route } from "./+types/admin-lookbook";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.lookbook.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** DESIGN "Back office": rendered and guarded on the server (a visitor logs in, a role without the catalogue is not allowed). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadLookbookAdmin(request);
}

export default function AdminLookbookRoute({ loaderData }: Route.ComponentProps) {
  return <AdminLookbookPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
