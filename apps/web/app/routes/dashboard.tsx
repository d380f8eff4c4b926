import { AccountLoading, loadAccountUser, memberCall, requireSession } from "../features/account";
import { DashboardPage } from "../features/dashboard";
import { searchServerWishlist } from "../features/wishlist-store";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/dashboard";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "account.dashboard", "dashboard.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN: a guarded page (SPEC 2 guard in the browser, where the session is); the user and wish-list count. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession(request);
  const [user, wishlistCount] = await Promise.all([
    loadAccountUser(request),
    memberCall(searchServerWishlist).then(
      (answer) => answer.jWishLists.length,
      () => null,
    ),
  ]);
  return { user, wishlistCount };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading />;
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
