import { ForgotPasswordPage } from "../features/account";
import { saveLocalToServer } from "../features/cart";
import { pageMeta } from "../shell/i18n/page-meta";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/forgot-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "auth.forgot.title", "auth.forgot.meta"), { name: "robots", content: "noindex" }];
}

/** /pages/forget/password; setting a new password from the e-mailed link logs in (then saves the local lists). */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage afterLogin={saveLocalToServer} />;
}
