import { ContactPage } from "../features/contact";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import contactStyles from "../styles/contact.css?url";
import type { Route } from "./+types/contact";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: contactStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "contactPage.title", "contactPage.lead");
}

/** /pages/contact (SPEC 2, DESIGN contact): write to the shop; its address, phone and e-mail. */
export default function ContactRoute() {
  return <ContactPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
