import { AccountDeletedPage } from "../features/account";
import { pageMeta } from "../shell/i18n/page-meta";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/account-deleted";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "accountDelete.doneTitle", "accountDelete.doneText"),
    { name: "robots", content: "noindex" },
  ];
}

/** /pages/account/deleted: after the shopper deleted their account (issue 16). */
export default function AccountDeletedRoute() {
  return <AccountDeletedPage />;
}
