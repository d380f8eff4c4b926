import { LoginPage } from "../features/account";
import { saveLocalToServer } from "../features/cart";
import { pageMeta } from "../shell/i18n/page-meta";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/login";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "auth.login.title", "auth.login.meta"), { name: "robots", content: "noindex" }];
}

/** /pages/login; after logging in, the visitor's local cart and wish list go to the account (SPEC 4). */
export default function LoginRoute() {
  return <LoginPage afterLogin={saveLocalToServer} />;
}
