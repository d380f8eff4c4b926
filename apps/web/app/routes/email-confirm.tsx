import { EmailConfirmPage } from "../features/account";
import { pageMeta } from "../shell/i18n/page-meta";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/email-confirm";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "accountEmail.confirmTitle", "accountEmail.confirmMeta"),
    { name: "robots", content: "noindex" },
  ];
}

/** /pages/email/confirm?token=: the e-mail change link (issue 16); its button posts the token. */
export default function EmailConfirmRoute() {
  return <EmailConfirmPage />;
}
