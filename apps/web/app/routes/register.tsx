import { RegisterPage } from "../features/account";
import { saveLocalToServer } from "../features/cart";
import { pageMeta } from "../shell/i18n/page-meta";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/register";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "auth.register.title", "auth.register.meta"), { name: "robots", content: "noindex" }];
}

/** /pages/register; registering logs in, then the local cart and wish list go to the account (SPEC 4). */
export default function RegisterRoute() {
  return <RegisterPage afterLogin={saveLocalToServer} />;
}
