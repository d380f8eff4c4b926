import { isRouteErrorResponse } from "react-router";
import { GuideArticle, guideMeta } from "../features/guides";
import { type GuideData, loadGuide } from "../features/guides/index.server";
import { NotFoundPage, notFoundCategories } from "../features/search";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import guideStyles from "../styles/guides.css?url";
import type { Route } from "./+types/guide";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: guideStyles }];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return guideMeta(matches, loaderData as GuideData | undefined);
}

/** /pages/guides/{slug}: one published guide; an unknown slug answers 404 with the not-found page (DESIGN). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadGuide(request, params.slug, languageFromRequest(request));
}

export default function GuideRoute({ loaderData }: Route.ComponentProps) {
  return <GuideArticle guide={loaderData.guide} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage
        titleKey="guides.notFoundTitle"
        textKey="guides.notFoundText"
        categories={notFoundCategories(error.data)}
      />
    );
  }
  return <ErrorPage error={error} />;
}
