import { CheckoutPage } from "../features/checkout";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import type { RootData } from "../shell/layout/root-data.server";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import type { Route } from "./+types/checkout";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  // Issue 14: the description names card payment only while it is on.
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const description = root?.config.payments.card ? "checkout.meta" : "checkout.metaCash";
  return [...pageMeta(matches, "checkout.title", description), { name: "robots", content: "noindex" }];
}

/** /pages/checkout: guests and members (DESIGN "checkout for guests"); the cart lives in the browser or the account. */
export default function CheckoutRoute() {
  return <CheckoutPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
