import { defaultLanguage } from "@shop/shared/core";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { I18nProvider } from "../i18n/i18n-provider";
import type { RootData } from "./root-data.server";

function ErrorContent({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="error-page">
      <h1>{notFound ? t("error.notFoundTitle", "Page not found") : t("error.title", "Something went wrong")}</h1>
      <p>{t("error.text", "Please try again in a moment.")}</p>
      <Link className="button button--primary" to="/" reloadDocument>
        {t("error.home", "Back to the home page")}
      </Link>
    </main>
  );
}

/** Shown when a page cannot render; works even without the shell's data. */
export function ErrorPage({ error }: { error: unknown }) {
  const data = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <I18nProvider lang={data?.lang ?? defaultLanguage} translations={data?.translations}>
      <ErrorContent notFound={notFound} />
    </I18nProvider>
  );
}
