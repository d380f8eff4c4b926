import { InboxPage, loadInbox } from "../features/admin-contact";
import { PageLoading } from "../features/orders";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import inboxStyles from "../styles/admin-contact.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-messages";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
  { rel: "stylesheet", href: inboxStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.messages.title", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN "Back office": the contact inbox, for staff with the engagement area. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadInbox(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading textKey="admin.loading" />;
}

export default function AdminMessagesRoute({ loaderData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
