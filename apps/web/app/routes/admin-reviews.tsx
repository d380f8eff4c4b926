import { AdminReviewsPage } from "../features/admin-reviews";
import { loadAdminReviewsPage } from "../features/admin-reviews/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-reviews";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.reviews.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** DESIGN "Back office": guarded on the server; a visitor goes to the login page, a role without "engagement" sees "not allowed". */
export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminReviewsPage(request);
}

export default function AdminReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminReviewsPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
