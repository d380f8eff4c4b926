import { StaffWelcomePage } from "../features/admin-staff";
import { pageMeta } from "../shell/i18n/page-meta";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/staff-welcome";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "auth.invite.title", "auth.invite.meta"), { name: "robots", content: "noindex" }];
}

/** /pages/staff/welcome?token=: the staff invitation's link; the link holds a secret, so the page is never kept. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function StaffWelcomeRoute() {
  return <StaffWelcomePage />;
}
