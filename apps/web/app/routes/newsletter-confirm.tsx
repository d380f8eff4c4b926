import { NewsletterLinkPage } from "../features/newsletter";
import { pageMeta } from "../shell/i18n/page-meta";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/newsletter-confirm";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "newsletter.confirm.title", "newsletter.confirm.lead"),
    { name: "robots", content: "noindex" },
  ];
}

/** /pages/newsletter/confirm?token=: the e-mailed link's page; its button posts the token (a GET changes nothing). */
export default function NewsletterConfirmRoute() {
  return <NewsletterLinkPage action="confirm" />;
}
