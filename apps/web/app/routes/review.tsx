import { ReviewPage } from "../features/reviews";
import { loadReviewPage } from "../features/reviews/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import type { Route } from "./+types/review";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "reviews.pageTitle", "reviews.pageIntro"), { name: "robots", content: "noindex" }];
}

/** /pages/review?product=<slug> (SPEC 2): write or edit a review of a product the shopper received (issue 14). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadReviewPage(request, languageFromRequest(request));
}

export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
