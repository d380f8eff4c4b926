import { AccountLoading } from "../features/account";
import { AddressesPage, loadAddressBook } from "../features/addresses";
import { pageMeta } from "../shell/i18n/page-meta";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import type { Route } from "./+types/addresses";

// checkout.css: the address fields are the checkout's (form grid, select, text area, danger button).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "addresses.title", "addresses.meta"), { name: "robots", content: "noindex" }];
}

/** DESIGN: a guarded account page (SPEC 2 guard in the browser, where the session is). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAddressBook(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading />;
}

export default function AddressesRoute({ loaderData }: Route.ComponentProps) {
  return <AddressesPage loaded={loaderData.addresses} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
