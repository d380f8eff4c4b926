import { data, isRouteErrorResponse, redirect } from "react-router";
import { loadPopularCategories } from "../features/catalogue/index.server";
import { NotFoundPage, notFoundCategories } from "../features/search";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { isThemeDemoPath } from "../shell/layout/demo-paths";
import { ErrorPage } from "../shell/layout/error-page";
import type { Route } from "./+types/catch-all";

/** The 404 page is never indexed (nor listed in the sitemap). */
export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "notFound.title", "notFound.text"), { name: "robots", content: "noindex" }];
}

/**
 * DESIGN "unknown paths": the theme's demo routes redirect home; every other unknown path, and /pages/404
 * itself, answers 404 with the not-found page (search field and popular categories).
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (isThemeDemoPath(new URL(request.url).pathname)) throw redirect("/");
  throw data({ categories: await loadPopularCategories(request, languageFromRequest(request)) }, { status: 404 });
}

export default function CatchAll() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage categories={notFoundCategories(error.data)} />;
  }
  return <ErrorPage error={error} />;
}
