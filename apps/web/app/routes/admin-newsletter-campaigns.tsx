import { AdminCampaignsPage } from "../features/admin-newsletter";
import { loadCampaignsPage } from "../features/admin-newsletter/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-newsletter-campaigns";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "admin.newsletter.campaigns.title", "admin.meta"),
    { name: "robots", content: "noindex" },
  ];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** DESIGN "Back office": the engagement area (SUPER_ADMIN, ADMIN, MANAGER); guarded on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadCampaignsPage(request);
}

export default function AdminNewsletterCampaignsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminCampaignsPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
