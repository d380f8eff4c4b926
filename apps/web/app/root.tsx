import { defaultLanguage, directionOf } from "@shop/shared/core";
import { type ReactNode, useEffect, useState } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { resourceAreaOf } from "./shell/i18n/resource-area";
import { loadTranslations } from "./shell/i18n/translation-store";
import { AppShell } from "./shell/layout/app-shell";
import { DeferredScripts } from "./shell/layout/deferred-scripts";
import { ErrorPage } from "./shell/layout/error-page";
import { languageCookieFor, loadRootData } from "./shell/layout/root-data.server";
import { StylesheetsFirst } from "./shell/layout/stylesheets-first";
import appStyles from "./styles/app.css?url";
import { markPageHydrated } from "./ui/use-hydrated";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const rootData = await loadRootData(request, context);
  const cookie = languageCookieFor(request);
  return cookie ? data(rootData, { headers: { "Set-Cookie": cookie } }) : rootData;
}

/** After a language or area change, the new translations are in hand before the pages that need them render. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadTranslations(data.translations);
  return data;
}

/**
 * Shell data (config, menu, translations) is reloaded only when asked to, e.g. after a language switch, or when
 * a navigation crosses into or out of the back office, whose translations the shop's pages leave out.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return resourceAreaOf(currentUrl.pathname) !== resourceAreaOf(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? defaultLanguage;
  // The first document's bundle only: after a language switch the new one is fetched already (switch-language.ts),
  // and naming a new address would fetch it again.
  const [preloadedTranslations] = useState(data?.translations);
  // The page's scripts start after its first paint (DeferredScripts): <html data-hydrated> says when it answers.
  useEffect(markPageHydrated, []);
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5135" />
        <StylesheetsFirst />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        {/* The translations are fetched before hydration (entry.client.tsx), in parallel with the scripts. */}
        <DeferredScripts nonce={data?.nonce} translations={preloadedTranslations} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell data={loaderData}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
