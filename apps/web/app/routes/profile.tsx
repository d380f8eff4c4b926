import { AccountLoading, loadAccountUser, ProfilePage } from "../features/account";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/profile";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "profile.title", "profile.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN: a guarded page. The session lives in this browser, so the guard runs here, also on the first load. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await loadAccountUser(request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading />;
}

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfilePage user={loaderData.user} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
